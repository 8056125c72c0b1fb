import { createHmac } from 'node:crypto';
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils.js';

/*
 * Verification goes through Razorpay's own helpers for both gateways: the simulated one signs with
 * the same scheme, so the code that decides whether a payment is genuine is one code path.
 */

export interface CheckoutProof {
  orderId: string;
  paymentId: string;
}

export interface PaymentLinkProof {
  paymentLinkId: string;
  referenceId: string;
  status: string;
  paymentId: string;
}

export function isValidCheckoutSignature(secret: string, proof: CheckoutProof, signature: string): boolean {
  if (!proof.orderId || !proof.paymentId || !signature) return false;
  return validatePaymentVerification({ order_id: proof.orderId, payment_id: proof.paymentId }, signature, secret);
}

export function isValidPaymentLinkSignature(secret: string, proof: PaymentLinkProof, signature: string): boolean {
  if (!proof.paymentLinkId || !proof.paymentId || !signature) return false;
  return validatePaymentVerification(
    {
      payment_link_id: proof.paymentLinkId,
      payment_link_reference_id: proof.referenceId,
      payment_link_status: proof.status,
      payment_id: proof.paymentId,
    },
    signature,
    secret,
  );
}

export function isValidWebhookSignature(secret: string, rawBody: Buffer | string, signature: string | undefined): boolean {
  if (!signature) return false;
  return validateWebhookSignature(rawBody.toString(), signature, secret);
}

const hmac = (secret: string, message: string) => createHmac('sha256', secret).update(message).digest('hex');

/* The signing side: what Razorpay computes, used by the simulated gateway and the test stand-in. */

export const signCheckout = (secret: string, p: CheckoutProof) => hmac(secret, `${p.orderId}|${p.paymentId}`);

export const signPaymentLink = (secret: string, p: PaymentLinkProof) =>
  hmac(secret, `${p.paymentLinkId}|${p.referenceId}|${p.status}|${p.paymentId}`);

export const signWebhook = (secret: string, rawBody: string) => hmac(secret, rawBody);
