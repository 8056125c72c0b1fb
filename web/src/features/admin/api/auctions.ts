import { adminGet, adminSend, adminUpload, query, type Filter } from './http';
import type { Auction, AuctionDetail, AuctionList, ImportReport, Lot, Photo } from './types';
import type { AuctionCreate, AuctionListQuery } from '@vahanhaat/contract/http/admin-auctions';
import type { LotEdit, LotInput as LotFields, PhotoFileResult, PhotoOrder } from '@vahanhaat/contract/http/admin-lots';

export type AuctionFilter = Filter<AuctionListQuery>;

/** Fields of the auction form as the API takes them (times are ISO 8601 with a zone). */
export type AuctionInput = Partial<Omit<AuctionCreate, 'starts_at' | 'ends_at'> & Record<'starts_at' | 'ends_at', string>>;

/** The lot form's fields as typed (the server reads "1,50,000" as a number); null clears a reserve or a video. */
export type LotInput = Partial<Record<keyof LotFields | keyof LotEdit, string | null>>;

export const IMPORT_TEMPLATE_URL = '/admin/lots/import-template.csv';

export const listAuctions = (f: AuctionFilter, signal?: AbortSignal) => adminGet<AuctionList>(`/admin/auctions${query({ ...f })}`, signal);
export const getAuction = (id: number, signal?: AbortSignal) => adminGet<AuctionDetail>(`/admin/auctions/${id}`, signal);
export const createAuction = (input: AuctionInput) => adminSend<Auction>('POST', '/admin/auctions', input);
export const editAuction = (id: number, input: AuctionInput) => adminSend<Auction>('PATCH', `/admin/auctions/${id}`, input);
export const cancelAuction = (id: number, reason: string) =>
  adminSend<Auction>('POST', `/admin/auctions/${id}/cancel`, reason ? { reason } : {});

export const createLot = (auctionId: number, input: LotInput) => adminSend<Lot>('POST', `/admin/auctions/${auctionId}/lots`, input);
export const editLot = (id: number, input: LotInput) => adminSend<Lot>('PATCH', `/admin/lots/${id}`, input);
export const withdrawLot = (id: number, reason: string) => adminSend<Lot>('POST', `/admin/lots/${id}/withdraw`, reason ? { reason } : {});

/** One file's outcome: refused ones carry a code the console words and the server's reason. */
export type { PhotoFileResult };

export const filesOf = (body: Record<string, unknown> | undefined): PhotoFileResult[] =>
  Array.isArray(body?.files) ? (body.files as PhotoFileResult[]) : [];

/** Each file is accepted or refused on its own; with none accepted the promise rejects (AdminApiError.body.files). */
export async function uploadPhotos(lotId: number, files: readonly File[], slot?: string) {
  const form = new FormData();
  if (slot) form.append('slot', slot);
  for (const f of files) form.append('photo', f);
  const { data, msg, body } = await adminUpload<Photo[]>(`/admin/lots/${lotId}/photos`, form);
  return { data, msg, files: filesOf(body) };
}
export const deletePhoto = (lotId: number, photoId: number) => adminSend<Photo[]>('DELETE', `/admin/lots/${lotId}/photos/${photoId}`);
export const reorderPhotos = (lotId: number, photoIds: number[]) =>
  adminSend<Photo[]>('PUT', `/admin/lots/${lotId}/photos/order`, { photo_ids: photoIds } satisfies PhotoOrder);

/** Bulk import. A file with bad rows answers 400 with the report (AdminApiError.data). */
export function importLots(auctionId: number, file: File, skipInvalid: boolean) {
  const form = new FormData();
  form.append('file', file);
  if (skipInvalid) form.append('skip_invalid', 'true');
  return adminUpload<ImportReport>(`/admin/auctions/${auctionId}/lots/import`, form);
}
