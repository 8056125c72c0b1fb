import { TENURES, type Tenure } from '@vahanhaat/contract/http/vocabulary';

/** Plan tenures on sale, in months (spec §9; the contract's list, shared with the plan form). */
export { TENURES, type Tenure };

export const isTenure = (n: number): n is Tenure => (TENURES as readonly number[]).includes(n);

/** Back-out charge per vehicle, in rupees (buyer terms, spec §9). */
export const BACKOUT_CHARGE_RUPEES = 10_000;

/** An approved sale amount is due in full within this many hours of approval (buyer terms). */
export const SALE_PAYMENT_DUE_HOURS = 48;

/** The platform the marketplace's own plans are published on. */
export const DEFAULT_PLATFORM = 'auction';

/** '1 month', '3 months', …: the tenure labels of the plan list and of plan_term answers. */
export const monthLabel = (months: number) => (months === 1 ? '1 month' : `${months} months`);

/** '1_month', '3_months', …: the keys of the plan_term form field (spec §7). */
export const termKey = (months: number) => (months === 1 ? '1_month' : `${months}_months`);

export const TERM_KEYS: readonly string[] = TENURES.map(termKey);

/** Web pages a payment link returns the payer to (spec §2), with the razorpay_* query parameters. */
export const RETURN_PATHS = {
  subscription: '/payment-success',
  backout: '/backout-payment-success',
} as const;
