import { getJson, postForm, type ApiResponse, type RequestOptions } from '../../../lib/api-client';
import type { LeadError, LeadOk, LeadRequest, PincodeArea } from '@vahanhaat/contract/http/catalog';

export const CREATE_LEAD_PATH = '/user/create-lead';
export const PIN_LENGTH = 6;

export const pincodePath = (pincode: string) => `/users/api/pincode/${encodeURIComponent(pincode)}/`;

// The lead form's answers are the contract's (packages/contract/src/http/catalog.ts).
export type { PincodeArea } from '@vahanhaat/contract/http/catalog';

export type PincodeLookup = { found: true; area: PincodeArea } | { found: false; msg: string };

/** Spec §3: a list whose first item has state and district; anything else is a miss with the server's msg. */
export async function lookupPincode(pincode: string, options?: RequestOptions): Promise<PincodeLookup> {
  const body = await getJson<PincodeArea[]>(pincodePath(pincode), { ...options, authRedirect: false });
  const first = body.status === 200 && Array.isArray(body.data) ? body.data[0] : undefined;
  if (first?.state && first.district) return { found: true, area: { state: first.state, district: first.district } };
  return { found: false, msg: body.msg ?? '' };
}

export interface LeadFields {
  name: string;
  phone: string;
  state: string;
  /** The district, sent as city (spec §3). */
  district: string;
}

/** Accepted ({success, msg}) or refused ({error, msg}). */
export type LeadResponse = ApiResponse & Partial<Pick<LeadOk, 'success'> & Pick<LeadError, 'error'>>;

/** The lead form's call-back request; the trade-advance interest is always set (spec §3). */
export function createLead(fields: LeadFields, options?: RequestOptions): Promise<LeadResponse> {
  const request: LeadRequest = { name: fields.name, phone: fields.phone, state: fields.state, city: fields.district, ta_interest: true };
  return postForm(CREATE_LEAD_PATH, request, { ...options, authRedirect: false });
}

/** A signed-in buyer accepting the trade-advance offer sends only the phone (spec §4, §7). */
export function createLeadForPhone(phone: string, options?: RequestOptions): Promise<LeadResponse> {
  const request: LeadRequest = { phone };
  return postForm(CREATE_LEAD_PATH, request, { ...options, authRedirect: false });
}

/** The text the lead form shows for a refused request (spec §8: the response's error text). */
export function leadErrorText(body: LeadResponse, fallback: string): string {
  return body.error || body.msg || fallback;
}
