import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { assets, quotes } from '../db/schema/index.js';
import type { Executor } from '../db/client.js';

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
 * The head of every open lot among `assetIds` that has started, by the database clock: one query
 * per beacon round. Lots past their end that the scheduler has not closed yet are included:
 * their watchers still wait for the outcome.
 */
export async function liveHeads(ex: Executor, assetIds: number[]) {
  if (assetIds.length === 0) return [];
  const rows = await ex
    .select({ auctionId: assets.auctionId, assetId: assets.id, seq: assets.lastSeq, price: assets.currentPrice, endsAt: assets.endsAt })
    .from(assets)
    .where(and(inArray(assets.id, assetIds), eq(assets.status, 'open'), lte(assets.startsAt, sql`clock_timestamp()`)));
  return rows.map((r) => ({ ...r, endsAt: new Date(r.endsAt).toISOString() }));
}
