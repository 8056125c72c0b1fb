import { postEmpty, postForm, type ApiResponse, type RequestOptions } from '../../../lib/api-client';
import type {
  CreateSubscriptionBody,
  PaymentConfig,
  SubscriptionOrder,
  TenurePlans,
  VerifiedSubscription,
  VerifyPaymentBody,
} from '@vahanhaat/contract/http/billing';

export const PLANS_PATH = '/subscriptions/get-simplified-plan-details-for-subscription';
export const PAYMENT_CONFIG_PATH = '/subscriptions/payment-config';
export const CREATE_SUBSCRIPTION_PATH = '/subscriptions/subscription-creation-by-user';
export const VERIFY_PAYMENT_PATH = '/subscriptions/verify-user-payment';

// The subscription's answers are the contract's (packages/contract/src/http/billing.ts).
export type { GatewayName, PaidTax, PaymentConfig, SubscriptionOrder, VerifiedSubscription } from '@vahanhaat/contract/http/billing';

/** Plans by tenure; null when they could not be loaded (the modal then says so). */
export async function getPlans(options?: RequestOptions): Promise<TenurePlans[] | null> {
  const body = await postEmpty<TenurePlans[]>(PLANS_PATH, { ...options, authRedirect: false });
  return body.status === 200 && Array.isArray(body.data) ? body.data : null;
}

export async function getPaymentConfig(options?: RequestOptions): Promise<PaymentConfig | null> {
  const body = await postEmpty<PaymentConfig>(PAYMENT_CONFIG_PATH, { ...options, authRedirect: false });
  return body.status === 200 && body.data ? body.data : null;
}

export interface CreateSubscriptionFields {
  phone: string;
  planId: number;
  amount: number;
  /** '12_months' and the like. */
  term: string;
  remarks: string;
}

/** Spec §7: plan_term is a JSON object keyed by the term with the price. */
export function createSubscription(fields: CreateSubscriptionFields, options?: RequestOptions) {
  const request: Record<keyof CreateSubscriptionBody, string | number> = {
    phone: fields.phone,
    plan_id: fields.planId,
    payment_amount: fields.amount,
    remarks: fields.remarks,
    plan_term: JSON.stringify({ [fields.term]: fields.amount }),
  };
  return postForm<never>(CREATE_SUBSCRIPTION_PATH, request, options) as Promise<ApiResponse<never> & Partial<SubscriptionOrder>>;
}

export interface CheckoutProof {
  paymentId: string;
  orderId: string;
  signature: string;
}

export function verifyUserPayment(subscriptionId: number, phone: string, proof: CheckoutProof, options?: RequestOptions) {
  const request: VerifyPaymentBody = {
    payment_id: proof.paymentId,
    subscription_id: subscriptionId,
    phone,
    signature: proof.signature,
    order_id: proof.orderId,
  };
  return postForm<never>(VERIFY_PAYMENT_PATH, request, options) as Promise<ApiResponse<never> & Partial<VerifiedSubscription>>;
}
