import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  agentCapRefusal,
  agentLotExposure,
  agentRefusal,
  dealAgent,
  limitRefusal,
  lotExposure,
  lotExposureAfter,
  buyerRefusal,
  checkAutobid,
  lotRefusal,
  nextValidAmount,
  resolveAutobid,
  resolveManualQuote,
  softCloseExtension,
  type EmittedQuote,
  type LotPrice,
  type Proxy,
} from './rules.js';

const lot = (over: Partial<LotPrice> = {}): LotPrice => ({ price: null, leaderId: null, startPrice: 100_000, increment: 1_000, ...over });

describe('next valid amount', () => {
  it('is the start price before the first quote', () => {
    expect(nextValidAmount(lot())).toBe(100_000);
  });
  it('is the current price plus the increment after it', () => {
    expect(nextValidAmount(lot({ price: 150_000, leaderId: 1 }))).toBe(151_000);
  });
});

describe('who may quote where', () => {
  const window = { status: 'open' as const, auctionCancelled: false, startsAt: 1_000, endsAt: 2_000 };
  it('refuses a withdrawn lot before an ended one, and an ended one before one not yet live', () => {
    expect(lotRefusal({ ...window, auctionCancelled: true }, 5_000)).toEqual({ reason: 'withdrawn' });
    expect(lotRefusal(window, 2_000)).toEqual({ reason: 'ended', endsAt: 2_000 });
    expect(lotRefusal({ ...window, status: 'closed' }, 1_500)).toEqual({ reason: 'ended', endsAt: 2_000 });
    expect(lotRefusal(window, 999)).toEqual({ reason: 'not_live', startsAt: 1_000 });
    expect(lotRefusal(window, 1_000)).toBeNull();
  });
  const buyer = { isAdmin: false, isSubscribed: true, holdsState: false, segments: null };
  it('lets admins quote without a plan, and planned buyers within their segments', () => {
    expect(buyerRefusal({ ...buyer, isAdmin: true, isSubscribed: false }, 'cv')).toBeNull();
    expect(buyerRefusal(buyer, 'cv')).toBeNull();
    expect(buyerRefusal({ ...buyer, segments: ['tractor'] }, 'cv')).toEqual({ reason: 'segment_not_permitted' });
  });
  it('names the missing plan to a buyer who holds the state, and the state to one who does not', () => {
    expect(buyerRefusal({ ...buyer, isSubscribed: false, holdsState: true }, 'cv')).toEqual({ reason: 'not_subscribed' });
    expect(buyerRefusal({ ...buyer, isSubscribed: false }, 'cv')).toEqual({ reason: 'state_not_permitted' });
  });
});

describe('manual quotes', () => {
  it('rejects a quote below the next valid amount and names that amount', () => {
    expect(resolveManualQuote(lot({ price: 150_000, leaderId: 1 }), [], 2, 150_500)).toEqual({
      reason: 'below_next_valid',
      nextValid: 151_000,
    });
  });
  it('rejects a first quote below the start price', () => {
    expect(resolveManualQuote(lot(), [], 2, 99_999)).toEqual({ reason: 'below_next_valid', nextValid: 100_000 });
  });
  it('rejects fractional rupees', () => {
    expect(resolveManualQuote(lot(), [], 2, 100_000.5)).toEqual({ reason: 'not_whole_rupees' });
  });
  it('refuses a leader quoting over themself', () => {
    expect(resolveManualQuote(lot({ price: 120_000, leaderId: 7 }), [], 7, 130_000)).toEqual({
      reason: 'already_leading',
      price: 120_000,
    });
  });
  it('accepts any amount at or above the next valid one', () => {
    expect(resolveManualQuote(lot({ price: 120_000, leaderId: 7 }), [], 8, 135_000)).toEqual({
      quotes: [{ userId: 8, amount: 135_000, kind: 'manual' }],
      price: 135_000,
      leaderId: 8,
    });
  });
  it('lets a proxy answer a manual quote by one increment', () => {
    const proxies: Proxy[] = [{ userId: 1, max: 200_000, setAt: 1 }];
    const r = resolveManualQuote(lot({ price: 100_000, leaderId: 1 }), proxies, 2, 150_000);
    expect(r).toEqual({
      quotes: [
        { userId: 2, amount: 150_000, kind: 'manual' },
        { userId: 1, amount: 151_000, kind: 'auto' },
      ],
      price: 151_000,
      leaderId: 1,
    });
  });
  it('outbids a proxy whose maximum is exceeded, after the proxy spends its maximum', () => {
    const proxies: Proxy[] = [{ userId: 1, max: 140_000, setAt: 1 }];
    const r = resolveManualQuote(lot({ price: 100_000, leaderId: 1 }), proxies, 2, 150_000);
    expect(r).toMatchObject({ quotes: [{ userId: 2, amount: 150_000 }], leaderId: 2, price: 150_000 });
  });
  it("lets the quoting buyer's own proxy fight back for them", () => {
    const proxies: Proxy[] = [
      { userId: 1, max: 180_000, setAt: 1 },
      { userId: 2, max: 300_000, setAt: 2 },
    ];
    const r = resolveManualQuote(lot({ price: 150_000, leaderId: 1 }), proxies, 2, 160_000);
    expect(r).toMatchObject({ leaderId: 2, price: 181_000 });
  });
});

describe('autobids', () => {
  it('a lone proxy opens at the start price', () => {
    expect(resolveAutobid(lot(), [{ userId: 1, max: 500_000, setAt: 1 }])).toEqual({
      quotes: [{ userId: 1, amount: 100_000, kind: 'auto' }],
      price: 100_000,
      leaderId: 1,
    });
  });
  it('price is min(M1, M2 + increment) between two proxies', () => {
    const r = resolveAutobid(lot({ price: 100_000, leaderId: 1 }), [
      { userId: 1, max: 500_000, setAt: 1 },
      { userId: 2, max: 300_000, setAt: 2 },
    ]);
    expect(r).toEqual({
      quotes: [
        { userId: 2, amount: 300_000, kind: 'auto' },
        { userId: 1, amount: 301_000, kind: 'auto' },
      ],
      price: 301_000,
      leaderId: 1,
    });
  });
  it('equal maxima: the earlier one leads', () => {
    const r = resolveAutobid(lot({ price: 100_000, leaderId: 2 }), [
      { userId: 1, max: 300_000, setAt: 1 },
      { userId: 2, max: 300_000, setAt: 2 },
    ]);
    expect(r).toMatchObject({ leaderId: 1, price: 300_000 });
  });
  it('rejects lowering or repeating a maximum', () => {
    expect(checkAutobid(lot(), { userId: 1, max: 200_000, setAt: 1 }, 1, 200_000)).toEqual({
      reason: 'not_a_raise',
      currentMax: 200_000,
    });
  });
  it('rejects a maximum below the next valid amount', () => {
    expect(checkAutobid(lot({ price: 150_000, leaderId: 3 }), undefined, 1, 150_500)).toEqual({
      reason: 'below_next_valid',
      nextValid: 151_000,
    });
  });
  it('lets the leader raise a maximum without quoting', () => {
    const l = lot({ price: 150_000, leaderId: 1 });
    expect(checkAutobid(l, undefined, 1, 160_000)).toBeNull();
    expect(resolveAutobid(l, [{ userId: 1, max: 160_000, setAt: 5 }]).quotes).toEqual([]);
  });
});

describe('soft close', () => {
  const w = { endsAt: 1_000_000, hardEndAt: 1_000_000 + 1_800_000, softCloseMs: 180_000, extensionMs: 180_000 };
  it('extends a lot to now + 3 minutes for a change inside the last 3 minutes', () => {
    expect(softCloseExtension(w, w.endsAt - 60_000, true)).toBe(w.endsAt - 60_000 + 180_000);
  });
  it('leaves the end alone outside the window or without a change', () => {
    expect(softCloseExtension(w, w.endsAt - 181_000, true)).toBeNull();
    expect(softCloseExtension(w, w.endsAt - 60_000, false)).toBeNull();
  });
  it('never extends past the hard end', () => {
    const late = { ...w, endsAt: w.hardEndAt - 30_000 };
    expect(softCloseExtension(late, late.endsAt - 10_000, true)).toBe(w.hardEndAt);
    const atHard = { ...w, endsAt: w.hardEndAt };
    expect(softCloseExtension(atHard, atHard.endsAt - 10_000, true)).toBeNull();
  });
});

// ---- Properties over random sequences of operations -------------------------------------

type Op = { type: 'manual'; user: number; bump: number } | { type: 'auto'; user: number; bump: number };

interface Sim {
  lot: LotPrice;
  proxies: Map<number, Proxy>;
  history: EmittedQuote[];
  clock: number;
}

/** Replays operations through the rules the way the service does, skipping rejected ones. */
function simulate(ops: Op[], increment: number, allowLeaderRaise = true): Sim {
  const sim: Sim = { lot: lot({ increment }), proxies: new Map(), history: [], clock: 0 };
  for (const op of ops) {
    sim.clock += 1;
    const amount = nextValidAmount(sim.lot) + op.bump * increment;
    if (op.type === 'manual') {
      const r = resolveManualQuote(sim.lot, [...sim.proxies.values()], op.user, amount);
      if (!('quotes' in r)) continue;
      sim.history.push(...r.quotes);
      sim.lot = { ...sim.lot, price: r.price, leaderId: r.leaderId };
    } else {
      if (!allowLeaderRaise && sim.lot.leaderId === op.user) continue;
      const existing = sim.proxies.get(op.user);
      if (checkAutobid(sim.lot, existing, op.user, amount)) continue;
      sim.proxies.set(op.user, { userId: op.user, max: amount, setAt: sim.clock });
      const r = resolveAutobid(sim.lot, [...sim.proxies.values()]);
      sim.history.push(...r.quotes);
      sim.lot = { ...sim.lot, price: r.price, leaderId: r.leaderId };
    }
  }
  return sim;
}

const opArb = fc.record({
  type: fc.constantFrom('manual' as const, 'auto' as const),
  user: fc.integer({ min: 1, max: 5 }),
  bump: fc.integer({ min: 0, max: 20 }),
});

describe('proxy resolution properties', () => {
  it('amounts strictly rise, the price never falls and stays on what was quoted', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 60 }), fc.integer({ min: 1, max: 5_000 }), (ops, inc) => {
        const { history, lot: end } = simulate(ops, inc);
        for (let i = 1; i < history.length; i++) {
          expect(history[i]!.amount).toBeGreaterThanOrEqual(history[i - 1]!.amount + inc);
        }
        expect(end.price).toBe(history.at(-1)?.amount ?? null);
      }),
    );
  });

  it('the leader never outbids themself: a leader’s proxy steps up only when a rival maximum reaches it', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 60 }), (ops) => {
        const { history, proxies } = simulate(ops, 1_000);
        for (let i = 1; i < history.length; i++) {
          const q = history[i]!;
          if (q.userId !== history[i - 1]!.userId) continue;
          // Only a tie at the next valid amount forces this: the rival's quote cannot sit below it.
          expect(q.kind).toBe('auto');
          const rival = [...proxies.values()].some((p) => p.userId !== q.userId && p.max >= q.amount);
          expect(rival).toBe(true);
        }
      }),
    );
  });

  it('no quote exceeds its buyer’s maximum, and the leader holds the strongest maximum', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 60 }), (ops) => {
        const { history, proxies, lot: end } = simulate(ops, 1_000);
        for (const q of history) {
          if (q.kind === 'auto') expect(q.amount).toBeLessThanOrEqual(proxies.get(q.userId)!.max);
        }
        const strongest = [...proxies.values()].sort((a, b) => b.max - a.max || a.setAt - b.setAt)[0];
        if (strongest && end.price !== null && strongest.max > end.price) expect(end.leaderId).toBe(strongest.userId);
      }),
    );
  });

  it('with proxies alone, price = min(M1, M2 + increment), ties to the earlier maximum', () => {
    const autoOnly = fc.array(
      opArb.map((o) => ({ ...o, type: 'auto' as const })),
      { minLength: 1, maxLength: 30 },
    );
    fc.assert(
      fc.property(autoOnly, fc.integer({ min: 1, max: 5_000 }), (ops, inc) => {
        const { proxies, lot: end } = simulate(ops, inc, false);
        const ranked = [...proxies.values()].sort((a, b) => b.max - a.max || a.setAt - b.setAt);
        const [m1, m2] = ranked;
        if (!m1) return;
        expect(end.leaderId).toBe(m1.userId);
        expect(end.price).toBe(m2 ? Math.min(m1.max, m2.max + inc) : end.startPrice);
      }),
    );
  });
});

describe('buying limits', () => {
  const open = (over: Partial<LotPrice> = {}) => ({ ...lot(over), open: true });

  it('counts a lead at the higher of price and own maximum, a live maximum in full, nothing else', () => {
    expect(lotExposure(open({ price: 120_000, leaderId: 1 }), 1, null)).toBe(120_000);
    expect(lotExposure(open({ price: 120_000, leaderId: 1 }), 1, 150_000)).toBe(150_000);
    // Not leading: a maximum that can still quote counts; one below the next valid amount does not.
    expect(lotExposure(open({ price: 120_000, leaderId: 2 }), 1, 121_000)).toBe(121_000);
    expect(lotExposure(open({ price: 120_000, leaderId: 2 }), 1, 120_000)).toBe(0);
    expect(lotExposure({ ...open({ price: 120_000, leaderId: 1 }), open: false }, 1, 150_000)).toBe(0);
  });

  it('counts a request at what it could cost once it stands', () => {
    expect(lotExposureAfter(open({ price: 120_000, leaderId: 2 }), 1, null, 'quote', 121_000)).toBe(121_000);
    expect(lotExposureAfter(open({ price: 120_000, leaderId: 2 }), 1, 130_000, 'quote', 121_000)).toBe(130_000);
    expect(lotExposureAfter(open({ price: 120_000, leaderId: 1 }), 1, null, 'autobid', 140_000)).toBe(140_000);
  });

  it('refuses past balance × multiple, with the deposit that would allow it', () => {
    // Limit ₹2,00,000 (₹20,000 × 10), ₹1,80,000 in use, a quote needing ₹22,000 more: ₹200 more deposit.
    expect(limitRefusal({ used: 180_000, before: 0, after: 22_000, balance: 20_000, multiple: 10 })).toEqual({
      limit: 200_000,
      used: 180_000,
      more: 22_000,
      add: 200,
    });
    expect(limitRefusal({ used: 180_000, before: 0, after: 20_000, balance: 20_000, multiple: 10 })).toBeNull();
    // A request that adds nothing passes even over the limit (a deposit forfeited meanwhile).
    expect(limitRefusal({ used: 300_000, before: 150_000, after: 150_000, balance: 20_000, multiple: 10 })).toBeNull();
    expect(limitRefusal({ used: 0, before: 0, after: 1, balance: 0, multiple: 10 })).toEqual({ limit: 0, used: 0, more: 1, add: 1 });
  });

  it('never lets exposure pass the limit (property)', () => {
    fc.assert(
      fc.property(fc.nat(500_000), fc.nat(200_000), fc.nat(50_000), fc.integer({ min: 1, max: 20 }), (used, more, balance, multiple) => {
        const r = limitRefusal({ used, before: 0, after: more, balance, multiple });
        if (r === null) expect(more === 0 || used + more <= balance * multiple).toBe(true);
        else {
          // The top-up named is enough, and no smaller one is.
          expect(used + more).toBeLessThanOrEqual((balance + r.add) * multiple);
          expect(used + more).toBeGreaterThan((balance + r.add - 1) * multiple);
        }
      }),
    );
  });
});

describe("dealers' agents", () => {
  const policy = { perLotCap: 150_000, totalCap: 300_000, stateIds: [1], segments: ['tractor'] };

  it('keeps an agent to the allowed states and segments', () => {
    expect(agentRefusal(policy, 1, 'tractor')).toBeNull();
    expect(agentRefusal(policy, 2, 'tractor')).toEqual({ reason: 'agent_state_not_allowed' });
    expect(agentRefusal(policy, 1, 'cv')).toEqual({ reason: 'agent_segment_not_allowed' });
    expect(agentRefusal({ ...policy, stateIds: null, segments: null }, 9, 'cv')).toBeNull();
  });

  it('caps one lot, then the agent’s own exposure', () => {
    expect(agentCapRefusal(policy, 150_001, () => ({ used: 0, before: 0, after: 0 }))).toEqual({ reason: 'agent_cap_lot', cap: 150_000 });
    expect(agentCapRefusal(policy, 150_000, () => ({ used: 200_000, before: 0, after: 150_000 }))).toEqual({
      reason: 'agent_cap_total',
      cap: 300_000,
      used: 200_000,
    });
    expect(agentCapRefusal(policy, 150_000, () => ({ used: 150_000, before: 0, after: 150_000 }))).toBeNull();
  });

  it("counts only the agent's own quotes and maxima", () => {
    const l = { ...lot({ price: 120_000, leaderId: 7 }), open: true, leaderAgentId: 70 };
    expect(agentLotExposure(l, 7, 70, null)).toBe(120_000);
    expect(agentLotExposure(l, 7, 71, null)).toBe(0);
    expect(agentLotExposure(l, 7, 71, { max: 140_000, agentId: 71 })).toBe(140_000);
    expect(agentLotExposure({ ...l, leaderId: 8 }, 7, 71, { max: 121_000, agentId: 71 })).toBe(121_000);
  });
});

describe('whose unpaid win a dealer’s deal is', () => {
  it('is the leading quote’s agent for H1, and the agent of the dealer’s own best quote for an H2 or H3', () => {
    expect(dealAgent({ rank: 1 }, 7, 9)).toBe(7);
    expect(dealAgent({ rank: 2 }, 7, 9)).toBe(9);
    expect(dealAgent({ rank: 3 }, null, 9)).toBe(9);
    expect(dealAgent({ rank: 2 }, 7, null)).toBeNull();
  });
});
