/**
 * The notification service. Fed by the outbox, never by a request: one pass reads the rows past
 * its cursor (one instance at a time: the cursor row is locked and skipped by the others), decides
 * who is told what (rules.ts), and writes one delivery per event, channel and user in the same
 * transaction that moves the cursor. Sending is a second pass over due deliveries, each claimed
 * with a lease, retried with exponential back-off, its outcome recorded.
 */
import { formatINR } from '../../lib/money.js';
import { alertNotices } from '../alerts/index.js';
import { PermanentSendError, type ChannelAdapter } from './channels.js';
import * as repo from './repo.js';
import {
  decide,
  DEFAULT_RETRY,
  languageOf,
  LIVE_KINDS,
  needsBidders,
  noticesFor,
  RATE_WINDOW_MS,
  retryDelay,
  type Channel,
  type EventRow,
  type Notice,
  type RetryPolicy,
} from './rules.js';
import {
  formatDeadline,
  kycReasonText,
  orderedParams,
  renderNotice,
  type Language,
  type NoticeKind,
  type NoticeParams,
} from './templates.js';
import type { Database, Executor } from '../../db/client.js';
import type { FastifyBaseLogger } from 'fastify';

export interface NotifierDeps {
  database: Pick<Database, 'kind' | 'db'>;
  log: FastifyBaseLogger;
  brand: string;
  channels: readonly ChannelAdapter[];
  /** Whether a page of this user shows the lot live now (realtime hub). */
  pageOpen(userId: number, auctionId: number | null, assetId: number): boolean;
  /** Quiet hours apply to buyers who keep them (off: for nobody). */
  quietHours: boolean;
  retry?: RetryPolicy;
  /** The one-click unsubscribe link for a kind a buyer may turn off (unsubscribe.ts); absent: no links. */
  stopLink?(s: { userId: number; kind: NoticeKind; channel: Channel }): string | null;
  /** Told of every notice the rules held back (metrics). */
  onSuppressed?(s: { channel: Channel; kind: string; reason: string }): void;
  /** Told of every attempt's outcome (metrics). */
  onAttempt?(a: { channel: Channel; provider: string; kind: string; outcome: 'sent' | 'retry' | 'failed'; latencyMs?: number }): void;
}

const BATCH = 500;
/** Parameters kept only until the message is sent or given up: the invitation's one-time link. */
const SECRET_PARAMS = ['link'] as const;
const SEND_BATCH = 50;
const LEASE_SECONDS = 60;

export type Notifier = ReturnType<typeof createNotifier>;

export function createNotifier(deps: NotifierDeps) {
  const { db } = deps.database;
  const retry = deps.retry ?? DEFAULT_RETRY;
  // PGlite runs one transaction at a time in one process: an id missing there is a rollback's.
  const gapsAreFinal = deps.database.kind === 'pglite';
  let cursorReady = false;

  function vehicleOf(l: repo.LotFacts) {
    return `${l.make} ${l.model} (${l.registrationNumber})`;
  }

  function paramsOf(n: Notice, lot: repo.LotFacts | undefined, language: Language): NoticeParams {
    return {
      brand: deps.brand,
      ...(lot ? { lot: String(lot.lotNo), vehicle: vehicleOf(lot) } : {}),
      ...(n.amount !== null ? { amount: formatINR(n.amount) } : {}),
      ...(n.deadline
        ? n.kind === 'new_device_login'
          ? { time: formatDeadline(n.deadline, language) }
          : { deadline: formatDeadline(n.deadline, language) }
        : {}),
      ...(n.detail?.plan !== undefined ? { plan: n.detail.plan } : {}),
      ...(n.detail?.device !== undefined ? { device: n.detail.device } : {}),
      ...(n.kind === 'kyc_rejected' ? { reason: kycReasonText(n.detail?.reason, language) } : {}),
    };
  }

  function stopParam(n: Notice, channel: Channel): NoticeParams {
    const link = deps.stopLink?.({ userId: n.userId, kind: n.kind, channel });
    return link ? { stop: link } : {};
  }

  /** The rows this pass may decide: in id order, stopping at a gap an open transaction may fill. */
  function contiguous(rows: repo.OutboxRow[], lastId: number): repo.OutboxRow[] {
    const out: repo.OutboxRow[] = [];
    let expected = lastId + 1;
    for (const r of rows) {
      if (r.id !== expected && !gapsAreFinal && !r.settled) break;
      out.push(r);
      expected = r.id + 1;
    }
    return out;
  }

  /** A notice owed by one event (or one scheduled moment), before the channels and rules. */
  interface Owed {
    notice: Notice;
    eventKey: string;
    eventAt: Date;
  }

  /** Decides each owed notice on each channel and writes its delivery row (sent later, or suppressed). */
  async function record(tx: Executor, now: Date, owed: Owed[]): Promise<void> {
    if (owed.length === 0) return;
    const userIds = [...new Set(owed.map((o) => o.notice.userId))];
    const assetIds = [...new Set(owed.flatMap((o) => (o.notice.assetId === null ? [] : [o.notice.assetId])))];
    const [lots, settings] = await Promise.all([repo.lotFacts(tx, assetIds), repo.settingsOf(tx, userIds)]);
    const deliveries: repo.NewDelivery[] = [];
    for (const adapter of deps.channels) {
      const recent = await repo.recentLiveNotices(tx, adapter.channel, userIds, RATE_WINDOW_MS);
      const reachable = adapter.audience ? await adapter.audience(tx, userIds) : null;
      for (const { notice, eventKey, eventAt } of owed) {
        const user = settings.get(notice.userId);
        if (!user || (reachable && !reachable.has(notice.userId))) continue;
        const lot = notice.assetId === null ? undefined : lots.get(notice.assetId);
        const language = languageOf(user.language);
        const key = `${notice.kind}:${notice.userId}:${notice.assetId}`;
        const decision = decide({
          notice,
          channel: adapter.channel,
          now,
          quietHours: deps.quietHours && user.quietHours,
          muted: user.muted,
          lastSameAt: recent.get(key) ?? null,
          pageOpen: notice.assetId !== null && deps.pageOpen(notice.userId, notice.auctionId, notice.assetId),
        });
        if (decision.send && LIVE_KINDS.has(notice.kind)) recent.set(key, now);
        deliveries.push({
          eventKey,
          channel: adapter.channel,
          userId: notice.userId,
          kind: notice.kind,
          assetId: notice.assetId,
          language,
          status: decision.send ? 'pending' : 'suppressed',
          reason: decision.send ? null : decision.reason,
          params: { ...paramsOf(notice, lot, language), ...stopParam(notice, adapter.channel) } as Record<string, string>,
          nextAttemptAt: decision.send ? decision.at : now,
          eventAt,
        });
      }
    }
    await repo.insertDeliveries(tx, deliveries);
    for (const d of deliveries)
      if (d.status === 'suppressed' && d.reason) deps.onSuppressed?.({ channel: d.channel, kind: d.kind, reason: d.reason });
  }

  /** Creates the cursor (at the outbox's end) if this is the installation's first start. */
  async function prepare() {
    if (cursorReady) return;
    await repo.ensureCursor(db);
    cursorReady = true;
  }

  async function withCursor<T>(run: (tx: Executor, cursor: { lastId: number; now: Date }) => Promise<T>, idle: T): Promise<T> {
    await prepare();
    return db.transaction(async (tx) => {
      const cursor = await repo.claimCursor(tx);
      return cursor ? run(tx, cursor) : idle;
    });
  }

  /** One decision pass; returns how many outbox rows it moved past (0: idle or another instance holds the cursor). */
  const decidePass = () =>
    withCursor(async (tx, cursor) => {
      const rows = contiguous(await repo.outboxAfter(tx, cursor.lastId, BATCH), cursor.lastId);
      if (rows.length === 0) return 0;
      const events = rows.flatMap((r): { row: repo.OutboxRow; event: EventRow }[] =>
        r.payload === null
          ? []
          : [{ row: r, event: { id: r.id, kind: r.kind, subject: r.subject, payload: JSON.parse(r.payload) as Record<string, unknown> } }],
      );
      const closing = events.filter((e) => needsBidders(e.event)).map((e) => Number(e.event.payload.assetId));
      const bidders = await repo.biddersOf(tx, closing);
      const owed = events.flatMap(({ row, event }) =>
        noticesFor(event, bidders.get(Number(event.payload.assetId)) ?? []).map((notice) => ({
          notice,
          eventKey: String(row.id),
          eventAt: row.createdAt,
        })),
      );
      await record(tx, cursor.now, owed);
      await repo.moveCursor(tx, rows.at(-1)!.id);
      return rows.length;
    }, 0);

  /**
   * Notices owed by the clock rather than an event: closing soon (10 minutes before a lot's end,
   * again after an extension moves it) and payment reminders (24 h and 2 h before the deadline).
   * Under the cursor's lock, so one instance at a time; each moment's key makes it once only.
   */
  const schedulePass = () =>
    withCursor(async (tx, cursor) => {
      const due = [...(await repo.scheduledNotices(tx)), ...(await alertNotices(tx))];
      await record(
        tx,
        cursor.now,
        due.map((d) => ({
          notice: {
            kind: d.kind,
            userId: d.userId,
            auctionId: d.auctionId,
            assetId: d.assetId,
            amount: d.amount,
            deadline: d.deadline,
            ...('plan' in d && d.plan !== null ? { detail: { plan: d.plan } } : {}),
          },
          eventKey: d.key,
          eventAt: cursor.now,
        })),
      );
      return due.length;
    }, 0);

  const adapters = new Map(deps.channels.map((c) => [c.channel, c]));

  async function sendOne(d: repo.DueDelivery): Promise<'sent' | 'retry' | 'failed'> {
    const adapter = adapters.get(d.channel);
    const kind = d.kind as NoticeKind;
    const language = languageOf(d.language);
    const report = (outcome: 'sent' | 'retry' | 'failed', latencyMs?: number) =>
      deps.onAttempt?.({
        channel: d.channel,
        provider: adapter?.provider ?? 'none',
        kind,
        outcome,
        ...(latencyMs === undefined ? {} : { latencyMs }),
      });
    if (!adapter) {
      await repo.markFailed(db, d.id, `no ${d.channel} channel is configured`, null);
      await forget(d);
      report('failed');
      return 'failed';
    }
    try {
      const receipt = await adapter.send({
        userId: d.userId,
        phone: d.phone,
        kind,
        assetId: d.assetId,
        language,
        text: renderNotice(kind, language, d.params),
        params: orderedParams(kind, d.params),
      });
      const latencyMs = await repo.markSent(db, d.id, receipt.providerId);
      await forget(d);
      report('sent', latencyMs);
      return 'sent';
    } catch (err) {
      const wait = err instanceof PermanentSendError ? null : retryDelay(d.attempts, retry);
      const message = err instanceof Error ? err.message : String(err);
      deps.log.warn(
        { delivery: d.id, channel: d.channel, provider: adapter.provider, kind, attempts: d.attempts, err: message },
        wait === null ? 'notification failed for good' : 'notification failed; retrying',
      );
      await repo.markFailed(db, d.id, message.slice(0, 500), wait);
      if (wait === null) await forget(d);
      report(wait === null ? 'failed' : 'retry');
      return wait === null ? 'failed' : 'retry';
    }
  }

  /** A one-time link stays in the row only while the message may still be sent. */
  async function forget(d: repo.DueDelivery) {
    const secret = SECRET_PARAMS.filter((p) => p in d.params);
    if (secret.length > 0) await repo.dropParams(db, d.id, secret);
  }

  /** One sending pass over due deliveries; returns how many it attempted. */
  async function sendPass(): Promise<number> {
    const due = await repo.claimDue(db, SEND_BATCH, LEASE_SECONDS);
    await Promise.all(due.map(sendOne));
    return due.length;
  }

  /**
   * A text a user's request asks for now, to a number that may have no account (a dealer's agent
   * invitation): written as an SMS delivery of `userId` (who asked) in the caller's transaction,
   * in that user's language, so it is retried and logged like every notice. Sent by `sendNow`
   * once the transaction commits, else by the next sending pass. Null when `eventKey` was already written.
   */
  async function enqueueText(
    tx: Executor,
    t: { kind: NoticeKind; userId: number; phone: string; eventKey: string; params: NoticeParams },
  ): Promise<number | null> {
    const settings = (await repo.settingsOf(tx, [t.userId])).get(t.userId);
    return repo.insertDelivery(tx, {
      eventKey: t.eventKey,
      channel: 'sms',
      userId: t.userId,
      phone: t.phone,
      kind: t.kind,
      assetId: null,
      language: languageOf(settings?.language),
      status: 'pending',
      reason: null,
      params: { brand: deps.brand, ...t.params } as Record<string, string>,
    });
  }

  /** One attempt at this delivery now, if it is due and no one else is sending it: its status after (null: not taken). */
  async function sendNow(id: number): Promise<'sent' | 'retry' | 'failed' | null> {
    const [d] = await repo.claimDue(db, 1, LEASE_SECONDS, id);
    return d ? sendOne(d) : null;
  }

  /** Gives up the texts not yet sent whose event key starts with `prefix` (a link replaced or withdrawn), in the caller's transaction. */
  const cancelTexts = (tx: Executor, prefix: string, why: string) => repo.cancelPending(tx, prefix, why, SECRET_PARAMS);

  return { prepare, decidePass, schedulePass, sendPass, enqueueText, sendNow, cancelTexts, channels: deps.channels.map((c) => c.channel) };
}
