import { adminGet, adminSend } from './http';
import type { ConditionReport, LotDocuments } from '../../lot/api/lot';
import type { Lot, Photo } from './types';
import type { DocumentsInput } from '@vahanhaat/contract/http/admin-lot-documents';
import type { ReportBody } from '@vahanhaat/contract/http/admin-lot-report';
import type { PhotoEditBody } from '@vahanhaat/contract/http/admin-lots';

/** The report as the inspector's form sends it: the contract's body. */
export type ReportInput = ReportBody;

export const getLotReport = (lotId: number, signal?: AbortSignal) => adminGet<ConditionReport>(`/admin/lots/${lotId}/report`, signal);
export const saveLotReport = (lotId: number, input: ReportInput) => adminSend<ConditionReport>('PUT', `/admin/lots/${lotId}/report`, input);
/** The papers as the form holds them (text; the server reads the number of keys). */
export const saveLotDocuments = (lotId: number, input: Partial<Record<keyof DocumentsInput, string>>) =>
  adminSend<LotDocuments>('PUT', `/admin/lots/${lotId}/documents`, input);
export const editPhoto = (lotId: number, photoId: number, set: PhotoEditBody) =>
  adminSend<Photo[]>('PATCH', `/admin/lots/${lotId}/photos/${photoId}`, set);

export const getAdminLot = (lotId: number, signal?: AbortSignal) => adminGet<Lot>(`/admin/lots/${lotId}`, signal);
