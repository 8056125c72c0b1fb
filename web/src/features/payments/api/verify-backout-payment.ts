import { postForm, type RequestOptions } from '../../../lib/api-client';

export const VERIFY_BACKOUT_PAYMENT_PATH = '/subscriptions/verify-backout-payment-using-link';

/** The Razorpay payment-link return parameters (spec §3). */
export interface PaymentLinkReturn {
  paymentId: string;
  paymentLinkId: string;
  signature: string;
}

export function readPaymentLinkReturn(search: string): PaymentLinkReturn | null {
  const query = new URLSearchParams(search);
  const paymentId = query.get('razorpay_payment_id');
  const paymentLinkId = query.get('razorpay_payment_link_id');
  const signature = query.get('razorpay_signature');
  return paymentId && paymentLinkId && signature ? { paymentId, paymentLinkId, signature } : null;
}

export function verifyBackoutPayment(payment: PaymentLinkReturn, options?: RequestOptions) {
  return postForm(
    VERIFY_BACKOUT_PAYMENT_PATH,
    { payment_link_id: payment.paymentLinkId, payment_id: payment.paymentId, signature: payment.signature },
    options,
  );
}
