/** Every event subject is built here, so producers and consumers cannot drift apart. */

export type LotEventKind = 'quote' | 'extended' | 'closed' | 'result';

/** Ids may be `{placeholders}`: the database's quote function fills subject templates built here. */
type Id = number | `{${string}}`;

export const lotSubject = (auctionId: Id, assetId: Id, kind: LotEventKind) => `auction.${auctionId}.asset.${assetId}.${kind}`;
export const auctionStateSubject = (auctionId: number) => `auction.${auctionId}.state`;
export const userSubject = (userId: Id, kind: string) => `user.${userId}.${kind}`;
/** Admin-console feed: result decisions, withdrawals, cancellations; payloads name the auction and lot. */
export type AdminEventKind = 'auction' | 'lot' | 'result';
export const adminSubject = (kind: AdminEventKind) => `admin.${kind}`;
export const ALL_ADMIN_EVENTS = 'admin.>';
export const ALL_AUCTION_EVENTS = 'auction.>';
export const ALL_USER_EVENTS = 'user.>';
/** Head beacons between instances (announced, never stored in the stream). */
export const BEACON_SUBJECT = 'realtime.heads';
