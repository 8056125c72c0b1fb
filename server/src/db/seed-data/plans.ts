import type { SegmentCode } from './catalogue.js';

export const PLAN_TENURES = [1, 3, 6, 9, 12, 24] as const;
export type TenureMonths = (typeof PLAN_TENURES)[number];

export type PlanName = 'PAN India Permission' | 'Tractor' | '2 Wheeler' | 'CV';

export interface PlanSeed {
  code: string;
  tenureMonths: TenureMonths;
  /** 'PAN India Permission' is shown as 'All'. */
  name: PlanName;
  /** null for the PAN India plan, which covers every segment. */
  segment: SegmentCode | null;
  /** One-time price in rupees. */
  price: number;
  mostPopular: boolean;
}

/** Spec §9: list prices the 'Save n%' badge is measured against; none below 6 months. */
export function referenceListPrice(months: TenureMonths): number | null {
  if (months < 6) return null;
  return months === 6 ? 15_000 : 25_000;
}

const SEGMENT_PLAN_NAMES: Record<SegmentCode, PlanName> = { tractor: 'Tractor', two_wheeler: '2 Wheeler', cv: 'CV' };
const SEGMENT_ORDER: readonly SegmentCode[] = ['tractor', 'two_wheeler', 'cv'];

interface TenurePrices {
  panIndia: number;
  /** Cheaper single-segment options, offered from 6 months up. */
  segments?: Record<SegmentCode, number>;
}

const PRICES: Record<TenureMonths, TenurePrices> = {
  1: { panIndia: 2999 },
  3: { panIndia: 6999 },
  6: { panIndia: 11_999, segments: { tractor: 7999, two_wheeler: 5999, cv: 7999 } },
  9: { panIndia: 15_999, segments: { tractor: 10_999, two_wheeler: 8499, cv: 10_999 } },
  12: { panIndia: 18_999, segments: { tractor: 12_999, two_wheeler: 9999, cv: 12_999 } },
  24: { panIndia: 22_999, segments: { tractor: 15_999, two_wheeler: 12_999, cv: 15_999 } },
};

/** Every price option per tenure; a tenure with several options opens the segment grid. */
export const PLANS: readonly PlanSeed[] = PLAN_TENURES.flatMap((months) => {
  const { panIndia, segments } = PRICES[months];
  const mostPopular = months === 12;
  const all: PlanSeed = {
    code: `pan-india-${months}m`,
    tenureMonths: months,
    name: 'PAN India Permission',
    segment: null,
    price: panIndia,
    mostPopular,
  };
  if (!segments) return [all];
  const bySegment = SEGMENT_ORDER.map((segment): PlanSeed => ({
    code: `${segment.replace('_', '-')}-${months}m`,
    tenureMonths: months,
    name: SEGMENT_PLAN_NAMES[segment],
    segment,
    price: segments[segment],
    mostPopular,
  }));
  return [all, ...bySegment];
});
