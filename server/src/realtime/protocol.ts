/**
 * The realtime wire format, as the server uses it. The messages themselves (and the bus events
 * behind them) are described once in the contract package (packages/contract/src/realtime), which
 * the web app reads too; this file adds what only the server needs: the private kinds and the
 * room names. docs/realtime-protocol.md describes the protocol for client authors.
 */
import type { PrivateMessage } from '@vahanhaat/contract/realtime';

export * from '@vahanhaat/contract/realtime';

export const PRIVATE_KINDS = new Set<PrivateMessage['type']>(['outbid', 'won', 'payment_due', 'deal']);

// ---- rooms ----------------------------------------------------------------------------------

/**
 * Room names, shared by both transports. Watchers of a lot or an auction are split by audience
 * (anonymous `a`, signed-in `s`) so each variant of a message is one broadcast: anonymous
 * watchers get the plain message; signed-in ones get `you_lead: false`, except the leader and the
 * bidder, whose copies go to their (lot, user) and (auction, user) rooms. Connections resyncing
 * (`hold`) or over their queue limit (`stale`) are left out of broadcasts and served by the hub,
 * and so are those whose last snapshot of a lot is ahead of the events this instance has
 * forwarded for it (`floor`): they must not get a seq the snapshot already holds.
 */
export type Audience = 'a' | 's';
export const audienceOf = (userId: number | null): Audience => (userId === null ? 'a' : 's');

export const rooms = {
  lot: (assetId: number, audience: Audience) => `l:${assetId}:${audience}`,
  auction: (auctionId: number, audience: Audience) => `a:${auctionId}:${audience}`,
  lotUser: (assetId: number, userId: number) => `l:${assetId}:u:${userId}`,
  auctionUser: (auctionId: number, userId: number) => `a:${auctionId}:u:${userId}`,
  user: (userId: number) => `u:${userId}`,
  floor: (assetId: number) => `f:${assetId}`,
  hold: 'hold',
  stale: 'stale',
} as const;
