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
  { reason: 'below_next_valid'; nextValid: number } | { reason: 'already_leading'; price: number } | { reason: 'not_whole_rupees' };

/** A manual quote (on a lot that takes them, from a buyer who may), then whatever the proxies do about it. */
export function resolveManualQuote(lot: LotPrice, proxies: readonly Proxy[], userId: number, amount: number): Resolution | QuoteRejection {
  if (!Number.isSafeInteger(amount)) return { reason: 'not_whole_rupees' };
  if (lot.leaderId === userId && lot.price !== null) return { reason: 'already_leading', price: lot.price };
  const nextValid = nextValidAmount(lot);
  if (amount < nextValid) return { reason: 'below_next_valid', nextValid };
  const manual: EmittedQuote = { userId, amount, kind: 'manual' };
  const after: LotPrice = { ...lot, price: amount, leaderId: userId };
  return apply(lot, [manual, ...contest(after, proxies)]);
}

export type AutobidRejection =
  { reason: 'below_next_valid'; nextValid: number } | { reason: 'not_a_raise'; currentMax: number } | { reason: 'not_whole_rupees' };

/** Whether a buyer may set this maximum: raise-only, and from the next valid amount up (the leader: from the price). */
export function checkAutobid(lot: LotPrice, existing: Proxy | undefined, userId: number, max: number): AutobidRejection | null {
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

// ---- buying limits (deposits) and dealers' agents (docs/deposits.md) --------------------------

/** A lot as exposure sees it: its standing, and whether it still counts (open, auction not cancelled). */
export interface ExposureLot extends LotPrice {
  open: boolean;
}

/**
 * What a bidder may have to pay on one open lot: when they lead, max(price, their maximum);
 * otherwise their maximum while it can still quote (≥ the next valid amount); else 0.
 */
export function lotExposure(lot: ExposureLot, userId: number, ownMax: number | null): number {
  if (!lot.open) return 0;
  if (lot.leaderId === userId && lot.price !== null) return Math.max(lot.price, ownMax ?? 0);
  if (ownMax !== null && ownMax >= nextValidAmount(lot)) return ownMax;
  return 0;
}

/**
 * The bidder's exposure on the lot once the request stands, before the proxies answer (the most
 * it can be): a quote leads at its amount (their maximum, if higher, still counts); a maximum
 * counts in full, or the price they lead at if that is higher.
 */
export function lotExposureAfter(
  lot: ExposureLot,
  userId: number,
  ownMax: number | null,
  kind: 'quote' | 'autobid',
  amount: number,
): number {
  if (kind === 'quote') return Math.max(amount, ownMax ?? 0);
  return Math.max(lot.leaderId === userId && lot.price !== null ? lot.price : 0, amount);
}

export interface LimitRefusal {
  limit: number;
  used: number;
  /** The extra exposure the request needs. */
  more: number;
  /** The deposit that would allow it: ceil((used + more − limit) / multiple). */
  add: number;
}

/**
 * Limit = balance × multiple; `used` is the bidder's whole exposure now (this lot included at
 * `before`), `after` this lot's once the request stands. Refused when the exposure after it would
 * pass the limit; a request that adds nothing is never refused.
 */
export function limitRefusal(x: { used: number; before: number; after: number; balance: number; multiple: number }): LimitRefusal | null {
  const more = x.after - x.before;
  const limit = x.balance * x.multiple;
  if (more <= 0 || x.used + more <= limit) return null;
  return { limit, used: x.used, more, add: Math.ceil((x.used + more - limit) / x.multiple) };
}

/** What the dealer allows an agent; null fields allow everything. */
export interface AgentPolicy {
  perLotCap: number | null;
  totalCap: number | null;
  stateIds: readonly number[] | null;
  segments: readonly string[] | null;
}

export type AgentRefusal =
  | { reason: 'agent_suspended' }
  | { reason: 'agent_state_not_allowed' }
  | { reason: 'agent_segment_not_allowed' }
  | { reason: 'agent_cap_lot'; cap: number }
  | { reason: 'agent_cap_total'; cap: number; used: number };

/** The agent's states and segments (checked after the dealer's own permissions). */
export function agentRefusal(policy: AgentPolicy, stateId: number, segmentCode: string): AgentRefusal | null {
  if (policy.stateIds && !policy.stateIds.includes(stateId)) return { reason: 'agent_state_not_allowed' };
  if (policy.segments && !policy.segments.includes(segmentCode)) return { reason: 'agent_segment_not_allowed' };
  return null;
}

/**
 * An agent's own exposure on one open lot of their dealer: the price when the dealer leads by
 * the agent's quote, the dealer's maximum when the agent set it (and it leads or can still quote).
 */
export function agentLotExposure(
  lot: ExposureLot & { leaderAgentId: number | null },
  dealerId: number,
  agentId: number,
  proxy: { max: number; agentId: number | null } | null,
): number {
  if (!lot.open) return 0;
  const leads = lot.leaderId === dealerId;
  const fromQuote = leads && lot.leaderAgentId === agentId && lot.price !== null ? lot.price : 0;
  const fromProxy = proxy && proxy.agentId === agentId && (leads || proxy.max >= nextValidAmount(lot)) ? proxy.max : 0;
  return Math.max(fromQuote, fromProxy);
}

/** The agent's exposure on the lot once their request stands. */
export function agentLotExposureAfter(
  lot: LotPrice & { leaderAgentId: number | null },
  dealerId: number,
  agentId: number,
  proxy: { max: number; agentId: number | null } | null,
  kind: 'quote' | 'autobid',
  amount: number,
): number {
  if (kind === 'quote') return Math.max(amount, proxy && proxy.agentId === agentId ? proxy.max : 0);
  const fromQuote = lot.leaderId === dealerId && lot.leaderAgentId === agentId && lot.price !== null ? lot.price : 0;
  return Math.max(fromQuote, amount);
}

/**
 * Whose unpaid win a dealer's deal is, for the agents' total caps: as H1, the agent of the lot's
 * leading quote; as an H2 or H3 who accepted the offer, the agent of the dealer's own best quote
 * on the lot (the quote that made them H2 or H3). Null: the dealer's own.
 */
export function dealAgent(deal: { rank: number }, leaderAgentId: number | null, ownBestQuoteAgentId: number | null): number | null {
  return deal.rank === 1 ? leaderAgentId : ownBestQuoteAgentId;
}

/** Per-lot cap on the amount (a quote's, or a maximum), then the total cap on the agent's exposure. */
export function agentCapRefusal(
  policy: AgentPolicy,
  amount: number,
  agentUsed: () => { used: number; before: number; after: number },
): AgentRefusal | null {
  if (policy.perLotCap !== null && amount > policy.perLotCap) return { reason: 'agent_cap_lot', cap: policy.perLotCap };
  if (policy.totalCap === null) return null;
  const { used, before, after } = agentUsed();
  const more = after - before;
  if (more > 0 && used + more > policy.totalCap) return { reason: 'agent_cap_total', cap: policy.totalCap, used };
  return null;
}
