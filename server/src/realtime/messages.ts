/**
 * Bus payloads → wire messages, both described in the contract package (realtime/bus.ts and
 * realtime/wire.ts). The outbox payloads carry internal user ids (bidderUserId, leaderUserId);
 * they stop here: clients get masked names and per-socket flags instead. Payloads are read with
 * cheap field checks, not parsed with the schemas: this runs for every event on every instance
 * (contract.test.ts holds both sides to the schemas).
 */
import { maskBidder } from '../modules/bidding/index.js';
import type { ClosedMessage, ExtendedMessage, LotResult, OutbidMessage, QuoteMessage, ServerMessage } from './protocol.js';

/** A lot event ready to fan out: the public message and the users it must be personalised for. */
export interface LotEvent {
  auctionId: number;
  assetId: number;
  message: QuoteMessage | ExtendedMessage | ClosedMessage;
  /** Leads after this event (quote, closed). */
  leaderId: number | null;
  /** Placed this quote. */
  bidderId: number | null;
  /** acceptedAt of a quote or extension: the start of the bid-to-screen latency. */
  acceptedAt?: string;
}

type Payload = Record<string, unknown>;

export const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

export function lotEventFrom(payload: Payload, secret: string, serverTime: string): LotEvent | null {
  const auctionId = num(payload.auctionId);
  const assetId = num(payload.assetId);
  const seq = num(payload.seq);
  const endsAt = str(payload.endsAt);
  if (auctionId === null || assetId === null || seq === null || endsAt === null) return null;
  const base = { auctionId, assetId, seq, endsAt, serverTime };
  switch (payload.type) {
    case 'quote': {
      const bidderId = num(payload.bidderUserId);
      const leaderId = num(payload.leaderUserId);
      const acceptedAt = str(payload.acceptedAt) ?? serverTime;
      const message: QuoteMessage = {
        type: 'quote',
        ...base,
        amount: num(payload.amount) ?? 0,
        kind: payload.kind === 'auto' ? 'auto' : 'manual',
        bidder: bidderId === null ? '' : maskBidder(secret, assetId, bidderId),
        quoteCount: num(payload.quoteCount) ?? seq,
        nextValidAmount: num(payload.nextValidAmount) ?? 0,
        acceptedAt,
      };
      if (leaderId !== null && leaderId !== bidderId) message.leader = maskBidder(secret, assetId, leaderId);
      return { auctionId, assetId, message, leaderId, bidderId, acceptedAt };
    }
    case 'extended': {
      const acceptedAt = str(payload.acceptedAt) ?? serverTime;
      const message: ExtendedMessage = { type: 'extended', ...base, extensions: num(payload.extensions) ?? 0, acceptedAt };
      return { auctionId, assetId, message, leaderId: null, bidderId: null, acceptedAt };
    }
    case 'closed': {
      const price = num(payload.price);
      const message: ClosedMessage = {
        type: 'closed',
        ...base,
        ...(price !== null && { price }),
        result: (str(payload.result) ?? 'none') as LotResult,
        closedAt: str(payload.closedAt) ?? serverTime,
      };
      return { auctionId, assetId, message, leaderId: num(payload.leaderUserId), bidderId: null };
    }
    default:
      return null;
  }
}

/** The copy a signed-in viewer gets: whether they lead, and whether the quote is theirs. */
export function forViewer<M extends LotEvent['message']>(
  m: M,
  viewerId: number | null,
  leaderId: number | null,
  bidderId: number | null,
): M {
  if (viewerId === null || m.type === 'extended') return m;
  const you_lead = leaderId === viewerId;
  if (m.type === 'quote' && bidderId === viewerId) return { ...m, you_lead, mine: true };
  return { ...m, you_lead };
}

/**
 * The private note for the buyer a quote displaced (the quote event's `outbidUserId`, on the
 * request's last quote): the price that beat them, at the quote's seq.
 */
export function outbidFrom(payload: Payload, serverTime: string): OutbidMessage | null {
  const auctionId = num(payload.auctionId);
  const assetId = num(payload.assetId);
  const seq = num(payload.seq);
  const price = num(payload.amount);
  const endsAt = str(payload.endsAt);
  if (payload.type !== 'quote' || auctionId === null || assetId === null || seq === null || price === null || endsAt === null) return null;
  return { type: 'outbid', auctionId, assetId, seq, price, endsAt, serverTime };
}

/** Private events: the payload minus internal ids, stamped with the server time. */
export function privateMessage(kind: string, payload: Payload, serverTime: string): ServerMessage {
  const out: Record<string, unknown> = { type: kind };
  for (const [k, v] of Object.entries(payload)) if (k !== 'type' && !k.endsWith('UserId') && v !== null) out[k] = v;
  out.serverTime = serverTime;
  return out as unknown as ServerMessage;
}
