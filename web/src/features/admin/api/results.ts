import { adminGet, adminSend, query } from './http';
import type { LotResult, Paged, ResultRow } from './types';

export interface ResultFilter {
  auction_id?: string | undefined;
  financier_id?: string | undefined;
  state_id?: string | undefined;
  result?: Exclude<LotResult, 'none'> | undefined;
  page_no?: number | undefined;
}

export type ResultAction = 'approve' | 'reject' | 'counter' | 'payment' | 'backout' | 'offer-h2';

const AWAITING: LotResult[] = ['approval_pending', 'countered', 'offered_h2'];

/** Which decisions the server allows from a result (results-service ACTIONS). */
export function actionsFor(result: LotResult): ResultAction[] {
  if (AWAITING.includes(result)) return ['approve', 'counter', 'reject', 'backout'];
  if (result === 'approved') return ['payment', 'backout'];
  if (result === 'backed_out') return ['offer-h2'];
  return [];
}

export const listResults = (f: ResultFilter, signal?: AbortSignal) => adminGet<Paged<ResultRow>>(`/admin/results${query({ ...f })}`, signal);
export const resultsCsvUrl = (f: Omit<ResultFilter, 'page_no'>) => `/admin/results.csv${query({ ...f })}`;
export const decide = (assetId: number, action: ResultAction, body: Record<string, string | number> = {}) =>
  adminSend<ResultRow>('POST', `/admin/results/${assetId}/${action}`, body);
