/** Plan rules of spec §2 and §9 that the plan modal shows. */

export type GstTreatment = 'included' | 'extra' | 'none';

export interface PlanPrice {
  plan_id: number;
  plan_name: string;
  price_by_plan: number;
  /** How GST meets the price; absent from an older server, read as none. */
  gst?: GstTreatment;
  /** 1800 = 18%. */
  gst_rate_bp?: number;
  /** Whole rupees the checkout charges: the price, or the price + GST rounded to the rupee. */
  payable_amount?: number;
}

export interface TenurePlans {
  /** '1 month', '3 months', … */
  month: string;
  price: PlanPrice[];
}

export const PAN_INDIA_PLAN_NAME = 'PAN India Permission';
export const MOST_POPULAR_MONTHS = 12;

/** Reference list prices for 'Save n%': 15000 for 6 months, 25000 for longer plans; none below. */
const SIX_MONTH_REFERENCE = 15_000;
const LONGER_REFERENCE = 25_000;

/** '12 months' → 12; 0 when the label carries no number. */
export function tenureMonths(month: string): number {
  const match = /\d+/.exec(month);
  return match ? Number(match[0]) : 0;
}

/** The plan_term key of spec §7: 1 → '1_month', 12 → '12_months'. */
export function termKey(months: number): string {
  return months === 1 ? '1_month' : `${months}_months`;
}

export function referencePrice(months: number): number | null {
  if (months < 6) return null;
  return months === 6 ? SIX_MONTH_REFERENCE : LONGER_REFERENCE;
}

/** Whole percent saved against the reference price; 0 for 1 and 3 months or a dearer plan. */
export function savePercent(months: number, price: number): number {
  const reference = referencePrice(months);
  if (!reference || price >= reference) return 0;
  return Math.round(((reference - price) / reference) * 100);
}

export function isPanIndia(option: PlanPrice): boolean {
  return option.plan_name.trim().toLowerCase() === PAN_INDIA_PLAN_NAME.toLowerCase();
}

/** The price a tenure card shows: its PAN India plan, else the cheapest option. */
export function headlinePrice(tenure: TenurePlans): PlanPrice | undefined {
  return tenure.price.find(isPanIndia) ?? [...tenure.price].sort((a, b) => a.price_by_plan - b.price_by_plan)[0];
}

/** A tenure with several price options asks for a plan segment next (spec §4). */
export function needsSegment(tenure: TenurePlans): boolean {
  return tenure.price.length > 1;
}

/** What the checkout will charge for an option. */
export const payableOf = (option: PlanPrice): number => option.payable_amount ?? option.price_by_plan;

/** GST rate as a percent: 1800 → 18, 1250 → 12.5. */
export const gstPercent = (option: PlanPrice): number => (option.gst_rate_bp ?? 0) / 100;

/**
 * The GST in a price, in whole rupees, for display (the invoice has it to the paisa): added on
 * top, it is what the checkout charges beyond the price; included, the share of the price that
 * is tax, price × rate / (100 + rate).
 */
export function gstAmount(option: PlanPrice): number {
  if (option.gst === 'extra') return payableOf(option) - option.price_by_plan;
  if (option.gst === 'included') {
    const bp = option.gst_rate_bp ?? 0;
    return Math.round((option.price_by_plan * bp) / (10_000 + bp));
  }
  return 0;
}
