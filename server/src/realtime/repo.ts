import { and, asc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { assets, quotes } from '../db/schema/index.js';

/** Quotes in (afterSeq, upToSeq], oldest first: what a reconnecting client missed. */
export async function quotesBetween(ex: Executor, assetId: number, afterSeq: number, upToSeq: number) {
  return ex
    .select({ seq: quotes.seq, userId: quotes.userId, amount: quotes.amount, kind: quotes.kind, createdAt: quotes.createdAt })
    .from(quotes)
    .where(and(eq(quotes.assetId, assetId), gt(quotes.seq, afterSeq), lte(quotes.seq, upToSeq)))
    .orderBy(asc(quotes.seq));
}

export async function lotsOfAuctions(ex: Executor, auctionIds: number[]): Promise<number[]> {
  if (auctionIds.length === 0) return [];
  const rows = await ex.select({ id: assets.id }).from(assets).where(inArray(assets.auctionId, auctionIds)).orderBy(asc(assets.id));
  return rows.map((r) => r.id);
}

/**
 * The head of every open lot that has started, among `assetIds` or in `auctionIds`: one query per
 * beacon round, by the database clock. Lots past their end that the scheduler has not closed yet
 * are included: their watchers still wait for the outcome.
 */
export async function liveHeads(ex: Executor, assetIds: number[], auctionIds: number[]) {
  const which = [
    ...(assetIds.length ? [inArray(assets.id, assetIds)] : []),
    ...(auctionIds.length ? [inArray(assets.auctionId, auctionIds)] : []),
  ];
  if (which.length === 0) return [];
  const rows = await ex
    .select({ auctionId: assets.auctionId, assetId: assets.id, seq: assets.lastSeq, price: assets.currentPrice, endsAt: assets.endsAt })
    .from(assets)
    .where(and(eq(assets.status, 'open'), lte(assets.startsAt, sql`clock_timestamp()`), or(...which)));
  return rows.map((r) => ({ ...r, endsAt: new Date(r.endsAt).toISOString() }));
}
