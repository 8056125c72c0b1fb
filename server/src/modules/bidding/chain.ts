import { createHash, createHmac } from 'node:crypto';

export interface ChainedQuote {
  assetId: number;
  seq: number;
  userId: number;
  amount: number;
  kind: string;
  createdAt: Date;
}

/** Each quote's hash covers its content and the previous hash: altering history breaks the chain. */
export function quoteHash(prevHash: string | null, q: ChainedQuote): string {
  return createHash('sha256')
    .update([prevHash ?? 'genesis', q.assetId, q.seq, q.userId, q.amount, q.kind, q.createdAt.getTime()].join('|'))
    .digest('hex');
}

export interface StoredQuote extends ChainedQuote {
  prevHash: string | null;
  hash: string;
}

/** Returns the first seq whose link is broken (gap, wrong prev or wrong hash), or null. */
export function verifyChain(quotes: readonly StoredQuote[]): number | null {
  let prev: string | null = null;
  for (let i = 0; i < quotes.length; i++) {
    const q = quotes[i]!;
    if (q.seq !== i + 1 || q.prevHash !== prev || quoteHash(prev, q) !== q.hash) return q.seq;
    prev = q.hash;
  }
  return null;
}

/** A stable pseudonym per lot, so bidders can follow a duel without learning who is in it. */
export function maskBidder(secret: string, assetId: number, userId: number): string {
  const tag = createHmac('sha256', secret).update(`${assetId}:${userId}`).digest('hex').slice(0, 6).toUpperCase();
  return `Bidder ${tag}`;
}
