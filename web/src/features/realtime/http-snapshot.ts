import type { LotLatest } from '../bidding/api/bids';
import type { SnapshotMessage } from './lot-state';

/** /client/get-lnt-latest-bid carries what a realtime snapshot does: it goes through the same reducer. */
export function snapshotFromLatest(l: LotLatest): SnapshotMessage {
  return {
    type: 'snapshot',
    auctionId: l.auction_id,
    assetId: l.asset_id,
    seq: l.seq,
    state: l.state,
    ...(l.price !== null && { price: l.price }),
    ...(l.leader !== null && { leader: l.leader }),
    startPrice: l.start_price,
    increment: l.increment,
    nextValidAmount: l.next_valid_amount,
    quoteCount: l.quote_count,
    startsAt: l.starts_at,
    endsAt: l.ends_at,
    extensions: l.extensions,
    serverTime: l.server_time,
    you_lead: l.you_lead,
    ...(l.my_max !== null && { myMax: l.my_max }),
  };
}
