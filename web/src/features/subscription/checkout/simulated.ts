import { i18n } from '../../../lib/i18n';
import type { CheckoutOutcome, CheckoutRequest } from './types';

/** Mirrors the server's simulated checkout page, which posts its result under this source. */
export const SIMULATED_MESSAGE_SOURCE = 'vahanhaat-simulated-checkout';
const WINDOW_NAME = 'vahanhaat-checkout';
const CLOSED_POLL_MS = 400;

interface SimulatedMessage {
  source: string;
  outcome: 'paid' | 'failed';
  response?: { razorpay_payment_id?: string; razorpay_order_id?: string; razorpay_signature?: string };
}

function isSimulatedMessage(data: unknown): data is SimulatedMessage {
  return Boolean(data && typeof data === 'object' && (data as SimulatedMessage).source === SIMULATED_MESSAGE_SOURCE);
}

/**
 * Opens the checkout window while the click still counts as the payer's own action: browsers
 * block windows opened after an await. Null when blocked.
 */
export function openCheckoutWindow(): Window | null {
  const popup = window.open('', WINDOW_NAME, 'popup,width=440,height=720');
  try {
    if (popup) popup.document.body.textContent = i18n.t('common.loading');
  } catch {
    // A window left over from an earlier payment may be on the checkout page already.
  }
  return popup;
}

export function checkoutPageUrl(checkoutUrl: string, orderId: string, callbackUrl?: string): string {
  const query = new URLSearchParams({ order_id: orderId });
  if (callbackUrl) query.set('callback_url', callbackUrl);
  return `${checkoutUrl}?${query.toString()}`;
}

/**
 * The simulated gateway's page in `popup`; it posts the signed result back to this window
 * (window.opener) and closes itself. Closing it without paying is a dismissal.
 */
export function openSimulated(popup: Window, checkoutUrl: string, request: CheckoutRequest): Promise<CheckoutOutcome> {
  popup.location.href = checkoutPageUrl(checkoutUrl, request.order.order_id);
  popup.focus();
  return new Promise<CheckoutOutcome>((resolve) => {
    let closedSeen = false;
    const finish = (outcome: CheckoutOutcome) => {
      window.removeEventListener('message', onMessage);
      clearInterval(timer);
      resolve(outcome);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== popup || !isSimulatedMessage(event.data)) return;
      const { outcome, response } = event.data;
      if (outcome === 'paid' && response?.razorpay_payment_id && response.razorpay_order_id && response.razorpay_signature) {
        finish({
          kind: 'paid',
          proof: { paymentId: response.razorpay_payment_id, orderId: response.razorpay_order_id, signature: response.razorpay_signature },
        });
        return;
      }
      window.alert(i18n.t('payment.failed'));
      finish({ kind: 'failed' });
    };
    // The page posts its result just before closing: one more poll lets that message arrive first.
    const timer = setInterval(() => {
      if (!popup.closed) return;
      if (closedSeen) finish({ kind: 'dismissed' });
      closedSeen = true;
    }, CLOSED_POLL_MS);
    window.addEventListener('message', onMessage);
  });
}
