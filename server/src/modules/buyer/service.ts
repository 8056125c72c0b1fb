import { notFound } from '../../errors.js';
import { maskBidder, quoteHistory, verifyChain } from '../bidding/index.js';
import { cardPage } from './lot-card.js';
import * as repo from './repo.js';
import type { Db } from '../../db/client.js';
import type { MyStatus } from './schema.js';

export interface BuyerDeps {
  db: Db;
  /** Keys the bidder pseudonyms (the same secret bidding uses, so names match the live feed). */
  secret: string;
}

export function createBuyerService({ db, secret }: BuyerDeps) {
  return {
    /** My Quotes: every lot I quoted on, live ones first, with my standing on each. */
    myBids(userId: number, opts: { pageNo?: number | undefined; statuses?: MyStatus[] | undefined }) {
      return cardPage(db, userId, { scope: repo.quotedBy(userId), statuses: opts.statuses, order: repo.ORDER.myBids }, opts.pageNo);
    },

    /** Favorites: my watchlist as lot cards. */
    favorites(userId: number, opts: { pageNo?: number | undefined }) {
      return cardPage(db, userId, { scope: repo.watchedBy(userId), order: repo.ORDER.watchlist }, opts.pageNo);
    },

    /** Idempotent: adding a watched lot or removing an unwatched one changes nothing. */
    async setWatched(userId: number, assetId: number, add: boolean) {
      if (!(await repo.lotExists(db, assetId))) throw notFound('bid.not_found');
      const changed = add ? await repo.addToWatchlist(db, userId, assetId) : await repo.removeFromWatchlist(db, userId, assetId);
      return { asset_id: assetId, in_watchlist: add, changed };
    },

    async watchedFlags(userId: number, assetIds: number[]) {
      const watched = await repo.watchedAmong(db, userId, assetIds);
      return assetIds.map((id) => ({ asset_id: id, in_watchlist: watched.has(id) }));
    },

    /** Anyone may audit a lot's quotes: bidders appear only under their per-lot pseudonym. */
    async quoteHistory(viewerId: number | null, assetId: number) {
      if (!(await repo.lotExists(db, assetId))) throw notFound('bid.not_found');
      const [quotes, now] = await Promise.all([quoteHistory(db, assetId), repo.serverTime(db)]);
      const brokenAt = verifyChain(quotes);
      return {
        asset_id: assetId,
        chain_verified: brokenAt === null,
        broken_at_seq: brokenAt,
        quotes: quotes.map((q) => ({
          seq: q.seq,
          amount: q.amount,
          kind: q.kind,
          bidder: maskBidder(secret, assetId, q.userId),
          mine: viewerId !== null && q.userId === viewerId,
          created_at: q.createdAt.toISOString(),
          hash: q.hash,
          prev_hash: q.prevHash,
        })),
        server_time: now.toISOString(),
      };
    },
  };
}

export type BuyerService = ReturnType<typeof createBuyerService>;
