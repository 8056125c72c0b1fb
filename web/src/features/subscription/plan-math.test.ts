import { describe, expect, it } from 'vitest';
import { headlinePrice, isPanIndia, needsSegment, savePercent, tenureMonths, termKey } from './plan-math';

describe('plan rules', () => {
  it('reads tenures and their plan_term keys', () => {
    expect(tenureMonths('1 month')).toBe(1);
    expect(tenureMonths('12 months')).toBe(12);
    expect(termKey(1)).toBe('1_month');
    expect(termKey(24)).toBe('24_months');
  });

  it('saves against 15000 for 6 months and 25000 for longer plans', () => {
    expect(savePercent(1, 2999)).toBe(0);
    expect(savePercent(3, 6999)).toBe(0);
    expect(savePercent(6, 11999)).toBe(20);
    expect(savePercent(9, 15999)).toBe(36);
    expect(savePercent(12, 18999)).toBe(24);
    expect(savePercent(24, 30000)).toBe(0);
  });

  it('shows a tenure at its PAN India price and asks for a segment when it has several', () => {
    const six = {
      month: '6 months',
      price: [
        { plan_id: 4, plan_name: 'Tractor', price_by_plan: 7999 },
        { plan_id: 3, plan_name: 'PAN India Permission', price_by_plan: 11999 },
      ],
    };
    expect(headlinePrice(six)?.plan_id).toBe(3);
    expect(needsSegment(six)).toBe(true);
    expect(isPanIndia({ plan_id: 1, plan_name: 'pan india permission', price_by_plan: 1 })).toBe(true);
  });
});
