import { maskBidder } from './chain.js';
import * as repo from './repo.js';
import { nextValidAmount } from './rules.js';
import type { Executor } from '../../db/client.js';

export type LotState = 'upcoming' | 'live' | 'closed' | 'withdrawn';

/** A lot's state by the database clock (serverTime comes from the same query). */
export function lotState(l: { status: string; auctionStatus: string; startsAt: Date; endsAt: Date; serverTime: Date }): LotState {
  if (l.status === 'withdrawn' || l.auctionStatus === 'cancelled') return 'withdrawn';
  if (l.status === 'closed' || l.serverTime >= l.endsAt) return 'closed';
  return l.serverTime < l.startsAt ? 'upcoming' : 'live';
}

/** Latest price, leader and clock for each lot, from the viewer's side. */
export async function latestForLots(ex: Executor, secret: string, viewerId: number | null, assetIds: number[]) {
  const [lots, mine] = await Promise.all([
    repo.lotSnapshots(ex, assetIds),
    viewerId === null ? Promise.resolve([]) : repo.userProxies(ex, viewerId, assetIds),
  ]);
  const myMax = new Map(mine.map((m) => [m.assetId, m.max]));
  const order = new Map(assetIds.map((id, i) => [id, i]));
  return lots
    .sort((a, b) => order.get(a.id)! - order.get(b.id)!)
    .map((l) => ({
      asset_id: l.id,
      auction_id: l.auctionId,
      state: lotState(l),
      price: l.currentPrice,
      start_price: l.startPrice,
      increment: l.increment,
      next_valid_amount: nextValidAmount({ price: l.currentPrice, startPrice: l.startPrice, increment: l.increment }),
      you_lead: viewerId !== null && l.leaderUserId === viewerId,
      leader: l.leaderUserId === null ? null : maskBidder(secret, l.id, l.leaderUserId),
      seq: l.lastSeq,
      quote_count: l.quoteCount,
      my_max: myMax.get(l.id) ?? null,
      starts_at: l.startsAt.toISOString(),
      ends_at: l.endsAt.toISOString(),
      extensions: l.extensions,
      server_time: l.serverTime.toISOString(),
    }));
}
