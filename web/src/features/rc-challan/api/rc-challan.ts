import { postJson, type RequestOptions } from '../../../lib/api-client';
import type { LookupBody, RcResult, RecentLookup } from '@vahanhaat/contract/http/records';

/**
 * The records module (server/src/modules/records): POST with {registration_number}; 404 with a
 * msg when nothing is on file. Only vehicles listed on our auctions have records.
 */
export const RC_LOOKUP_PATH = '/user/rc-challan/lookup';
export const RC_HISTORY_PATH = '/user/rc-challan/history';

// The look-up's shapes are the contract's (packages/contract/src/http/records.ts).
export type { Challan, RcResult, RcSummary, RecentLookup } from '@vahanhaat/contract/http/records';

export type LookupAnswer = { kind: 'found'; data: RcResult } | { kind: 'none' | 'invalid' | 'error'; msg?: string };

export async function lookupRc(registrationNumber: string, options?: RequestOptions): Promise<LookupAnswer> {
  const request: LookupBody = { registration_number: registrationNumber };
  const body = await postJson<RcResult>(RC_LOOKUP_PATH, request, options);
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

/** 'mh 12-ab 1234' → 'MH12AB1234', and the pattern it must then match: the server's own rule. */
export { normaliseRegistration, REGISTRATION_PATTERN } from '@vahanhaat/contract/registration';
