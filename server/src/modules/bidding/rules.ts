/**
 * The executable specification of bidding (DESIGN §4). The engine that decides quotes and
 * autobids is the database routine in engine/place-batch.sql; these functions state the same
 * rules without I/O, so they can be tested exhaustively, and engine.test.ts holds the routine to
 * them on random interleavings of requests (place-quote.test.ts on single quotes and batches).
 * A rule changes in both places together. Only nextValidAmount serves the running server (lot
 * reads). Amounts are whole rupees; times are milliseconds.
 */

export interface LotWindow {
  status: 'open' | 'closed' | 'withdrawn';
  auctionCancelled: boolean;
  startsAt: number;
  endsAt: number;
}

export type LotRefusal = { reason: 'withdrawn' } | { reason: 'ended'; endsAt: number } | { reason: 'not_live'; startsAt: number };

/** Whether a lot takes quotes and autobids now: withdrawn, then ended, then not yet started. */
export function lotRefusal(lot: LotWindow, now: number): LotRefusal | null {
  if (lot.auctionCancelled || lot.status === 'withdrawn') return { reason: 'withdrawn' };
  if (lot.status === 'closed' || now >= lot.endsAt) return { reason: 'ended', endsAt: lot.endsAt };
  if (now < lot.startsAt) return { reason: 'not_live', startsAt: lot.startsAt };
  return null;
}

export interface Buyer {
  /** An admin or an auction admin. */
  isAdmin: boolean;
  /** A plan in force (a one-time plan lapses at its end date). */
  isSubscribed: boolean;
  /** Holds a permission for the lot's state (a designation). */
  holdsState: boolean;
  /** The plan's segments; null for every segment. */
  segments: readonly string[] | null;
}

export type BuyerRefusal = { reason: 'not_subscribed' } | { reason: 'state_not_permitted' } | { reason: 'segment_not_permitted' };

/**
 * Who may quote on a lot: admins; otherwise a subscribed buyer whose plan covers the lot's
 * segment. Every plan includes PAN India permission; without a plan a buyer holds only the states
 * of their designation, and still needs a plan to quote.
 */
export function buyerRefusal(buyer: Buyer, segmentCode: string): BuyerRefusal | null {
  if (buyer.isAdmin) return null;
  if (!buyer.isSubscribed) return buyer.holdsState ? { reason: 'not_subscribed' } : { reason: 'state_not_permitted' };
  if (buyer.segments && !buyer.segments.includes(segmentCode)) return { reason: 'segment_not_permitted' };
  return null;
}

export interface LotPrice {
  /** null until the first accepted quote. */
  price: number | null;
  leaderId: number | null;
  startPrice: number;
  increment: number;
}

export interface Proxy {
  userId: number;
  max: number;
  /** When this maximum was set (any monotonic number): equal maxima go to the earlier one. */
  setAt: number;
}

export interface EmittedQuote {
  userId: number;
  amount: number;
  kind: 'manual' | 'auto';
}

export interface Resolution {
  quotes: EmittedQuote[];
  price: number | null;
  leaderId: number | null;
}

export const nextValidAmount = (lot: Pick<LotPrice, 'price' | 'startPrice' | 'increment'>) =>
  lot.price === null ? lot.startPrice : lot.price + lot.increment;

/** Earlier maximum first among equals. */
const byStrength = (a: Proxy, b: Proxy) => b.max - a.max || a.setAt - b.setAt;

/**
 * Lets every proxy that can make a valid quote respond to the standing price, in one step:
 * the strongest maximum leads at min(M1, M2 + increment), never below the next valid amount.
 * At most two quotes are emitted: the runner-up's last valid amount, then the leader's.
 */
export function contest(lot: LotPrice, proxies: readonly Proxy[]): EmittedQuote[] {
  const { price, leaderId, increment } = lot;
  const minValid = nextValidAmount(lot);
  const own = leaderId === null ? undefined : proxies.find((p) => p.userId === leaderId);
  const leaderCap = price === null ? -Infinity : Math.max(price, own?.max ?? price);
  const challengers = proxies.filter((p) => p.userId !== leaderId && p.max >= minValid).sort(byStrength);
  const top = challengers[0];
  if (!top) return [];

  const leaderHolds = own !== undefined && (own.max > top.max || (own.max === top.max && own.setAt <= top.setAt));
  if (leaderHolds) {
    const final = Math.min(leaderCap, top.max + increment);
    return withRunnerUp(top.userId, top.max, final, minValid, increment, leaderId!);
  }

  const second = challengers[1];
  const secondCap = Math.max(leaderCap, second?.max ?? -Infinity);
  if (secondCap === -Infinity) return [{ userId: top.userId, amount: minValid, kind: 'auto' }];
  const final = Math.max(minValid, Math.min(top.max, secondCap + increment));
  if (second && second.max > leaderCap) {
    return withRunnerUp(second.userId, second.max, final, minValid, increment, top.userId);
  }
  if (own && leaderCap > (price ?? -Infinity)) {
    return withRunnerUp(own.userId, own.max, final, minValid, increment, top.userId);
  }
  return [{ userId: top.userId, amount: final, kind: 'auto' }];
}

function withRunnerUp(
  runnerId: number,
  runnerMax: number,
  final: number,
  minValid: number,
  increment: number,
  winnerId: number,
): EmittedQuote[] {
  const runnerAmount = Math.min(runnerMax, final - increment);
  const out: EmittedQuote[] = [];
  if (runnerAmount >= minValid) out.push({ userId: runnerId, amount: runnerAmount, kind: 'auto' });
  out.push({ userId: winnerId, amount: final, kind: 'auto' });
  return out;
}

function apply(lot: LotPrice, quotes: EmittedQuote[]): Resolution {
  const last = quotes.at(-1);
  return { quotes, price: last ? last.amount : lot.price, leaderId: last ? last.userId : lot.leaderId };
}

export type QuoteRejection =
  | { reason: 'below_next_valid'; nextValid: number }
  | { reason: 'already_leading'; price: number }
  | { reason: 'not_whole_rupees' };

/** A manual quote (on a lot that takes them, from a buyer who may), then whatever the proxies do about it. */
export function resolveManualQuote(
  lot: LotPrice,
  proxies: readonly Proxy[],
  userId: number,
  amount: number,
): Resolution | QuoteRejection {
  if (!Number.isSafeInteger(amount)) return { reason: 'not_whole_rupees' };
  if (lot.leaderId === userId && lot.price !== null) return { reason: 'already_leading', price: lot.price };
  const nextValid = nextValidAmount(lot);
  if (amount < nextValid) return { reason: 'below_next_valid', nextValid };
  const manual: EmittedQuote = { userId, amount, kind: 'manual' };
  const after: LotPrice = { ...lot, price: amount, leaderId: userId };
  return apply(lot, [manual, ...contest(after, proxies)]);
}

export type AutobidRejection =
  | { reason: 'below_next_valid'; nextValid: number }
  | { reason: 'not_a_raise'; currentMax: number }
  | { reason: 'not_whole_rupees' };

/** Whether a buyer may set this maximum: raise-only, and from the next valid amount up (the leader: from the price). */
export function checkAutobid(
  lot: LotPrice,
  existing: Proxy | undefined,
  userId: number,
  max: number,
): AutobidRejection | null {
  if (!Number.isSafeInteger(max)) return { reason: 'not_whole_rupees' };
  if (existing && max <= existing.max) return { reason: 'not_a_raise', currentMax: existing.max };
  const floor = lot.leaderId === userId ? (lot.price ?? lot.startPrice) : nextValidAmount(lot);
  if (max < floor) return { reason: 'below_next_valid', nextValid: floor };
  return null;
}

/**
 * After a maximum is set or raised: `proxies` must already contain the new maximum, set later than
 * every other. A leader raising their own maximum emits nothing: the leader never outbids themself.
 */
export function resolveAutobid(lot: LotPrice, proxies: readonly Proxy[]): Resolution {
  return apply(lot, contest(lot, proxies));
}

export interface SoftCloseWindow {
  endsAt: number;
  hardEndAt: number;
  softCloseMs: number;
  extensionMs: number;
}

/**
 * A quote that changes the price or the leader within the last window moves the end to
 * now + extension, never past the hard end. Returns the new end, or null for no change.
 */
export function softCloseExtension(w: SoftCloseWindow, now: number, changed: boolean): number | null {
  if (!changed || now >= w.endsAt || w.endsAt - now > w.softCloseMs) return null;
  const next = Math.min(now + w.extensionMs, w.hardEndAt);
  return next > w.endsAt ? next : null;
}
