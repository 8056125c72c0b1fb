import type { CheckoutProof, SubscriptionOrder } from '../api/subscription';

/** paid: verify with the server. failed: the payer was told 'Payment Failed'. dismissed: closed without paying. */
export type CheckoutOutcome = { kind: 'paid'; proof: CheckoutProof } | { kind: 'failed' } | { kind: 'dismissed' };

export interface CheckoutRequest {
  order: SubscriptionOrder;
  phone: string;
  name?: string;
  description: string;
}
