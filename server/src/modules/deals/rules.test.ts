import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  apply,
  MAX_RANK,
  OFFER_HOURS,
  opened,
  PAYMENT_HOURS,
  SALE_PATH,
  type Action,
  type Actor,
  type Bidder,
  type DealState,
} from './rules.js';

const HOUR = 3600_000;
const T0 = new Date('2026-11-20T10:00:00Z');

const biddersOf = (n: number): Bidder[] =>
  Array.from({ length: n }, (_, i) => ({ userId: 100 + i, rank: i + 1, amount: 500_000 - i * 10_000 }));

/** One attempted move: an action by an actor (a buyer acts as the deal's buyer or as someone else), after some time. */
const move = fc.record({
  action: fc.constantFrom(...ACTIONS),
  actor: fc.constantFrom<Actor>('admin', 'buyer', 'system'),
  asBuyer: fc.boolean(),
  advanceHours: fc.integer({ min: 0, max: 60 }),
});

interface Trail {
  states: DealState[];
  times: Date[];
  refusedOnDeadline: { action: Action; state: DealState; now: Date }[];
}

function run(bidderCount: number, moves: { action: Action; actor: Actor; asBuyer: boolean; advanceHours: number }[]): Trail {
  const bidders = biddersOf(bidderCount);
  let state = opened(bidders[0]!);
  let now = T0;
  const trail: Trail = { states: [state], times: [now], refusedOnDeadline: [] };
  for (const m of moves) {
    now = new Date(now.getTime() + m.advanceHours * HOUR);
    const out = apply(state, m.action, { actor: m.actor, userId: m.asBuyer ? state.buyerUserId : 1, now, bidders });
    if (out.ok) {
      state = out.state;
      trail.states.push(state);
      trail.times.push(now);
    } else if (out.refusal.code === 'deadline_passed' || out.refusal.code === 'deadline_not_reached') {
      trail.refusedOnDeadline.push({ action: m.action, state, now });
    }
  }
  return trail;
}

const runs = fc.tuple(fc.integer({ min: 1, max: 5 }), fc.array(move, { maxLength: 40 }));

describe('deal timeline rules', () => {
  it('never skips a step of the sale path: each stage on it follows the one before, entered only at payment due', () => {
    fc.assert(
      fc.property(runs, ([n, moves]) => {
        const { states } = run(n, moves);
        for (let i = 1; i < states.length; i++) {
          const from = SALE_PATH.indexOf(states[i - 1]!.stage);
          const to = SALE_PATH.indexOf(states[i]!.stage);
          if (to > 0) expect(to).toBe(from + 1);
          if (to === 0) expect(['approval_pending', 'offered']).toContain(states[i - 1]!.stage);
          // Once paid, the sale never leaves the path (no backout after payment).
          if (from >= 1) expect(to).toBeGreaterThan(from);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('falls back H1 → H2 → H3 in order, one rank at a time, never past H3 and never to the same buyer twice', () => {
    fc.assert(
      fc.property(runs, ([n, moves]) => {
        const { states } = run(n, moves);
        const ranks = states.map((s) => s.rank).filter((r, i, all) => i === 0 || r !== all[i - 1]);
        ranks.forEach((r, i) => expect(r).toBe(i + 1));
        expect(Math.max(...ranks)).toBeLessThanOrEqual(Math.min(MAX_RANK, n));
        for (const s of states) expect(new Set(s.tried).size).toBe(s.tried.length);
      }),
      { numRuns: 400 },
    );
  });

  it('enforces deadlines: an offer is accepted only before it expires, expiry and a missed payment only after', () => {
    fc.assert(
      fc.property(runs, ([n, moves]) => {
        const { states, times, refusedOnDeadline } = run(n, moves);
        for (let i = 1; i < states.length; i++) {
          const before = states[i - 1]!;
          const now = times[i]!;
          const after = states[i]!;
          if (before.stage === 'offered' && after.stage === 'payment_due') expect(now.getTime()).toBeLessThan(before.deadlineAt!.getTime());
          if (before.stage === 'offered' && after.rank !== before.rank && after.stage === 'offered') {
            expect(after.deadlineAt!.getTime()).toBe(now.getTime() + OFFER_HOURS * HOUR);
          }
          if (after.stage === 'payment_due' && before.stage !== 'payment_due') {
            expect(after.deadlineAt!.getTime()).toBe(now.getTime() + PAYMENT_HOURS * HOUR);
          }
        }
        for (const r of refusedOnDeadline) {
          const due = r.state.deadlineAt!.getTime();
          if (r.action === 'accept') expect(r.now.getTime()).toBeGreaterThanOrEqual(due);
          else expect(r.now.getTime()).toBeLessThan(due);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('charges a backout only before payment, and only to the buyer who held the deal', () => {
    const bidders = biddersOf(3);
    const h1 = opened(bidders[0]!);
    const approved = apply(h1, 'approve', { actor: 'admin', now: T0, bidders });
    expect(approved.ok).toBe(true);
    if (!approved.ok) return;
    const out = apply(approved.state, 'backout', { actor: 'buyer', userId: 100, now: T0, bidders });
    expect(out.ok && out.steps[0]).toMatchObject({ action: 'backout', buyerUserId: 100, charge: true });
    const paid = apply(approved.state, 'confirm_payment', { actor: 'admin', now: T0, bidders });
    if (!paid.ok) throw new Error('payment refused');
    expect(apply(paid.state, 'backout', { actor: 'admin', now: T0, bidders })).toEqual({
      ok: false,
      refusal: { code: 'wrong_stage', stage: 'paid' },
    });
    expect(apply(h1, 'backout', { actor: 'buyer', userId: 101, now: T0, bidders })).toEqual({ ok: false, refusal: { code: 'not_buyer' } });
  });

  it('offers the lot to H2 at H2’s own amount after a rejection, then leaves it unsold when H3 declines', () => {
    const bidders = biddersOf(3);
    const steps: DealState[] = [opened(bidders[0]!)];
    const act = (action: Action, actor: Actor, userId?: number) => {
      const out = apply(steps.at(-1)!, action, { actor, userId: userId ?? null, now: T0, bidders });
      if (!out.ok) throw new Error(`${action} refused: ${out.refusal.code}`);
      steps.push(out.state);
      return out.state;
    };
    act('reject', 'admin');
    expect(act('offer_next', 'admin')).toMatchObject({ stage: 'offered', buyerUserId: 101, rank: 2, amount: 490_000 });
    expect(act('decline', 'buyer', 101)).toMatchObject({ stage: 'offered', buyerUserId: 102, rank: 3 });
    // H2 answering late, after their own decline moved the offer on, is told so rather than "not yours".
    expect(apply(steps.at(-1)!, 'accept', { actor: 'buyer', userId: 101, now: T0, bidders })).toEqual({
      ok: false,
      refusal: { code: 'moved_on' },
    });
    expect(act('decline', 'buyer', 102)).toMatchObject({ stage: 'unsold' });
  });

  it('refuses a fallback when no bidder is left, so the admin is told rather than the lot silently dropped', () => {
    const bidders = biddersOf(1);
    const rejected = apply(opened(bidders[0]!), 'reject', { actor: 'admin', now: T0, bidders });
    if (!rejected.ok) throw new Error('reject refused');
    expect(apply(rejected.state, 'offer_next', { actor: 'admin', now: T0, bidders })).toEqual({
      ok: false,
      refusal: { code: 'no_bidder_left' },
    });
  });
});
