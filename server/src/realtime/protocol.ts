/**
 * The realtime wire format: one set of JSON objects for both transports.
 *
 * - Raw WebSocket at /ws: each text frame is one JSON object, both ways.
 * - socket.io at /socket.io: the same objects travel as the single event `msg`, both ways
 *   (`socket.emit('msg', {op:'subscribe', ...})`, `socket.on('msg', (m) => ...)`).
 *
 * Field names follow the events the bidding module writes (camelCase); `you_lead` keeps the name
 * the HTTP API uses for the same flag. Optional fields are omitted, never null, to keep frames
 * small on 2G/3G links. docs/realtime-protocol.md describes it for client authors.
 */
import { z } from 'zod';

export const SOCKET_IO_EVENT = 'msg';
export const SOCKET_IO_PATH = '/socket.io';
export const WS_PATH = '/ws';

/** Past this many missed quotes a reconnecting client gets a snapshot instead of a replay. */
export const MAX_REPLAY = 100;
/** A client may watch this many lots and auctions at once. */
export const MAX_SUBSCRIPTIONS = 500;

// ---- client → server ------------------------------------------------------------------------

const id = z.number().int().positive();
const lotRef = z.object({ assetId: id, lastSeq: z.number().int().min(0).optional() });

export const clientMessage = z.discriminatedUnion('op', [
  z.object({
    op: z.literal('subscribe'),
    lots: z.array(lotRef).max(MAX_SUBSCRIPTIONS).optional(),
    auctions: z.array(id).max(MAX_SUBSCRIPTIONS).optional(),
  }),
  z.object({
    op: z.literal('unsubscribe'),
    lots: z.array(z.union([id, lotRef])).max(MAX_SUBSCRIPTIONS).optional(),
    auctions: z.array(id).max(MAX_SUBSCRIPTIONS).optional(),
  }),
  z.object({ op: z.literal('ping') }),
]);

export type ClientMessage = z.infer<typeof clientMessage>;
export type LotRef = z.infer<typeof lotRef>;

// ---- server → client ------------------------------------------------------------------------

/** Fields every lot event carries. */
interface LotEventBase {
  auctionId: number;
  assetId: number;
  seq: number;
  endsAt: string;
  serverTime: string;
}

export interface QuoteMessage extends LotEventBase {
  type: 'quote';
  amount: number;
  kind: 'manual' | 'auto';
  /** Masked pseudonym, stable per lot. */
  bidder: string;
  /** The leader after this quote, only when it is not the bidder (an earlier equal autobid). */
  leader?: string;
  quoteCount: number;
  nextValidAmount: number;
  acceptedAt: string;
  /** Signed-in sockets only: the viewer leads after this quote. */
  you_lead?: boolean;
  /** Signed-in sockets only, when true: the viewer placed this quote (or their autobid did). */
  mine?: true;
}

export interface ExtendedMessage extends LotEventBase {
  type: 'extended';
  extensions: number;
  acceptedAt: string;
}

export interface ClosedMessage extends LotEventBase {
  type: 'closed';
  price?: number;
  result: string;
  closedAt: string;
  /** Signed-in sockets only: the viewer led when the lot closed. */
  you_lead?: boolean;
}

export type LotLifecycle = 'upcoming' | 'live' | 'closed' | 'withdrawn';

/** The lot's whole current state; replaces whatever the client held. */
export interface SnapshotMessage extends LotEventBase {
  type: 'snapshot';
  state: LotLifecycle;
  price?: number;
  leader?: string;
  startPrice: number;
  increment: number;
  nextValidAmount: number;
  quoteCount: number;
  startsAt: string;
  extensions: number;
  you_lead?: boolean;
  /** The viewer's hidden autobid maximum on this lot, when they set one. */
  myMax?: number;
}

export type LotMessage = QuoteMessage | ExtendedMessage | ClosedMessage | SnapshotMessage;

/**
 * A live lot's head, from the database, every few seconds (REALTIME_BEACON_MS) to every socket
 * watching the lot or its auction. It changes no state: a client whose `seq` for the lot is lower,
 * or whose `endsAt` is earlier at the same seq, missed something (a broker outage, a lost frame)
 * and resubscribes with `lastSeq`. That makes a gap visible on a quiet lot too, where no later
 * event would ever expose it. Sockets mid-resync get none.
 */
export interface HeadMessage {
  type: 'head';
  auctionId: number;
  assetId: number;
  seq: number;
  price?: number;
  endsAt: string;
  serverTime: string;
}

export interface AuctionStateMessage {
  type: 'auction_state';
  auctionId: number;
  serverTime: string;
  [field: string]: unknown;
}

export interface TimeMessage {
  type: 'time';
  serverTime: string;
}

export interface OutbidMessage {
  type: 'outbid';
  auctionId: number;
  assetId: number;
  seq: number;
  price: number;
  endsAt: string;
  serverTime: string;
}

export interface WonMessage {
  type: 'won';
  auctionId: number;
  assetId: number;
  price: number;
  reserveMet: boolean;
  result: string;
  serverTime: string;
}

export interface PaymentDueMessage {
  type: 'payment_due';
  serverTime: string;
  [field: string]: unknown;
}

export interface ErrorMessage {
  type: 'error';
  code: 'bad_message' | 'not_found' | 'too_many_subscriptions' | 'unavailable' | 'rate_limited' | 'subscriptions_too_fast';
  msg: string;
  assetIds?: number[];
}

export interface SubscribedMessage {
  type: 'subscribed';
  lots: number[];
  auctions: number[];
}

/** A step of the buyer's deal timeline (approved, offered, paid, released...): the page refetches the deal. */
export interface DealMessage {
  type: 'deal';
  event: string;
  assetId: number;
  serverTime: string;
  [field: string]: unknown;
}

export type PrivateMessage = OutbidMessage | WonMessage | PaymentDueMessage | DealMessage;

export type ServerMessage = LotMessage | HeadMessage | AuctionStateMessage | TimeMessage | PrivateMessage | ErrorMessage | SubscribedMessage;

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
