import { useSetAtom } from 'jotai';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { sessionAtom } from '../session/atoms';
import {
  createSubscription,
  verifyUserPayment,
  type CheckoutProof,
  type PaymentConfig,
  type SubscriptionOrder,
  type VerifiedSubscription,
} from './api/subscription';
import { openCheckoutWindow, runCheckout } from './checkout';
import { termKey, tenureMonths, type PlanPrice, type TenurePlans } from './plan-math';

const SUBSCRIPTION_REMARKS = 'Subscription by user';

export interface SubscribeInput {
  phone: string;
  name?: string;
  tenure: TenurePlans;
  option: PlanPrice;
}

/** Verifies a checkout payment and updates the session's subscription (spec §4). */
export function useVerifyPayment() {
  const { t } = useTranslation();
  const dispatch = useSetAtom(sessionAtom);
  return useCallback(
    async (subscriptionId: number, phone: string, proof: CheckoutProof): Promise<VerifiedSubscription | null> => {
      const body = await verifyUserPayment(subscriptionId, phone, proof);
      if (body.status !== 200 || body.plan_term === undefined) {
        toast.error(body.msg || t('common.somethingWentWrong'));
        return null;
      }
      const result = body as VerifiedSubscription;
      dispatch({
        type: 'SUBSCRIPTION_UPDATE',
        user: result.user ?? { is_subscribed: true, subscription_end_date: result.subscription_end_date },
      });
      return result;
    },
    [dispatch, t],
  );
}

/**
 * Pay & Subscribe: create the subscription, open the gateway, verify. Resolves with the verified
 * subscription, or null when it failed, was refused or the payer closed the checkout.
 */
export function useSubscribe(config: PaymentConfig | null) {
  const { t } = useTranslation();
  const verify = useVerifyPayment();
  const [paying, setPaying] = useState(false);

  const subscribe = async ({ phone, name, tenure, option }: SubscribeInput): Promise<VerifiedSubscription | null> => {
    // Before any await: a window opened later would be taken for a pop-up and blocked.
    const popup = config?.gateway === 'simulated' ? openCheckoutWindow() : null;
    setPaying(true);
    try {
      const created = await createSubscription({
        phone,
        planId: option.plan_id,
        amount: option.price_by_plan,
        term: termKey(tenureMonths(tenure.month)),
        remarks: SUBSCRIPTION_REMARKS,
      });
      if (created.status !== 200 || !created.order_id || !created.subscription_id) {
        popup?.close();
        toast.error(created.msg || t('common.somethingWentWrong'));
        return null;
      }
      const order = created as SubscriptionOrder;
      const description = t('payment.description', { term: t('plans.months', { count: tenureMonths(tenure.month) }) });
      const outcome = await runCheckout({ order, phone, name, description }, config, popup);
      if (outcome.kind !== 'paid') return null;
      return await verify(order.subscription_id, phone, outcome.proof);
    } catch (error) {
      popup?.close();
      console.error('subscription payment failed', error);
      toast.error(t('common.somethingWentWrong'));
      return null;
    } finally {
      setPaying(false);
    }
  };

  return { subscribe, paying };
}
