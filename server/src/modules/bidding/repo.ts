import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import {
  assets,
  auctions,
  autobids,
  idempotencyKeys,
  quotes,
  segments,
  states,
  userStatePermissions,
} from '../../db/schema/index.js';

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

/** Row-locks the lot: every quote on it from here to commit is serialised behind this. */
export async function lockLot(tx: Executor, assetId: number): Promise<LockedLot | undefined> {
  const [row] = await tx
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
      lastHash: assets.lastHash,
      extensions: assets.extensions,
      auctionStatus: auctions.status,
      stateId: auctions.stateId,
      stateName: states.name,
      segmentCode: segments.code,
      segmentName: segments.name,
      softCloseSeconds: auctions.softCloseSeconds,
      extensionSeconds: auctions.extensionSeconds,
    })
    .from(assets)
    .innerJoin(auctions, eq(auctions.id, assets.auctionId))
    .innerJoin(states, eq(states.id, auctions.stateId))
    .innerJoin(segments, eq(segments.id, auctions.segmentId))
    .where(eq(assets.id, assetId))
    .for('update', { of: assets });
  return row;
}

export interface ProxyRow {
  userId: number;
  max: number;
  setAt: Date;
}

/**
 * The lot's proxies and the database clock, read after the lot lock is held: a quote's time is
 * when it got the lot, not when it started waiting for it.
 */
export async function proxiesAndClock(tx: Executor, assetId: number): Promise<{ now: Date; proxies: ProxyRow[] }> {
  const rows = await queryRows<{ now: string | Date; user_id: number | null; max_amount: number | null; max_set_at: string | Date | null }>(
    tx,
    sql`select clock_timestamp() as now, b.user_id, b.max_amount, b.max_set_at
        from (select 1) one left join ${autobids} b on b.asset_id = ${assetId}`,
  );
  const now = new Date(rows[0]!.now);
  const proxies = rows
    .filter((r) => r.user_id !== null)
    .map((r) => ({ userId: r.user_id!, max: Number(r.max_amount), setAt: new Date(r.max_set_at!) }));
  return { now, proxies };
}

export type NewQuote = typeof quotes.$inferInsert;

export async function insertQuotes(tx: Executor, rows: NewQuote[]) {
  if (rows.length) await tx.insert(quotes).values(rows);
}

export async function updateLotPrice(
  tx: Executor,
  assetId: number,
  set: { currentPrice: number | null; leaderUserId: number | null; quoteCount: number; lastSeq: number; lastHash: string | null; endsAt: Date; extensions: number },
) {
  await tx.update(assets).set({ ...set, updatedAt: sql`now()` }).where(eq(assets.id, assetId));
}

export async function upsertProxy(tx: Executor, assetId: number, userId: number, max: number, setAt: Date) {
  await tx
    .insert(autobids)
    .values({ assetId, userId, maxAmount: max, maxSetAt: setAt })
    .onConflictDoUpdate({ target: [autobids.assetId, autobids.userId], set: { maxAmount: max, maxSetAt: setAt } });
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

export async function lotSnapshots(ex: Executor, assetIds: number[]) {
  if (assetIds.length === 0) return [];
  const rows = await ex
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
    .where(inArray(assets.id, assetIds));
  return rows;
}

export async function userProxies(ex: Executor, userId: number, assetIds: number[]) {
  if (assetIds.length === 0) return [];
  return ex
    .select({ assetId: autobids.assetId, max: autobids.maxAmount })
    .from(autobids)
    .where(and(eq(autobids.userId, userId), inArray(autobids.assetId, assetIds)));
}

export async function lastQuotesOf(ex: Executor, userId: number) {
  return ex
    .select({ assetId: quotes.assetId, amount: sql<number>`max(${quotes.amount})`.mapWith(Number), count: sql<number>`count(*)`.mapWith(Number), lastAt: sql<Date>`max(${quotes.createdAt})`.mapWith((v: string | Date) => new Date(v)) })
    .from(quotes)
    .where(eq(quotes.userId, userId))
    .groupBy(quotes.assetId)
    .orderBy(desc(sql`max(${quotes.createdAt})`));
}
