import { postForm, type ApiResponse, type RequestOptions } from '../../../lib/api-client';
import type { BackoutVerified, VerifiedSubscription, VerifyLinkBody } from '@vahanhaat/contract/http/billing';

export const VERIFY_SUBSCRIPTION_LINK_PATH = '/subscriptions/verify-subscription-payment-using-link';
export const VERIFY_BACKOUT_PAYMENT_PATH = '/subscriptions/verify-backout-payment-using-link';

/** The query a payment link returns the payer with (spec §3). */
export interface PaymentLinkReturn {
  paymentId: string;
  paymentLinkId: string;
  referenceId: string | null;
  status: string | null;
  signature: string;
}

export function readPaymentLinkReturn(search: string): PaymentLinkReturn | null {
  const query = new URLSearchParams(search);
  const paymentId = query.get('razorpay_payment_id');
  const paymentLinkId = query.get('razorpay_payment_link_id');
  const signature = query.get('razorpay_signature');
  if (!paymentId || !paymentLinkId || !signature) return null;
  return {
    paymentId,
    paymentLinkId,
    signature,
    referenceId: query.get('razorpay_payment_link_reference_id'),
    status: query.get('razorpay_payment_link_status'),
  };
}

function linkForm(payment: PaymentLinkReturn): VerifyLinkBody {
  return {
    payment_link_id: payment.paymentLinkId,
    payment_id: payment.paymentId,
    signature: payment.signature,
    payment_link_reference_id: payment.referenceId ?? undefined,
    payment_link_status: payment.status ?? undefined,
  };
}

/** The landing pages are public: a payer whose session ended must still see the result. */
const publicCall = (options?: RequestOptions): RequestOptions => ({ ...options, authRedirect: false });

export function verifySubscriptionLink(payment: PaymentLinkReturn, options?: RequestOptions) {
  return postForm<never>(VERIFY_SUBSCRIPTION_LINK_PATH, linkForm(payment), publicCall(options)) as Promise<
    ApiResponse<never> & Partial<VerifiedSubscription>
  >;
}

export function verifyBackoutPayment(payment: PaymentLinkReturn, options?: RequestOptions) {
  return postForm<BackoutVerified>(VERIFY_BACKOUT_PAYMENT_PATH, linkForm(payment), publicCall(options));
}
