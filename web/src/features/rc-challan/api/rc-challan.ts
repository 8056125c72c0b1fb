import { postJson, type RequestOptions } from '../../../lib/api-client';

/**
 * The records module (server/src/modules/records): POST with {registration_number}; 404 with a
 * msg when nothing is on file. Only vehicles listed on our auctions have records.
 */
export const RC_LOOKUP_PATH = '/user/rc-challan/lookup';
export const RC_HISTORY_PATH = '/user/rc-challan/history';

export interface RcSummary {
  owner: string;
  maker_model: string;
  vehicle_class: string;
  fuel: string;
  registration_date: string | null;
  rto: string;
  insurance_upto: string | null;
  fitness_upto: string | null;
  financier: string;
  fetched_at: string;
}

export interface Challan {
  challan_no: string;
  issued_at: string;
  offence: string;
  place: string;
  amount: number;
  status: string;
}

export interface RcResult {
  registration_number: string;
  rc: RcSummary;
  challans: Challan[];
  pending_challan_count: number;
  pending_challan_amount: number;
}

export interface RecentLookup {
  registration_number: string;
  looked_up_at: string;
}

export type LookupAnswer = { kind: 'found'; data: RcResult } | { kind: 'none' | 'invalid' | 'error'; msg?: string };

export async function lookupRc(registrationNumber: string, options?: RequestOptions): Promise<LookupAnswer> {
  const body = await postJson<RcResult>(RC_LOOKUP_PATH, { registration_number: registrationNumber }, options);
  if (body.status === 200 && body.data) return { kind: 'found', data: body.data };
  if (body.status === 404) return { kind: 'none', msg: body.msg };
  if (body.status === 400) return { kind: 'invalid', msg: body.msg };
  return { kind: 'error', msg: body.msg };
}

/** 'unavailable' when the server has no RC service at all (its 404 for an unknown route). */
export type HistoryAnswer = { kind: 'ok'; data: RecentLookup[] } | { kind: 'unavailable' } | { kind: 'error' };

export async function recentLookups(options?: RequestOptions): Promise<HistoryAnswer> {
  const body = await postJson<RecentLookup[]>(RC_HISTORY_PATH, {}, options);
  if (body.status === 200 && Array.isArray(body.data)) return { kind: 'ok', data: body.data };
  return body.status === 404 ? { kind: 'unavailable' } : { kind: 'error' };
}

/** 'mh 12-ab 1234' → 'MH12AB1234': the server's normal form, so the same number reads the same. */
export function normaliseRegistration(raw: string): string {
  return raw.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** State code, RTO number, optional series, number (the server's own pattern). */
export const REGISTRATION_PATTERN = /^[A-Z]{2}\d{1,2}[A-Z]{0,3}\d{1,4}$/;
