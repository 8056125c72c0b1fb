import { describe, expect, it } from 'vitest';
import { allInCost } from './all-in';

describe('the all-in price on the web', () => {
  it('follows the typed amount with the lot’s fee, GST, yard days and RTO estimate', () => {
    const p = {
      fee: { kind: 'flat' as const, percent_bp: 0, flat_amount: 5_000, gst_percent: 18 },
      yard: { per_day: 100, days: 6 },
      rto: { amount: 1_200, estimate: true },
      backout_charge: 10_000,
    };
    expect(allInCost(300_000, p).total).toBe(300_000 + 5_000 + 900 + 600 + 1_200);
    expect(allInCost(310_000, p).total).toBe(allInCost(300_000, p).total + 10_000);
  });
});
