/**
 * The notification service. Fed by the outbox, never by a request: one pass reads the rows past
 * its cursor (one instance at a time: the cursor row is locked and skipped by the others), decides
 * who is told what (rules.ts), and writes one delivery per event, channel and user in the same
 * transaction that moves the cursor. Sending is a second pass over due deliveries, each claimed
 * with a lease, retried with exponential back-off, its outcome recorded.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { formatINR } from '../../lib/money.js';
import { PermanentSendError, type ChannelAdapter } from './channels.js';
import * as repo from './repo.js';
import { decide, DEFAULT_RETRY, languageOf, needsBidders, noticesFor, OUTBID_WINDOW_MS, retryDelay, type Channel, type EventRow, type Notice, type RetryPolicy } from './rules.js';
import { formatDeadline, orderedParams, renderNotice, type Language, type NoticeKind, type NoticeParams } from './templates.js';

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
  /** Told of every attempt's outcome (metrics). */
  onAttempt?(a: { channel: Channel; provider: string; kind: string; outcome: 'sent' | 'retry' | 'failed'; latencyMs?: number }): void;
}

const BATCH = 500;
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
      ...(n.deadline ? { deadline: formatDeadline(n.deadline, language) } : {}),
    };
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

  /** One decision pass; returns how many outbox rows it moved past (0: idle or another instance holds the cursor). */
  async function decidePass(): Promise<number> {
    if (!cursorReady) {
      await repo.ensureCursor(db);
      cursorReady = true;
    }
    return db.transaction(async (tx) => {
      const cursor = await repo.claimCursor(tx);
      if (!cursor) return 0;
      const rows = contiguous(await repo.outboxAfter(tx, cursor.lastId, BATCH), cursor.lastId);
      if (rows.length === 0) return 0;
      const events = rows.flatMap((r): { row: repo.OutboxRow; event: EventRow }[] =>
        r.payload === null ? [] : [{ row: r, event: { id: r.id, kind: r.kind, subject: r.subject, payload: JSON.parse(r.payload) as Record<string, unknown> } }],
      );
      const closing = events.filter((e) => needsBidders(e.event)).map((e) => Number(e.event.payload.assetId));
      const bidders = await repo.biddersOf(tx, closing);
      const notices = events.flatMap(({ row, event }) =>
        noticesFor(event, bidders.get(Number(event.payload.assetId)) ?? []).map((notice) => ({ notice, row })),
      );
      if (notices.length > 0) {
        const userIds = [...new Set(notices.map((n) => n.notice.userId))];
        const assetIds = [...new Set(notices.flatMap((n) => (n.notice.assetId === null ? [] : [n.notice.assetId])))];
        const [lots, settings] = await Promise.all([repo.lotFacts(tx, assetIds), repo.settingsOf(tx, userIds)]);
        const deliveries: repo.NewDelivery[] = [];
        for (const adapter of deps.channels) {
          const outbids = await repo.recentOutbids(tx, adapter.channel, userIds, OUTBID_WINDOW_MS);
          for (const { notice, row } of notices) {
            const user = settings.get(notice.userId);
            if (!user) continue;
            const lot = notice.assetId === null ? undefined : lots.get(notice.assetId);
            const language = languageOf(user.language);
            const key = `${notice.userId}:${notice.assetId}`;
            const decision = decide({
              notice,
              channel: adapter.channel,
              now: cursor.now,
              quietHours: deps.quietHours && user.quietHours,
              muted: user.muted,
              lastOutbidAt: outbids.get(key) ?? null,
              pageOpen: notice.assetId !== null && deps.pageOpen(notice.userId, notice.auctionId, notice.assetId),
            });
            if (decision.send && notice.kind === 'outbid') outbids.set(key, cursor.now);
            deliveries.push({
              eventKey: String(row.id),
              channel: adapter.channel,
              userId: notice.userId,
              kind: notice.kind,
              assetId: notice.assetId,
              language,
              status: decision.send ? 'pending' : 'suppressed',
              reason: decision.send ? null : decision.reason,
              params: paramsOf(notice, lot, language) as Record<string, string>,
              nextAttemptAt: decision.send ? decision.at : cursor.now,
              eventAt: row.createdAt,
            });
          }
        }
        await repo.insertDeliveries(tx, deliveries);
      }
      await repo.moveCursor(tx, rows.at(-1)!.id);
      return rows.length;
    });
  }

  const adapters = new Map(deps.channels.map((c) => [c.channel, c]));

  async function sendOne(d: repo.DueDelivery): Promise<void> {
    const adapter = adapters.get(d.channel);
    const kind = d.kind as NoticeKind;
    const language = languageOf(d.language);
    const report = (outcome: 'sent' | 'retry' | 'failed', latencyMs?: number) =>
      deps.onAttempt?.({ channel: d.channel, provider: adapter?.provider ?? 'none', kind, outcome, ...(latencyMs === undefined ? {} : { latencyMs }) });
    if (!adapter) {
      await repo.markFailed(db, d.id, `no ${d.channel} channel is configured`, null);
      report('failed');
      return;
    }
    try {
      const receipt = await adapter.send({ userId: d.userId, phone: d.phone, kind, language, text: renderNotice(kind, language, d.params), params: orderedParams(kind, d.params) });
      const latencyMs = await repo.markSent(db, d.id, receipt.providerId);
      report('sent', latencyMs);
    } catch (err) {
      const wait = err instanceof PermanentSendError ? null : retryDelay(d.attempts, retry);
      const message = err instanceof Error ? err.message : String(err);
      deps.log.warn({ delivery: d.id, channel: d.channel, provider: adapter.provider, kind, attempts: d.attempts, err: message }, wait === null ? 'notification failed for good' : 'notification failed; retrying');
      await repo.markFailed(db, d.id, message.slice(0, 500), wait);
      report(wait === null ? 'failed' : 'retry');
    }
  }

  /** One sending pass over due deliveries; returns how many it attempted. */
  async function sendPass(): Promise<number> {
    const due = await repo.claimDue(db, SEND_BATCH, LEASE_SECONDS);
    await Promise.all(due.map(sendOne));
    return due.length;
  }

  return { decidePass, sendPass };
}
