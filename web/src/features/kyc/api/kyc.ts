import { getJson, type RequestOptions } from '../../../lib/api-client';
import { adminGet, adminSend, query } from '../../admin/api/http';
import type { Paged } from '../../admin/api/types';
import type { FinancierSetting, KycStatus, QueueQuery, QueueRow } from '@vahanhaat/contract/http/kyc';
import type { RejectReason } from '@vahanhaat/contract/http/vocabulary';

export { REJECT_REASONS } from '@vahanhaat/contract/http/vocabulary';
export type { DocumentKind, RejectReason, ReviewStatus } from '@vahanhaat/contract/http/vocabulary';
export type { FinancierSetting, KycStatus, QueueRow } from '@vahanhaat/contract/http/kyc';

/** The queue's filter as the page holds it: the query's fields, the state as typed. */
export type QueueFilter = Partial<Pick<QueueQuery, 'status' | 'kind' | 'page_no'>> & Partial<Record<'state_id', string>>;

export const kycQueue = (f: QueueFilter, signal?: AbortSignal) =>
  adminGet<Paged<QueueRow>>(`/admin/kyc/documents${query({ ...f })}`, signal);
export const verifyDocument = (id: number) => adminSend<QueueRow>('POST', `/admin/kyc/documents/${id}/verify`);
export const rejectDocument = (id: number, reason: RejectReason, note: string) =>
  adminSend<QueueRow>('POST', `/admin/kyc/documents/${id}/reject`, note ? { reason, note } : { reason });

export const financierSettings = (signal?: AbortSignal) => adminGet<FinancierSetting[]>('/admin/kyc/financiers', signal);
export const setFinancierRequirement = (id: number, required: boolean) =>
  adminSend<FinancierSetting[]>('POST', `/admin/kyc/financiers/${id}`, { requires_verified_kyc: required });

export async function kycStatus(assetId: number, options?: RequestOptions): Promise<KycStatus | undefined> {
  const body = await getJson<KycStatus>(`/user/kyc-status?asset_id=${assetId}`, options);
  return body.status === 200 ? body.data : undefined;
}
