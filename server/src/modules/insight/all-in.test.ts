import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allInCost, type CostParams } from './all-in.js';

const params = (over: Partial<CostParams> = {}): CostParams => ({
  fee: { kind: 'percent', percent_bp: 250, flat_amount: 0, gst_percent: 18 },
  yard: { per_day: 150, days: 6 },
  rto: { amount: 1500, estimate: true },
  backout_charge: 10_000,
  ...over,
});

const arbParams: fc.Arbitrary<CostParams> = fc.record({
  fee: fc.record({
    kind: fc.constantFrom('percent' as const, 'flat' as const),
    percent_bp: fc.integer({ min: 0, max: 10_000 }),
    flat_amount: fc.integer({ min: 0, max: 100_000 }),
    gst_percent: fc.integer({ min: 0, max: 28 }),
  }),
  yard: fc.record({ per_day: fc.integer({ min: 0, max: 2_000 }), days: fc.integer({ min: 0, max: 30 }) }),
  rto: fc.record({ amount: fc.integer({ min: 0, max: 20_000 }), estimate: fc.boolean() }),
  backout_charge: fc.integer({ min: 0, max: 50_000 }),
});
const arbAmount = fc.integer({ min: 0, max: 999_999_999 });

describe('the all-in price', () => {
  it('adds the fee, GST on the fee, yard days and the RTO estimate to the amount', () => {
    expect(allInCost(500_000, params())).toEqual({
      amount: 500_000,
      fee: 12_500,
      gst: 2_250,
      yard: 900,
      rto: 1_500,
      total: 517_150,
      backout_charge: 10_000,
    });
  });

  it('takes a flat fee whatever the amount', () => {
    const p = params({ fee: { kind: 'flat', percent_bp: 0, flat_amount: 5_000, gst_percent: 18 } });
    expect(allInCost(100_000, p).fee).toBe(5_000);
    expect(allInCost(900_000, p).fee).toBe(5_000);
    expect(allInCost(900_000, p).gst).toBe(900);
  });

  it('rounds half a rupee up and reads an empty or negative amount as nothing', () => {
    // 2.5% of 1,001 is 25.025 → 25; GST 18% of 25 = 4.5 → 5.
    expect(allInCost(1_001, params())).toMatchObject({ fee: 25, gst: 5 });
    expect(allInCost(Number.NaN, params()).amount).toBe(0);
    expect(allInCost(-5, params()).total).toBe(900 + 1_500);
  });

  it('is monotone in the amount (property)', () => {
    fc.assert(
      fc.property(arbParams, arbAmount, arbAmount, (p, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const x = allInCost(lo, p);
        const y = allInCost(hi, p);
        return y.total >= x.total && y.fee >= x.fee && y.gst >= x.gst;
      }),
    );
  });

  it('has parts that sum to the total, each a whole number of rupees (property)', () => {
    fc.assert(
      fc.property(arbParams, arbAmount, (p, a) => {
        const c = allInCost(a, p);
        const parts = [c.amount, c.fee, c.gst, c.yard, c.rto];
        return parts.every((n) => Number.isInteger(n) && n >= 0) && parts.reduce((s, n) => s + n, 0) === c.total && c.total >= a;
      }),
    );
  });
});
