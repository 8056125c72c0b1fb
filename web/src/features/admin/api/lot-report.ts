import { adminGet, adminSend } from './http';
import type { ConditionReport, LotDocuments, PhotoSlot } from '../../lot/api/lot';
import type { Lot, Photo } from './types';
import type { ReportBody } from '@vahanhaat/contract/http/admin-lot-report';

/** The report as the inspector's form sends it: the contract's body (a tyre carries its tread left, the others a status). */
export type ReportInput = ReportBody;

export const getLotReport = (lotId: number, signal?: AbortSignal) => adminGet<ConditionReport>(`/admin/lots/${lotId}/report`, signal);
export const saveLotReport = (lotId: number, input: ReportInput) => adminSend<ConditionReport>('PUT', `/admin/lots/${lotId}/report`, input);
export const saveLotDocuments = (lotId: number, input: Record<string, string | number>) =>
  adminSend<LotDocuments>('PUT', `/admin/lots/${lotId}/documents`, input);
export const editPhoto = (lotId: number, photoId: number, set: { slot?: PhotoSlot; caption?: string }) =>
  adminSend<Photo[]>('PATCH', `/admin/lots/${lotId}/photos/${photoId}`, set);

export const getAdminLot = (lotId: number, signal?: AbortSignal) => adminGet<Lot>(`/admin/lots/${lotId}`, signal);
