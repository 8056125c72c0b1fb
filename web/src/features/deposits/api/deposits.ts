import { getJson, postJson, type ApiResponse } from '../../../lib/api-client';

export type RefundStatus = 'requested' | 'processing' | 'processed' | 'failed';

export interface DepositRefund {
  id: number;
  amount: number;
  status: RefundStatus;
  gateway_refund_id: string | null;
  failure_reason: string | null;
  created_at: string;
  updated_at: string;
}

/** GET /deposits/account: whole rupees throughout. */
export interface DepositAccount {
  balance: number;
  held: number;
  available: number;
  multiple: number;
  platform_multiple: number;
  requires_deposit: boolean | null;
  limit: number;
  in_use: number;
  in_use_open: number;
  in_use_unpaid: number;
  headroom: number;
  refundable: number;
  topup_min: number;
  topup_max: number;
  refunds: DepositRefund[];
}

export interface TopUpOrder {
  payment_id: number;
  order_id: string;
  amount: number;
  gateway: 'simulated' | 'razorpay';
  key: string;
  checkout_url: string | null;
}

export const STATEMENT_URL = (format: 'pdf' | 'csv') => `/deposits/statement?format=${format}`;

export function fetchDepositAccount(auctionId?: number, signal?: AbortSignal): Promise<ApiResponse<DepositAccount>> {
  const query = auctionId ? `?auction_id=${auctionId}` : '';
  return getJson<DepositAccount>(`/deposits/account${query}`, { signal });
}

export function startTopUp(amount: number): Promise<ApiResponse<TopUpOrder>> {
  return postJson<TopUpOrder>('/deposits/top-up', { amount });
}

export function verifyTopUp(proof: { orderId: string; paymentId: string; signature: string }) {
  return postJson<{ amount: number; balance: number }>('/deposits/top-up/verify', {
    order_id: proof.orderId,
    payment_id: proof.paymentId,
    signature: proof.signature,
  });
}

export function requestRefund(amount: number): Promise<ApiResponse<DepositAccount>> {
  return postJson<DepositAccount>('/deposits/refunds', { amount });
}
