import { badRequest, notFound } from '../../errors.js';
import { message } from '../../lib/i18n/render.js';
import { priceQuote, type TaxSettings } from '../invoicing/index.js';
import { TENURES, isTenure, monthLabel, termKey } from './constants.js';
import { findPlan, listPublishedPlans, type PlanRow } from './plans-repo.js';
import type { Executor } from '../../db/client.js';

/** The plan modal's tenure grid: one entry per tenure on sale, each with its price options. */
export async function simplifiedPlans(ex: Executor, platform: string, tax: TaxSettings) {
  const rows = await listPublishedPlans(ex, [platform]);
  return TENURES.map((months) => ({
    month: monthLabel(months),
    price: rows
      .filter((p) => p.tenureMonths === months)
      .map((p) => ({ plan_id: p.id, plan_name: p.name, price_by_plan: p.price, ...priceQuote(tax, 'subscription', p.price) })),
  })).filter((t) => t.price.length > 0);
}

export async function publishedPlans(ex: Executor, platforms: string[], tax: TaxSettings) {
  const rows = await listPublishedPlans(ex, platforms);
  return rows
    .filter((p) => isTenure(p.tenureMonths))
    .map((p) => ({
      plan_id: p.id,
      plan_name: p.name,
      platform: p.platform,
      tenure_months: p.tenureMonths,
      month: monthLabel(p.tenureMonths),
      plan_term: termKey(p.tenureMonths),
      segment: p.segmentCode,
      segment_name: p.segmentName,
      price: p.price,
      ...priceQuote(tax, 'subscription', p.price),
    }));
}

export interface PricedRequest {
  planId: number;
  paymentAmount: number;
  /** The plan_term form field: {"12_months": 25000}. */
  planTerm?: Record<string, number>;
}

/**
 * The server prices the plan; the client's amount and plan_term are only checked against it,
 * so a tampered form cannot buy a plan for less.
 */
export async function pricePlan(ex: Executor, req: PricedRequest): Promise<PlanRow> {
  const plan = await findPlan(ex, req.planId);
  if (!plan || !plan.isPublished || !isTenure(plan.tenureMonths)) {
    throw notFound('billing.plan_unavailable');
  }
  if (req.paymentAmount !== plan.price) {
    throw badRequest(message('billing.price_mismatch', { price: plan.price }));
  }
  if (req.planTerm !== undefined) {
    const key = termKey(plan.tenureMonths);
    if (req.planTerm[key] !== plan.price) {
      throw badRequest(message('billing.plan_term_mismatch', { expected: `{"${key}": ${plan.price}}` }));
    }
  }
  return plan;
}
