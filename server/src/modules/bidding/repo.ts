import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { CommittedEvent, OutboxEvent } from '../../events/outbox.js';
import { lotSubject } from '../../events/subjects.js';
import { intArray, perHandle, queryRows } from '../../db/rows.js';
import {
  assets,
  auctions,
  autobids,
  idempotencyKeys,
  outbox,
  quotes,
  segments,
  states,
  userStatePermissions,
} from '../../db/schema/index.js';
import type { QuoteOutcome } from './quote-outcome.js';

export interface LockedLot {
  id: number;
  auctionId: number;
  status: 'open' | 'closed' | 'withdrawn';
  startsAt: Date;
  endsAt: Date;
  hardEndAt: Date;
  startPrice: number;
  increment: number;
  currentPrice: number | null;
  leaderUserId: number | null;
  quoteCount: number;
  lastSeq: number;
  lastHash: string | null;
  extensions: number;
  auctionStatus: 'scheduled' | 'cancelled';
  stateId: number;
  stateName: string;
  segmentCode: string;
  segmentName: string;
  softCloseSeconds: number;
  extensionSeconds: number;
}

interface LockedRow {
  id: number;
  auction_id: number;
  status: LockedLot['status'];
  starts_at: string | Date;
  ends_at: string | Date;
  hard_end_at: string | Date;
  start_price: number;
  increment: number;
  current_price: number | null;
  leader_user_id: number | null;
  quote_count: number;
  last_seq: number;
  last_hash: string | null;
  extensions: number;
  auction_status: LockedLot['auctionStatus'];
  state_id: number;
  state_name: string;
  segment_code: string;
  segment_name: string;
  soft_close_seconds: number;
  extension_seconds: number;
}

/** What the statement after the lock reads: the clock and the lot's proxies (JSON, µs times). */
interface FreshRow {
  now: string | Date;
  proxies: Array<{ userId: number; max: number; setAt: number | string }> | string;
}

export interface ProxyRow {
  userId: number;
  max: number;
  /** Microseconds since the epoch, so maxima set within one millisecond still order correctly. */
  setAt: number;
}

/**
 * Row-locks the lot (every quote on it from here to commit queues behind this), then reads its
 * proxies and the database clock in a second statement. It must be a second statement: under READ
 * COMMITTED a statement sees the data of its start, so a proxy committed by the transaction we
 * waited on would be invisible to a subquery of the locking statement. The clock, read after the
 * lock, makes a quote's time the moment it got the lot, not when it began to wait.
 */
export async function lockLotWithClock(tx: Executor, assetId: number): Promise<{ lot: LockedLot; now: Date; proxies: ProxyRow[] } | undefined> {
  const [row] = await queryRows<LockedRow>(
    tx,
    sql`select a.id, a.auction_id, a.status, a.starts_at, a.ends_at, a.hard_end_at, a.start_price, a.increment,
               a.current_price, a.leader_user_id, a.quote_count, a.last_seq, a.last_hash, a.extensions,
               au.status as auction_status, au.state_id, st.name as state_name, sg.code as segment_code,
               sg.name as segment_name, au.soft_close_seconds, au.extension_seconds
        from ${assets} a
        join ${auctions} au on au.id = a.auction_id
        join ${states} st on st.id = au.state_id
        join ${segments} sg on sg.id = au.segment_id
        where a.id = ${assetId}
        for update of a`,
  );
  if (!row) return undefined;
  const [fresh] = await queryRows<FreshRow>(
    tx,
    sql`select clock_timestamp() as now,
               coalesce(json_agg(json_build_object('userId', b.user_id, 'max', b.max_amount,
                 'setAt', (extract(epoch from b.max_set_at) * 1000000)::bigint)), '[]'::json) as proxies
        from ${autobids} b where b.asset_id = ${assetId}`,
  );
  const proxies = typeof fresh!.proxies === 'string' ? (JSON.parse(fresh!.proxies) as Exclude<FreshRow['proxies'], string>) : fresh!.proxies;
  return {
    now: new Date(fresh!.now),
    proxies: proxies.map((p) => ({ userId: p.userId, max: Number(p.max), setAt: Number(p.setAt) })),
    lot: {
      id: row.id,
      auctionId: row.auction_id,
      status: row.status,
      startsAt: new Date(row.starts_at),
      endsAt: new Date(row.ends_at),
      hardEndAt: new Date(row.hard_end_at),
      startPrice: row.start_price,
      increment: row.increment,
      currentPrice: row.current_price,
      leaderUserId: row.leader_user_id,
      quoteCount: row.quote_count,
      lastSeq: row.last_seq,
      lastHash: row.last_hash,
      extensions: row.extensions,
      auctionStatus: row.auction_status,
      stateId: row.state_id,
      stateName: row.state_name,
      segmentCode: row.segment_code,
      segmentName: row.segment_name,
      softCloseSeconds: row.soft_close_seconds,
      extensionSeconds: row.extension_seconds,
    },
  };
}

export interface QuoteRow {
  assetId: number;
  seq: number;
  userId: number;
  amount: number;
  kind: 'manual' | 'auto';
  prevHash: string | null;
  hash: string;
  createdAt: Date;
}

export interface LotUpdate {
  currentPrice: number | null;
  leaderUserId: number | null;
  quoteCount: number;
  lastSeq: number;
  lastHash: string | null;
  endsAt: Date;
  extensions: number;
}

/**
 * The quotes, the outbox rows, the stored idempotent answer and the lot's new state in one
 * statement (data-modifying CTEs always run): the lot lock is held for as few round trips as
 * possible, and that is what a hot lot's throughput is made of.
 */
export interface KeyRef {
  userId: number;
  scope: string;
  key: string;
}

export async function writeQuotes(
  tx: Executor,
  assetId: number,
  rows: QuoteRow[],
  lot: LotUpdate,
  events: OutboxEvent[],
  answer: { ref: KeyRef; status: number; body: unknown },
) {
  const quotesJson = JSON.stringify(
    rows.map((q) => ({ asset_id: q.assetId, seq: q.seq, user_id: q.userId, amount: q.amount, kind: q.kind, prev_hash: q.prevHash, hash: q.hash, created_at: q.createdAt.toISOString() })),
  );
  const eventsJson = JSON.stringify(
    events.map((e) => ({ subject: e.subject, kind: e.kind, auction_id: e.auctionId ?? null, asset_id: e.assetId ?? null, seq: e.seq ?? null, payload: e.payload })),
  );
  await tx.execute(sql`
    with q as (
      insert into ${quotes} (asset_id, seq, user_id, amount, kind, prev_hash, hash, created_at)
      select asset_id, seq, user_id, amount, kind, prev_hash, hash, created_at
      from jsonb_to_recordset(${quotesJson}::jsonb)
        as x(asset_id int, seq int, user_id int, amount int, kind quote_kind, prev_hash char(64), hash char(64), created_at timestamptz)
      returning 1
    ), o as (
      insert into ${outbox} (subject, kind, auction_id, asset_id, seq, payload)
      select subject, kind, auction_id, asset_id, seq, payload
      from jsonb_to_recordset(${eventsJson}::jsonb) as x(subject text, kind text, auction_id int, asset_id int, seq int, payload jsonb)
      returning 1
    ), i as (
      update ${idempotencyKeys} set response_status = ${answer.status}, response_body = ${JSON.stringify(answer.body)}::json
      where user_id = ${answer.ref.userId} and scope = ${answer.ref.scope} and key = ${answer.ref.key}
      returning 1
    )
    update ${assets} set
      current_price = ${lot.currentPrice}, leader_user_id = ${lot.leaderUserId}, quote_count = ${lot.quoteCount},
      last_seq = ${lot.lastSeq}, last_hash = ${lot.lastHash}, ends_at = ${lot.endsAt.toISOString()}::timestamptz,
      extensions = ${lot.extensions}, updated_at = now()
    where id = ${assetId}`);
}

/** The subject templates the quote functions fill in per lot (the subjects stay built in one place). */
export const QUOTE_SUBJECT = lotSubject('{auction}', '{asset}', 'quote');
export const EXTENDED_SUBJECT = lotSubject('{auction}', '{asset}', 'extended');

export interface QuoteRequest {
  tokenHash: string;
  assetId: number;
  amount: number;
  key: string;
  requestHash: string;
}

/**
 * Manual quotes in one round trip and one transaction, decided in the database in arrival order
 * by vh_place_quote_batch (bidding/engine/place-batch.sql): the batch's sessions, idempotency keys, lot locks and proxies are read, and its quotes,
 * outbox rows, lots and stored answers written, a statement each. Answers come back in the same
 * order, each with the outbox rows its quote committed (none for a refusal or a replay).
 */
export interface PlacedQuote {
  outcome: QuoteOutcome;
  events: CommittedEvent[];
}

/** What the function returns (as text): the answers by request, the events with their request (1-based). */
interface BatchAnswer {
  answers: QuoteOutcome[];
  events: Array<[request: number, event: CommittedEvent]>;
}

export async function placeQuotes(ex: Executor, requests: QuoteRequest[]): Promise<PlacedQuote[]> {
  const [row] = await queryRows<{ answer: string }>(
    ex,
    sql`select vh_place_quote_batch(${JSON.stringify(requests)}::jsonb, ${QUOTE_SUBJECT}, ${EXTENDED_SUBJECT}) as answer`,
  );
  const { answers, events } = JSON.parse(row!.answer) as BatchAnswer;
  const placed: PlacedQuote[] = answers.map((outcome) => ({ outcome, events: [] }));
  for (const [request, event] of events) placed[request - 1]!.events.push(event);
  return placed;
}

/** Sets (or raises) a maximum, timed by the database clock: later than every maximum before it. */
export async function upsertProxy(tx: Executor, assetId: number, userId: number, max: number) {
  await tx
    .insert(autobids)
    .values({ assetId, userId, maxAmount: max, maxSetAt: sql`clock_timestamp()` })
    .onConflictDoUpdate({ target: [autobids.assetId, autobids.userId], set: { maxAmount: max, maxSetAt: sql`clock_timestamp()` } });
}

export async function hasStatePermission(tx: Executor, userId: number, stateId: number) {
  const [row] = await tx
    .select({ one: sql<number>`1` })
    .from(userStatePermissions)
    .where(and(eq(userStatePermissions.userId, userId), eq(userStatePermissions.stateId, stateId)));
  return row !== undefined;
}

// ---- idempotency --------------------------------------------------------------------------

export interface StoredAnswer {
  requestHash: string;
  responseStatus: number;
  responseBody: unknown;
}

/**
 * Claims (user, scope, key). A concurrent claimant blocks on the unique index until the first
 * commits, then sees its row: so N simultaneous replays yield one quote and one answer.
 */
export async function claimKey(tx: Executor, userId: number, scope: string, key: string, requestHash: string) {
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ userId, scope, key, requestHash, responseStatus: 0, responseBody: {} })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return inserted.length === 1;
}

export async function storedAnswer(tx: Executor, userId: number, scope: string, key: string): Promise<StoredAnswer | undefined> {
  const [row] = await tx
    .select({ requestHash: idempotencyKeys.requestHash, responseStatus: idempotencyKeys.responseStatus, responseBody: idempotencyKeys.responseBody })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return row;
}

export async function saveAnswer(tx: Executor, userId: number, scope: string, key: string, status: number, body: unknown) {
  await tx
    .update(idempotencyKeys)
    .set({ responseStatus: status, responseBody: body })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
}

// ---- reads --------------------------------------------------------------------------------

export async function quoteHistory(ex: Executor, assetId: number) {
  return ex
    .select({
      assetId: quotes.assetId,
      seq: quotes.seq,
      userId: quotes.userId,
      amount: quotes.amount,
      kind: quotes.kind,
      createdAt: quotes.createdAt,
      prevHash: quotes.prevHash,
      hash: quotes.hash,
    })
    .from(quotes)
    .where(eq(quotes.assetId, assetId))
    .orderBy(asc(quotes.seq));
}

/** The lot reads (get-lnt-latest-bid, every socket's resync): the most frequent queries there are. */
const lotSnapshotsQuery = perHandle((ex) =>
  ex
    .select({
      id: assets.id,
      auctionId: assets.auctionId,
      status: assets.status,
      startsAt: assets.startsAt,
      endsAt: assets.endsAt,
      hardEndAt: assets.hardEndAt,
      startPrice: assets.startPrice,
      increment: assets.increment,
      currentPrice: assets.currentPrice,
      leaderUserId: assets.leaderUserId,
      quoteCount: assets.quoteCount,
      lastSeq: assets.lastSeq,
      extensions: assets.extensions,
      result: assets.result,
      winnerUserId: assets.winnerUserId,
      auctionStatus: auctions.status,
      serverTime: sql<Date>`clock_timestamp()`.mapWith((v: string | Date) => new Date(v)),
    })
    .from(assets)
    .innerJoin(auctions, eq(auctions.id, assets.auctionId))
    .where(sql`${assets.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('lot_snapshots'),
);

const userProxiesQuery = perHandle((ex) =>
  ex
    .select({ assetId: autobids.assetId, max: autobids.maxAmount })
    .from(autobids)
    .where(and(eq(autobids.userId, sql.placeholder('userId')), sql`${autobids.assetId} = any(${sql.placeholder('ids')}::int[])`))
    .prepare('user_proxies'),
);

export async function lotSnapshots(ex: Executor, assetIds: number[]) {
  if (assetIds.length === 0) return [];
  return lotSnapshotsQuery(ex).execute({ ids: intArray(assetIds) });
}

export async function userProxies(ex: Executor, userId: number, assetIds: number[]) {
  if (assetIds.length === 0) return [];
  return userProxiesQuery(ex).execute({ userId, ids: intArray(assetIds) });
}
