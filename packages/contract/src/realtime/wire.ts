/**
 * The realtime wire format: one set of JSON objects for both transports (constants.ts names them),
 * described once as zod schemas; the types are inferred from them. The server builds these
 * messages (server/src/realtime), the web app and tools read them; docs/realtime-protocol.md
 * explains them for client authors.
 *
 * Field names follow the bus events (camelCase); `you_lead` keeps the name the HTTP API uses for
 * the same flag. Optional fields are omitted, never null, to keep frames small on 2G/3G links.
 * Lot messages are strict objects: a field added on one side only fails the contract tests.
 */
import { z } from 'zod';
import { id, instant, lotLifecycle, lotResult, quoteKind, rupees, seq } from './common.js';
import { MAX_SUBSCRIPTIONS } from './constants.js';

// ---- client → server ------------------------------------------------------------------------

export const lotRef = z.object({ assetId: id, lastSeq: seq.optional() });

export const clientMessage = z.discriminatedUnion('op', [
  z.object({
    op: z.literal('subscribe'),
    lots: z.array(lotRef).max(MAX_SUBSCRIPTIONS).optional(),
    auctions: z.array(id).max(MAX_SUBSCRIPTIONS).optional(),
  }),
  z.object({
    op: z.literal('unsubscribe'),
    lots: z
      .array(z.union([id, lotRef]))
      .max(MAX_SUBSCRIPTIONS)
      .optional(),
    auctions: z.array(id).max(MAX_SUBSCRIPTIONS).optional(),
  }),
  z.object({ op: z.literal('ping') }),
]);

export type ClientMessage = z.infer<typeof clientMessage>;
export type LotRef = z.infer<typeof lotRef>;

// ---- server → client: a lot's events ----------------------------------------------------------

/** Fields every lot event carries. */
const lotEventBase = {
  auctionId: id,
  assetId: id,
  seq,
  endsAt: instant,
  serverTime: instant,
};

/** A quote was accepted; it advances the lot's seq by one. */
export const quoteMessage = z.strictObject({
  type: z.literal('quote'),
  ...lotEventBase,
  amount: rupees,
  kind: quoteKind,
  /** Masked pseudonym, stable per lot. */
  bidder: z.string(),
  /** The leader after this quote, only when it is not the bidder (an earlier equal autobid). */
  leader: z.string().optional(),
  quoteCount: z.number().int().min(0),
  nextValidAmount: rupees,
  acceptedAt: instant,
  /** Signed-in sockets only: the viewer leads after this quote. */
  you_lead: z.boolean().optional(),
  /** Signed-in sockets only, when true: the viewer placed this quote (or their autobid did). */
  mine: z.literal(true).optional(),
});

/** Soft close moved the end; carries the seq of the quote it follows. */
export const extendedMessage = z.strictObject({
  type: z.literal('extended'),
  ...lotEventBase,
  extensions: z.number().int().min(0),
  acceptedAt: instant,
});

/** The lot closed (the hammer); carries the seq of its last quote. */
export const closedMessage = z.strictObject({
  type: z.literal('closed'),
  ...lotEventBase,
  price: rupees.optional(),
  result: lotResult,
  closedAt: instant,
  /** Signed-in sockets only: the viewer led when the lot closed. */
  you_lead: z.boolean().optional(),
});

/** The lot's whole current state, after a subscribe (ends the replay); replaces what the client held. */
export const snapshotMessage = z.strictObject({
  type: z.literal('snapshot'),
  ...lotEventBase,
  state: lotLifecycle,
  price: rupees.optional(),
  leader: z.string().optional(),
  startPrice: rupees,
  increment: rupees,
  nextValidAmount: rupees,
  quoteCount: z.number().int().min(0),
  startsAt: instant,
  extensions: z.number().int().min(0),
  you_lead: z.boolean().optional(),
  /** The viewer's hidden autobid maximum on this lot, when they set one. */
  myMax: rupees.optional(),
});

export const lotMessage = z.discriminatedUnion('type', [quoteMessage, extendedMessage, closedMessage, snapshotMessage]);

/**
 * A live lot's head, from the database, every few seconds (REALTIME_BEACON_MS) to every socket
 * watching the lot. It changes no state: a client whose `seq` for the lot is lower, or whose
 * `endsAt` is earlier at the same seq, missed something (a broker outage, a lost frame) and
 * resubscribes with `lastSeq`. Sockets mid-resync get none.
 */
export const headMessage = z.strictObject({
  type: z.literal('head'),
  auctionId: id,
  assetId: id,
  seq,
  price: rupees.optional(),
  endsAt: instant,
  serverTime: instant,
});

// ---- server → client: auctions, time, private notes, replies ---------------------------------

/** An auction changed (the console's edits): `change` names what; other fields depend on it. */
export const auctionStateMessage = z.looseObject({
  type: z.literal('auction_state'),
  auctionId: id,
  serverTime: instant,
});

/** The database clock, every 5 s and in answer to a ping: countdowns follow it. */
export const timeMessage = z.strictObject({
  type: z.literal('time'),
  serverTime: instant,
});

/** Private: a quote displaced the viewer as leader. */
export const outbidMessage = z.strictObject({
  type: z.literal('outbid'),
  auctionId: id,
  assetId: id,
  seq,
  price: rupees,
  endsAt: instant,
  serverTime: instant,
});

/**
 * Private notes are their bus events (bus.ts) without the internal user ids and null fields,
 * stamped with the server time.
 */

/** Private: the viewer led when the lot closed. */
export const wonMessage = z.looseObject({
  type: z.literal('won'),
  auctionId: id,
  assetId: id,
  price: rupees,
  /** Absent while the lot had no reserve decision. */
  reserveMet: z.boolean().optional(),
  result: lotResult,
  serverTime: instant,
});

/** Private: the sale is the viewer's to pay (amount and deadline). */
export const paymentDueMessage = z.looseObject({
  type: z.literal('payment_due'),
  auctionId: id,
  assetId: id,
  amount: rupees,
  paymentDueAt: instant,
  serverTime: instant,
});

/** Private: a step of the buyer's deal timeline (approved, offered, paid, released...): the page refetches the deal. */
export const dealMessage = z.looseObject({
  type: z.literal('deal'),
  event: z.string(),
  assetId: id,
  serverTime: instant,
});

export const errorCode = z.enum([
  'bad_message',
  'not_found',
  'too_many_subscriptions',
  'unavailable',
  'rate_limited',
  'subscriptions_too_fast',
]);

/** A request could not be served. */
export const errorMessage = z.strictObject({
  type: z.literal('error'),
  code: errorCode,
  msg: z.string(),
  assetIds: z.array(id).optional(),
});

/** A subscribe or unsubscribe is done (after any replay and snapshot): what the socket now follows. */
export const subscribedMessage = z.strictObject({
  type: z.literal('subscribed'),
  lots: z.array(id),
  auctions: z.array(id),
});

export const privateMessage = z.discriminatedUnion('type', [outbidMessage, wonMessage, paymentDueMessage, dealMessage]);

/** Everything a server sends to a socket. */
export const serverMessage = z.discriminatedUnion('type', [
  quoteMessage,
  extendedMessage,
  closedMessage,
  snapshotMessage,
  headMessage,
  auctionStateMessage,
  timeMessage,
  outbidMessage,
  wonMessage,
  paymentDueMessage,
  dealMessage,
  errorMessage,
  subscribedMessage,
]);

export type QuoteMessage = z.infer<typeof quoteMessage>;
export type ExtendedMessage = z.infer<typeof extendedMessage>;
export type ClosedMessage = z.infer<typeof closedMessage>;
export type SnapshotMessage = z.infer<typeof snapshotMessage>;
export type LotMessage = z.infer<typeof lotMessage>;
export type HeadMessage = z.infer<typeof headMessage>;
export type AuctionStateMessage = z.infer<typeof auctionStateMessage>;
export type TimeMessage = z.infer<typeof timeMessage>;
export type OutbidMessage = z.infer<typeof outbidMessage>;
export type WonMessage = z.infer<typeof wonMessage>;
export type PaymentDueMessage = z.infer<typeof paymentDueMessage>;
export type DealMessage = z.infer<typeof dealMessage>;
export type ErrorMessage = z.infer<typeof errorMessage>;
export type SubscribedMessage = z.infer<typeof subscribedMessage>;
export type PrivateMessage = z.infer<typeof privateMessage>;
export type ServerMessage = z.infer<typeof serverMessage>;
