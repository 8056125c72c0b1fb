import { BRAND_NAME, THEME_COLOR } from '../../../lib/brand';
import { i18n } from '../../../lib/i18n';
import type { CheckoutOutcome, CheckoutRequest } from './types';

export const RAZORPAY_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpaySuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', handler: (response: unknown) => void): void;
}

type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<boolean> | null = null;

/** Loads Checkout on demand (spec §4), once; a failed load may be retried by the next payment. */
export function loadRazorpay(): Promise<boolean> {
  if (window.Razorpay) return Promise.resolve(true);
  loading ??= new Promise<boolean>((resolve) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_SCRIPT_URL;
    script.async = true;
    script.onload = () => resolve(Boolean(window.Razorpay));
    script.onerror = () => {
      script.remove();
      loading = null;
      resolve(false);
    };
    document.body.appendChild(script);
  });
  return loading;
}

/**
 * Razorpay Checkout. A failed attempt keeps Checkout open for another try, so 'Payment Failed' is
 * shown then and the outcome waits for a success or for the payer closing Checkout.
 */
export async function openRazorpay(request: CheckoutRequest): Promise<CheckoutOutcome> {
  const Razorpay = (await loadRazorpay()) ? window.Razorpay : undefined;
  if (!Razorpay) {
    window.alert(i18n.t('payment.sdkFailed'));
    return { kind: 'dismissed' };
  }
  return new Promise<CheckoutOutcome>((resolve) => {
    let failed = false;
    const checkout = new Razorpay({
      key: request.order.razorpay_key,
      amount: request.order.payment_amount * 100,
      currency: 'INR',
      name: BRAND_NAME,
      description: request.description,
      order_id: request.order.order_id,
      prefill: { contact: request.phone, name: request.name },
      theme: { color: THEME_COLOR },
      handler: (response: RazorpaySuccess) =>
        resolve({
          kind: 'paid',
          proof: { paymentId: response.razorpay_payment_id, orderId: response.razorpay_order_id, signature: response.razorpay_signature },
        }),
      modal: { ondismiss: () => resolve(failed ? { kind: 'failed' } : { kind: 'dismissed' }) },
    });
    checkout.on('payment.failed', () => {
      failed = true;
      window.alert(i18n.t('payment.failed'));
    });
    checkout.open();
  });
}
