import { postEmpty, postForm, type ApiResponse, type RequestOptions } from '../../../lib/api-client';
import type { SessionUser } from '../../session/atoms';
import type { TenurePlans } from '../plan-math';

export const PLANS_PATH = '/subscriptions/get-simplified-plan-details-for-subscription';
export const PAYMENT_CONFIG_PATH = '/subscriptions/payment-config';
export const CREATE_SUBSCRIPTION_PATH = '/subscriptions/subscription-creation-by-user';
export const VERIFY_PAYMENT_PATH = '/subscriptions/verify-user-payment';

/** Plans by tenure; null when they could not be loaded (the modal then says so). */
export async function getPlans(options?: RequestOptions): Promise<TenurePlans[] | null> {
  const body = await postEmpty<TenurePlans[]>(PLANS_PATH, { ...options, authRedirect: false });
  return body.status === 200 && Array.isArray(body.data) ? body.data : null;
}

export type GatewayName = 'simulated' | 'razorpay';

export interface PaymentConfig {
  gateway: GatewayName;
  key: string;
  /** The simulated gateway's checkout page; null for Razorpay. */
  checkout_url: string | null;
}

export async function getPaymentConfig(options?: RequestOptions): Promise<PaymentConfig | null> {
  const body = await postEmpty<PaymentConfig>(PAYMENT_CONFIG_PATH, { ...options, authRedirect: false });
  return body.status === 200 && body.data ? body.data : null;
}

export interface SubscriptionOrder {
  razorpay_key: string;
  subscription_id: number;
  /** Rupees. */
  payment_amount: number;
  order_id: string;
  gateway?: GatewayName;
  checkout_url?: string | null;
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
  return postForm<never>(
    CREATE_SUBSCRIPTION_PATH,
    {
      phone: fields.phone,
      plan_id: fields.planId,
      payment_amount: fields.amount,
      remarks: fields.remarks,
      plan_term: JSON.stringify({ [fields.term]: fields.amount }),
    },
    options,
  ) as Promise<ApiResponse<never> & Partial<SubscriptionOrder>>;
}

/** The tax lines of what was paid, from its invoice or receipt. */
export interface PaidTax {
  document: 'tax_invoice' | 'receipt';
  rate_bp: number;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  round_off_paise: number;
  total_paise: number;
}

/** The verified subscription (spec §3 'Subscription verification response'). */
export interface VerifiedSubscription {
  subscription_id?: number;
  plan_name?: string;
  plan_term: string;
  /** Rupees actually charged: the plan price, plus GST where prices exclude it. */
  final_amount: number;
  plan_price?: number;
  tax?: PaidTax | null;
  start_time?: string | null;
  end_time?: string | null;
  subscription_end_date: string | null;
  phone: string;
  /** The account's new subscription fields, for SUBSCRIPTION_UPDATE. */
  user?: Partial<SessionUser>;
}

export interface CheckoutProof {
  paymentId: string;
  orderId: string;
  signature: string;
}

export function verifyUserPayment(subscriptionId: number, phone: string, proof: CheckoutProof, options?: RequestOptions) {
  return postForm<never>(
    VERIFY_PAYMENT_PATH,
    {
      payment_id: proof.paymentId,
      subscription_id: subscriptionId,
      phone,
      signature: proof.signature,
      order_id: proof.orderId,
    },
    options,
  ) as Promise<ApiResponse<never> & Partial<VerifiedSubscription>>;
}
