/**
 * The all-in price of a lot: what a buyer pays in all for a hammer price. One pure computation in
 * integer rupees, used by the server (modules/insight) and by the web, which computes it as the
 * buyer types (no request per keystroke); the parameters come from /auctions/api/lot-costs.
 */

/** The parameters of one lot's costs, as GET-ed from /auctions/api/lot-costs. */
export interface CostParams {
  fee: { kind: 'percent' | 'flat'; percent_bp: number; flat_amount: number; gst_percent: number };
  yard: { per_day: number; days: number };
  rto: { amount: number; estimate: boolean };
  backout_charge: number;
}

export interface CostBreakdown {
  amount: number;
  fee: number;
  gst: number;
  yard: number;
  rto: number;
  total: number;
  /** Owed only if the buyer backs out: a note, never part of the total. */
  backout_charge: number;
}

const whole = (n: number) => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

/**
 * amount + buyer's fee + GST on the fee + yard charges + RTO transfer estimate. Each part is a
 * whole number of rupees rounded half up, and the total is their sum, so the parts shown always
 * add up to it; every part is non-decreasing in the amount, so the total is too.
 */
export function allInCost(amountTyped: number, p: CostParams): CostBreakdown {
  const amount = whole(amountTyped);
  const fee = p.fee.kind === 'percent' ? Math.floor((amount * whole(p.fee.percent_bp) + 5000) / 10000) : whole(p.fee.flat_amount);
  const gst = Math.floor((fee * whole(p.fee.gst_percent) + 50) / 100);
  const yard = whole(p.yard.per_day) * whole(p.yard.days);
  const rto = whole(p.rto.amount);
  return { amount, fee, gst, yard, rto, total: amount + fee + gst + yard + rto, backout_charge: whole(p.backout_charge) };
}
