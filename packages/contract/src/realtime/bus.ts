/**
 * The events the server writes to its outbox and the relay publishes on the bus (NATS subjects
 * from server/src/events/subjects.ts), one schema per kind. Producers: the quote engine
 * (server/src/modules/bidding/engine/place-batch.sql) and the bidding service (quote, extended),
 * closing (closed, won), deals (deal, payment_due), the console (auction_state, admin_*), KYC
 * (kyc). Consumers: the realtime hub, which turns them into wire messages (wire.ts), and the
 * notification worker.
 *
 * They carry internal user ids (`*UserId`): the hub strips them before anything reaches a socket.
 * Nothing parses them on the hot path; the contract tests parse what the producers really write.
 */
import { z } from 'zod';
import { id, instant, lotResult, quoteKind, rupees, seq } from './common.js';

// ---- lot events: auction.<auction>.asset.<asset>.<kind> ---------------------------------------

/** One accepted quote (manual or autobid), in seq order. */
export const quoteEvent = z.strictObject({
  type: z.literal('quote'),
  auctionId: id,
  assetId: id,
  seq: seq.min(1),
  amount: rupees,
  kind: quoteKind,
  bidderUserId: id,
  /** Leads after this quote: the bidder, or an earlier equal autobid. */
  leaderUserId: id,
  quoteCount: z.number().int().min(1),
  nextValidAmount: rupees,
  endsAt: instant,
  acceptedAt: instant,
  /** On a request's last quote only: the buyer who led before the request and no longer does. */
  outbidUserId: id.optional(),
});

/** Soft close moved the lot's end; `seq` is that of the quote that moved it. */
export const extendedEvent = z.strictObject({
  type: z.literal('extended'),
  auctionId: id,
  assetId: id,
  seq,
  endsAt: instant,
  extensions: z.number().int().min(1),
  acceptedAt: instant,
});

/** The lot closed at the database's clock (the hammer); `seq` is its last quote's. */
export const closedEvent = z.strictObject({
  type: z.literal('closed'),
  auctionId: id,
  assetId: id,
  seq,
  price: rupees.nullable(),
  leaderUserId: id.nullable(),
  result: lotResult,
  endsAt: instant,
  closedAt: instant,
});

export const lotBusEvent = z.discriminatedUnion('type', [quoteEvent, extendedEvent, closedEvent]);

// ---- auction.<auction>.state -----------------------------------------------------------------

/** The console changed an auction or withdrew a lot; `change` names what, the rest depends on it. */
export const auctionStateEvent = z.looseObject({
  type: z.literal('auction_state'),
  auctionId: id,
  change: z.string(),
});

// ---- user.<user>.<kind>: one buyer's private events --------------------------------------------

/** The buyer led when the lot closed. */
export const wonEvent = z.strictObject({
  type: z.literal('won'),
  auctionId: id,
  assetId: id,
  price: rupees,
  reserveMet: z.boolean().nullable(),
  result: lotResult,
});

/** The sale is the buyer's to pay by `paymentDueAt`. */
export const paymentDueEvent = z.looseObject({
  type: z.literal('payment_due'),
  auctionId: id,
  assetId: id,
  amount: rupees,
  paymentDueAt: instant,
});

/** A step of the buyer's deal (approve, reject, backout, offer_next, confirm_payment, release...). */
export const dealEvent = z.looseObject({
  type: z.literal('deal'),
  event: z.string(),
  auctionId: id,
  assetId: id,
  buyerUserId: id,
  stage: z.string(),
  rank: z.number().int().min(1),
  amount: rupees.nullable(),
  deadlineAt: instant.nullable(),
});

/** An admin decided one of the buyer's KYC documents (for the notification worker; no socket gets it). */
export const kycEvent = z.looseObject({
  type: z.literal('kyc'),
  event: z.enum(['verified', 'rejected']),
  buyerUserId: id,
  documentId: id,
  kycVerified: z.boolean(),
});

// ---- admin.<kind>: the console's live monitor ------------------------------------------------

const adminChange = {
  change: z.string(),
  auctionId: id,
  assetId: id.optional(),
};
export const adminAuctionEvent = z.looseObject({ type: z.literal('admin_auction'), ...adminChange });
export const adminLotEvent = z.looseObject({ type: z.literal('admin_lot'), ...adminChange });
export const adminResultEvent = z.looseObject({ type: z.literal('admin_result'), ...adminChange });

/** Every payload the outbox holds. */
export const busEvent = z.discriminatedUnion('type', [
  quoteEvent,
  extendedEvent,
  closedEvent,
  auctionStateEvent,
  wonEvent,
  paymentDueEvent,
  dealEvent,
  kycEvent,
  adminAuctionEvent,
  adminLotEvent,
  adminResultEvent,
]);

// ---- realtime.heads: head beacons between instances (announced, never stored) ---------------

/** A live lot's head as one instance's database read showed it. */
export const head = z.strictObject({
  auctionId: id,
  assetId: id,
  seq,
  price: rupees.nullable(),
  endsAt: instant,
});

export const beacon = z.strictObject({
  /** The instance that read the heads, so an echo of its own beacon is ignored. */
  from: z.string(),
  heads: z.array(head),
});

export type QuoteEvent = z.infer<typeof quoteEvent>;
export type ExtendedEvent = z.infer<typeof extendedEvent>;
export type ClosedEvent = z.infer<typeof closedEvent>;
export type LotBusEvent = z.infer<typeof lotBusEvent>;
export type AuctionStateEvent = z.infer<typeof auctionStateEvent>;
export type WonEvent = z.infer<typeof wonEvent>;
export type PaymentDueEvent = z.infer<typeof paymentDueEvent>;
export type DealEvent = z.infer<typeof dealEvent>;
export type KycEvent = z.infer<typeof kycEvent>;
export type BusEvent = z.infer<typeof busEvent>;
export type Head = z.infer<typeof head>;
export type Beacon = z.infer<typeof beacon>;
