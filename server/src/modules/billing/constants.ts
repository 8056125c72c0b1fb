import { TENURES, type Tenure } from '@vahanhaat/contract/http/vocabulary';

/** Plan tenures on sale, in months (spec §9; the contract's list, shared with the plan form). */
export { TENURES, type Tenure };

export const isTenure = (n: number): n is Tenure => (TENURES as readonly number[]).includes(n);

/** Back-out charge per vehicle, in rupees (buyer terms, spec §9). */
export const BACKOUT_CHARGE_RUPEES = 10_000;

/** An approved sale amount is due in full within this many hours of approval (buyer terms). */
export const SALE_PAYMENT_DUE_HOURS = 48;

/** '1 month', '3 months', …: the tenure labels of the plan list and of plan_term answers. */
export const monthLabel = (months: number) => (months === 1 ? '1 month' : `${months} months`);

/** The platform name and the plan_term keys come with the billing API's shapes. */
export { DEFAULT_PLATFORM, TERM_KEYS, termKey } from '@vahanhaat/contract/http/billing';

/** Web pages a payment link returns the payer to (spec §2), with the razorpay_* query parameters. */
export const RETURN_PATHS = {
  subscription: '/payment-success',
  backout: '/backout-payment-success',
  deposit: '/deposit',
} as const;
