import { ROUTES } from '../../../lib/routes';
import { openRazorpay } from './razorpay';
import { checkoutPageUrl, openCheckoutWindow, openSimulated } from './simulated';
import type { PaymentConfig, SubscriptionOrder } from '../api/subscription';
import type { CheckoutOutcome, CheckoutRequest } from './types';

export type { CheckoutOutcome, CheckoutRequest } from './types';
export { openCheckoutWindow } from './simulated';

/** Where the simulated checkout sends a payer back when no window could be opened for it. */
export function checkoutReturnUrl(subscriptionId: number): string {
  return `${ROUTES.subscriptionPlans}?${new URLSearchParams({ subscription_id: String(subscriptionId) }).toString()}`;
}

/**
 * Opens the active gateway for `order` (spec §4). `popup` is the window opened during the click
 * for the simulated gateway, if any.
 */
export function runCheckout(request: CheckoutRequest, config: PaymentConfig | null, popup: Window | null): Promise<CheckoutOutcome> {
  const order: SubscriptionOrder = request.order;
  const gateway = order.gateway ?? config?.gateway ?? 'razorpay';
  if (gateway === 'razorpay') {
    popup?.close();
    return openRazorpay(request);
  }
  const checkoutUrl = order.checkout_url ?? config?.checkout_url;
  if (!checkoutUrl) throw new Error('the simulated gateway did not name its checkout page');
  const checkoutWindow = popup && !popup.closed ? popup : openCheckoutWindow();
  if (checkoutWindow) return openSimulated(checkoutWindow, checkoutUrl, request);
  // No window allowed: pay on the checkout page itself; it returns here with the signed result.
  window.location.assign(checkoutPageUrl(checkoutUrl, order.order_id, checkoutReturnUrl(order.subscription_id)));
  return new Promise<CheckoutOutcome>(() => {});
}
