import { and, asc, eq, gt, inArray, lte } from 'drizzle-orm';
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
