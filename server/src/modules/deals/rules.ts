/**
 * The deal timeline of one won lot, as pure rules: which action may move a deal from which stage,
 * who may take it, what the deadlines are, and which bidder the lot falls back to. The service
 * applies these inside a transaction with the database clock's `now`; nothing here reads a clock.
 *
 *   approval_pending ─approve→ payment_due ─confirm_payment→ paid ─open_release→ release_pending
 *     ─issue_noc→ noc_issued ─release→ released ─start_rc→ rc_transfer ─complete_rc→ transferred
 *   approval_pending ─reject→ rejected;  approval_pending | payment_due ─backout→ backed_out
 *   payment_due ─miss_payment (deadline passed)→ backed_out (with the backout charge)
 *   rejected | backed_out ─offer_next→ offered (H2, then H3; a deadline to accept)
 *   offered ─accept→ payment_due;  offered ─decline | expire→ offered (next bidder) or unsold
 */

export { STAGES, type Stage } from '@vahanhaat/contract/http/deals';
import type { Stage } from '@vahanhaat/contract/http/deals';
import type { Action } from '@vahanhaat/contract/http/deals';

/** The forward path a sale takes once a buyer is approved; each step follows the one before it. */
export const SALE_PATH: readonly Stage[] = [
  'payment_due',
  'paid',
  'release_pending',
  'noc_issued',
  'released',
  'rc_transfer',
  'transferred',
];

export type Actor = 'admin' | 'buyer' | 'system';

export { ACTIONS, type Action } from '@vahanhaat/contract/http/deals';

/** How long a fallback buyer has to accept an offer. */
export const OFFER_HOURS = 24;
/** Buyer terms: the approved amount is paid within 48 hours of approval. */
export const PAYMENT_HOURS = 48;
/** The RC must be transferred within 30 days of the vehicle's release. */
export const RC_TRANSFER_DAYS = 30;
/** Fallback goes H1 → H2 → H3 and no further. */
export const MAX_RANK = 3;

const HOUR = 3600_000;

interface Rule {
  from: readonly Stage[];
  by: readonly Actor[];
}

export const RULES: Record<Action, Rule> = {
  approve: { from: ['approval_pending'], by: ['admin'] },
  reject: { from: ['approval_pending'], by: ['admin'] },
  backout: { from: ['approval_pending', 'payment_due'], by: ['admin', 'buyer'] },
  miss_payment: { from: ['payment_due'], by: ['system'] },
  offer_next: { from: ['rejected', 'backed_out'], by: ['admin'] },
  accept: { from: ['offered'], by: ['buyer'] },
  decline: { from: ['offered'], by: ['buyer'] },
  expire: { from: ['offered'], by: ['system'] },
  confirm_payment: { from: ['payment_due'], by: ['admin'] },
  open_release: { from: ['paid'], by: ['system', 'admin'] },
  issue_noc: { from: ['release_pending'], by: ['admin'] },
  release: { from: ['noc_issued'], by: ['admin'] },
  start_rc: { from: ['released'], by: ['admin', 'buyer'] },
  complete_rc: { from: ['rc_transfer'], by: ['admin'] },
};

/** One bidder of the lot, ranked by their highest quote (1 = H1). */
export interface Bidder {
  userId: number;
  rank: number;
  amount: number;
}

export interface DealState {
  stage: Stage;
  buyerUserId: number;
  rank: number;
  amount: number;
  /** Offer expiry (offered), payment deadline (payment_due) or RC window end (rc_transfer). */
  deadlineAt: Date | null;
  /** Ranks already given their chance, in order. */
  tried: readonly number[];
}

/** What a step did: the stage it reached and the record it leaves in the timeline. */
export interface Step {
  action: Action;
  stage: Stage;
  buyerUserId: number;
  rank: number;
  amount: number;
  deadlineAt: Date | null;
  /** A backout charge is owed by this buyer. */
  charge: boolean;
}

export type Refusal =
  | { code: 'wrong_stage'; stage: Stage }
  | { code: 'not_allowed'; actor: Actor }
  | { code: 'not_buyer' }
  /** A buyer whose turn has passed (they declined, backed out or let the offer expire) acts late. */
  | { code: 'moved_on' }
  | { code: 'deadline_passed'; deadlineAt: Date }
  | { code: 'deadline_not_reached'; deadlineAt: Date }
  | { code: 'no_bidder_left' };

export type Outcome = { ok: true; state: DealState; steps: Step[] } | { ok: false; refusal: Refusal };

export interface Context {
  actor: Actor;
  /** The acting user (buyers act only on their own deal). */
  userId?: number | null;
  now: Date;
  /** Every ranked bidder of the lot (H1 first). */
  bidders: readonly Bidder[];
  /** The approved amount when it is not the buyer's own quote (a counter offer). */
  amount?: number | null;
}

const plusHours = (d: Date, h: number) => new Date(d.getTime() + h * HOUR);

/** The best untried bidder within H3, or none. */
export function nextBidder(bidders: readonly Bidder[], tried: readonly number[]): Bidder | undefined {
  return [...bidders].sort((a, b) => a.rank - b.rank).find((b) => b.rank <= MAX_RANK && !tried.includes(b.rank));
}

/** A new deal for the lot's H1 when it closes with a winner. */
export function opened(h1: Bidder): DealState {
  return { stage: 'approval_pending', buyerUserId: h1.userId, rank: h1.rank, amount: h1.amount, deadlineAt: null, tried: [h1.rank] };
}

function step(action: Action, s: DealState, charge = false): Step {
  return { action, stage: s.stage, buyerUserId: s.buyerUserId, rank: s.rank, amount: s.amount, deadlineAt: s.deadlineAt, charge };
}

/**
 * Moves the lot to the next bidder in line, or leaves it unsold when none is left. A decline or an
 * expiry is recorded against the buyer it ends, then the offer against the one who gets it.
 */
function fallBack(action: Action, s: DealState, ctx: Context, failOnNone: boolean): Outcome {
  const next = nextBidder(ctx.bidders, s.tried);
  if (!next && failOnNone) return { ok: false, refusal: { code: 'no_bidder_left' } };
  const ending: Step[] = action === 'offer_next' ? [] : [step(action, { ...s, stage: next ? 'offered' : 'unsold', deadlineAt: null })];
  if (!next) return { ok: true, state: { ...s, stage: 'unsold', deadlineAt: null }, steps: ending };
  const offered: DealState = {
    stage: 'offered',
    buyerUserId: next.userId,
    rank: next.rank,
    amount: next.amount,
    deadlineAt: plusHours(ctx.now, OFFER_HOURS),
    tried: [...s.tried, next.rank],
  };
  return { ok: true, state: offered, steps: [...ending, step('offer_next', offered)] };
}

/** Applies one action; a refusal names why, and nothing changes. */
export function apply(s: DealState, action: Action, ctx: Context): Outcome {
  const rule = RULES[action];
  if (!rule.from.includes(s.stage)) return { ok: false, refusal: { code: 'wrong_stage', stage: s.stage } };
  if (!rule.by.includes(ctx.actor)) return { ok: false, refusal: { code: 'not_allowed', actor: ctx.actor } };
  if (ctx.actor === 'buyer' && ctx.userId !== s.buyerUserId) {
    const hadTurn = ctx.bidders.some((b) => b.userId === ctx.userId && s.tried.includes(b.rank));
    return { ok: false, refusal: { code: hadTurn ? 'moved_on' : 'not_buyer' } };
  }
  const due = s.deadlineAt;
  const passed = due !== null && ctx.now.getTime() >= due.getTime();

  const to = (stage: Stage, extra: Partial<DealState> = {}, charge = false): Outcome => {
    const state = { ...s, stage, ...extra };
    return { ok: true, state, steps: [step(action, state, charge)] };
  };

  switch (action) {
    case 'approve':
      return to('payment_due', { amount: ctx.amount ?? s.amount, deadlineAt: plusHours(ctx.now, PAYMENT_HOURS) });
    case 'reject':
      return to('rejected', { deadlineAt: null });
    case 'backout':
      return to('backed_out', { deadlineAt: null }, true);
    case 'miss_payment':
      if (!passed) return { ok: false, refusal: { code: 'deadline_not_reached', deadlineAt: due! } };
      return to('backed_out', { deadlineAt: null }, true);
    case 'offer_next':
      return fallBack(action, s, ctx, true);
    case 'accept':
      if (passed) return { ok: false, refusal: { code: 'deadline_passed', deadlineAt: due } };
      return to('payment_due', { deadlineAt: plusHours(ctx.now, PAYMENT_HOURS) });
    case 'decline':
      return fallBack(action, s, ctx, false);
    case 'expire':
      if (!passed) return { ok: false, refusal: { code: 'deadline_not_reached', deadlineAt: due! } };
      return fallBack(action, s, ctx, false);
    case 'confirm_payment':
      return to('paid', { deadlineAt: null });
    case 'open_release':
      return to('release_pending');
    case 'issue_noc':
      return to('noc_issued');
    case 'release':
      return to('released');
    case 'start_rc':
      return to('rc_transfer', { deadlineAt: plusHours(ctx.now, RC_TRANSFER_DAYS * 24) });
    case 'complete_rc':
      return to('transferred', { deadlineAt: null });
  }
}

/** The action the system takes on a deal whose deadline has passed, if any. */
export function deadlineAction(s: Pick<DealState, 'stage'>): Action | null {
  if (s.stage === 'offered') return 'expire';
  if (s.stage === 'payment_due') return 'miss_payment';
  return null;
}

/** Actions that follow another on their own, in the same transaction (paid opens the release). */
export function followUp(stage: Stage): Action | null {
  return stage === 'paid' ? 'open_release' : null;
}

/** The buyer's next move and its deadline, for the "You won" panel. */
export type NextAction =
  | 'await_approval'
  | 'respond_offer'
  | 'pay'
  | 'await_release'
  | 'await_noc'
  | 'collect_vehicle'
  | 'transfer_rc'
  | 'done'
  | 'pay_backout'
  | 'none';

export function nextActionFor(stage: Stage): NextAction {
  switch (stage) {
    case 'approval_pending':
      return 'await_approval';
    case 'offered':
      return 'respond_offer';
    case 'payment_due':
      return 'pay';
    case 'paid':
    case 'release_pending':
      return 'await_noc';
    case 'noc_issued':
      return 'await_release';
    case 'released':
      return 'collect_vehicle';
    case 'rc_transfer':
      return 'transfer_rc';
    case 'transferred':
      return 'done';
    case 'backed_out':
      return 'pay_backout';
    case 'rejected':
    case 'unsold':
      return 'none';
  }
}

/** The lot result other readers (My Quotes, dashboards, exports) see for a deal stage. */
export function lotResultOf(stage: Stage): 'approval_pending' | 'approved' | 'paid' | 'offered_h2' | 'rejected' | 'backed_out' {
  switch (stage) {
    case 'approval_pending':
      return 'approval_pending';
    case 'offered':
      return 'offered_h2';
    case 'payment_due':
      return 'approved';
    case 'rejected':
    case 'unsold':
      return 'rejected';
    case 'backed_out':
      return 'backed_out';
    default:
      return 'paid';
  }
}
