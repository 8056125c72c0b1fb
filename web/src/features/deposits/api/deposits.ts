import { getJson, postJson, type ApiResponse } from '../../../lib/api-client';
import type { AmountBody, DepositAccount, Moved, TopUpOrder, VerifyTopUpBody } from '@vahanhaat/contract/http/deposits';

// The deposits' shapes are the contract's (packages/contract/src/http/deposits.ts): whole rupees throughout.
export type {
  AdjustBody,
  AdminAccountRow,
  AdminAccounts,
  AdminLedger,
  AdminRefundRow,
  AdminRefunds,
  DepositAccount,
  DepositRefund,
  LedgerEntry,
  RefundStatus,
  TopUpOrder,
} from '@vahanhaat/contract/http/deposits';

export const STATEMENT_URL = (format: 'pdf' | 'csv') => `/deposits/statement?format=${format}`;

export function fetchDepositAccount(auctionId?: number, signal?: AbortSignal): Promise<ApiResponse<DepositAccount>> {
  const query = auctionId ? `?auction_id=${auctionId}` : '';
  return getJson<DepositAccount>(`/deposits/account${query}`, { signal });
}

export function startTopUp(amount: number): Promise<ApiResponse<TopUpOrder>> {
  return postJson<TopUpOrder>('/deposits/top-up', { amount } satisfies AmountBody);
}

export function verifyTopUp(proof: { orderId: string; paymentId: string; signature: string }) {
  const request: VerifyTopUpBody = { order_id: proof.orderId, payment_id: proof.paymentId, signature: proof.signature };
  return postJson<Moved>('/deposits/top-up/verify', request);
}

export function requestRefund(amount: number): Promise<ApiResponse<DepositAccount>> {
  return postJson<DepositAccount>('/deposits/refunds', { amount } satisfies AmountBody);
}
