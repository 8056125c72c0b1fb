import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../lib/query';
import { toast } from '../../lib/toast';
import { useAtomValue } from '../../lib/use-atom';
import { userAtom } from '../session/atoms';
import { openCheckoutWindow, runCheckout } from '../subscription/checkout';
import { fetchDepositAccount, startTopUp, verifyTopUp } from './api/deposits';

/**
 * A deposit top-up: the server's order, the gateway's checkout (Razorpay, or the simulated page
 * in a window), then the signed result verified. Resolves true once the deposit is credited (and
 * the cached deposit accounts are read again).
 */
export function useTopUp() {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const [paying, setPaying] = useState(false);
  const client = useQueryClient();

  const topUp = useCallback(
    async (amount: number, gateway: 'simulated' | 'razorpay' | null, opts: { raiseToMin?: boolean } = {}): Promise<boolean> => {
      // Before any await: a window opened later would be taken for a pop-up and blocked.
      const popup = gateway !== 'razorpay' ? openCheckoutWindow() : null;
      setPaying(true);
      try {
        let toPay = amount;
        if (opts.raiseToMin) {
          // A small shortfall is paid as the smallest top-up the server takes.
          const acct = await fetchDepositAccount();
          if (acct.status === 200 && acct.data) toPay = Math.max(amount, acct.data.topup_min);
        }
        const started = await startTopUp(toPay);
        if (started.status !== 200 || !started.data) {
          popup?.close();
          toast.error(started.msg || t('common.somethingWentWrong'));
          return false;
        }
        const o = started.data;
        const order = {
          razorpay_key: o.key,
          subscription_id: o.payment_id,
          payment_amount: o.amount,
          order_id: o.order_id,
          gateway: o.gateway,
          checkout_url: o.checkout_url,
        };
        const phone = user?.phone ?? '';
        const outcome = await runCheckout({ order, phone, description: t('deposit.checkoutDescription') }, null, popup);
        if (outcome.kind !== 'paid') return false;
        const verified = await verifyTopUp(outcome.proof);
        if (verified.status !== 200) {
          toast.error(verified.msg || t('common.somethingWentWrong'));
          return false;
        }
        toast.success(verified.msg || t('deposit.added'));
        // The balance, the limit and every auction's notice read it again.
        await client.invalidateQueries({ queryKey: queryKeys.depositAccount.all() });
        return true;
      } catch (error) {
        popup?.close();
        console.error('deposit top-up failed', error);
        toast.error(t('common.somethingWentWrong'));
        return false;
      } finally {
        setPaying(false);
      }
    },
    [t, user, client],
  );

  return { topUp, paying };
}
