import { getJson, type RequestOptions } from '../../../lib/api-client';
import { adminGet, adminSend, query } from '../../admin/api/http';
import type { Paged } from '../../admin/api/types';

export const REJECT_REASONS = ['unreadable', 'cut_off', 'wrong_document', 'details_mismatch', 'other'] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];
export type ReviewStatus = 'pending' | 'verified' | 'rejected';
export type DocumentKind = 'aadhar_front' | 'aadhar_back' | 'pan_front';

interface Person {
  user_id: number;
  name: string;
  phone: string;
}

export interface QueueRow {
  id: number;
  kind: DocumentKind;
  mime: string;
  size_bytes: number;
  status: ReviewStatus;
  uploaded_at: string;
  buyer: Person;
  state: string | null;
  reviewed_at: string | null;
  reviewed_by: Person | null;
  reject_reason: RejectReason | null;
  reject_note: string | null;
  file_url: string;
}

export interface QueueFilter {
  status?: ReviewStatus | undefined;
  state_id?: string | undefined;
  kind?: DocumentKind | undefined;
  page_no?: number | undefined;
}

export const kycQueue = (f: QueueFilter, signal?: AbortSignal) => adminGet<Paged<QueueRow>>(`/admin/kyc/documents${query({ ...f })}`, signal);
export const verifyDocument = (id: number) => adminSend<QueueRow>('POST', `/admin/kyc/documents/${id}/verify`);
export const rejectDocument = (id: number, reason: RejectReason, note: string) =>
  adminSend<QueueRow>('POST', `/admin/kyc/documents/${id}/reject`, note ? { reason, note } : { reason });

export interface FinancierSetting {
  id: number;
  name: string;
  is_active: boolean;
  requires_verified_kyc: boolean;
}
export const financierSettings = (signal?: AbortSignal) => adminGet<FinancierSetting[]>('/admin/kyc/financiers', signal);
export const setFinancierRequirement = (id: number, required: boolean) =>
  adminSend<FinancierSetting[]>('POST', `/admin/kyc/financiers/${id}`, { requires_verified_kyc: required });

export interface KycStatus {
  required: boolean;
  verified: boolean;
  state: 'verified' | 'pending' | 'rejected' | 'missing';
  can_quote: boolean;
}
export async function kycStatus(assetId: number, options?: RequestOptions): Promise<KycStatus | undefined> {
  const body = await getJson<KycStatus>(`/user/kyc-status?asset_id=${assetId}`, options);
  return body.status === 200 ? body.data : undefined;
}
