import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useAtomValue } from '../../lib/use-atom';
import { useLatest } from '../../lib/use-latest';
import { sessionAtom } from '../session/atoms';
import { useVerifyPayment } from './use-subscribe';
import type { VerifiedSubscription } from './api/subscription';

/**
 * When no checkout window could be opened the payer paid on the checkout page itself, which sends
 * them back here with the signed result in the query (see checkoutReturnUrl): verify it once.
 */
export function useCheckoutReturn(onVerified: (result: VerifiedSubscription) => void): void {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const { user, loading } = useAtomValue(sessionAtom);
  const verify = useVerifyPayment();
  // Read when the returned payment is verified; a new function from the caller is no new payment.
  const latest = useLatest({ onVerified, verify, path, navigate });

  useEffect(() => {
    const query = new URLSearchParams(search);
    const subscriptionId = Number(query.get('subscription_id'));
    const paymentId = query.get('razorpay_payment_id');
    const orderId = query.get('razorpay_order_id');
    const signature = query.get('razorpay_signature');
    if (loading || !user?.phone || !subscriptionId || !paymentId || !orderId || !signature) return;
    // Drop the query first, so a reload does not verify the same payment again.
    const { onVerified: done, verify: check, path: here, navigate: go } = latest.current;
    go(here, { replace: true });
    check(subscriptionId, user.phone, { paymentId, orderId, signature })
      .then((result) => result && done(result))
      .catch((error: unknown) => console.error('verifying the returned payment failed', error));
  }, [search, loading, user?.phone, latest]);
}
