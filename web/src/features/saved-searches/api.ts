import { postEmpty, postJson, type ApiResponse } from '../../lib/api-client';

export const SAVED_SEARCHES_PATH = '/client/api/saved-searches';
export const CREATE_SEARCH_PATH = '/client/api/saved-searches/create';
export const DELETE_SEARCH_PATH = '/client/api/saved-searches/delete';
export const SEARCH_MATCHES_PATH = '/client/api/saved-searches/matches';
const SEGMENTS_PATH = '/auctions/api/get-segment-with-type-count';
const STATES_PATH = '/auctions/get-all-states-open-api';

export const GRADES = ['A', 'B', 'C', 'D', 'E'] as const;

export interface SearchCriteria {
  segment_id?: number;
  make?: string;
  model?: string;
  year_from?: number;
  year_to?: number;
  state_id?: number;
  district?: string;
  price_min?: number;
  price_max?: number;
  grade?: string;
}

export interface SavedSearch {
  id: number;
  segment_id: number | null;
  segment: string | null;
  make: string | null;
  model: string | null;
  year_from: number | null;
  year_to: number | null;
  state_id: number | null;
  state: string | null;
  district: string | null;
  price_min: number | null;
  price_max: number | null;
  grade: string | null;
  created_at: string;
  matching: number;
  new_count: number;
}

export interface SearchMatch {
  asset_id: number;
  c_auction_id: number;
  lot_no: number;
  make: string;
  model: string;
  year: number;
  yard_location: string;
  yard_district: string;
  state: string;
  price: number;
  starts_at: string;
  ends_at: string;
  is_new: boolean;
}

export interface Option {
  id: number;
  name: string;
}

export async function savedSearches(signal?: AbortSignal): Promise<SavedSearch[] | undefined> {
  const body = await postEmpty<SavedSearch[]>(SAVED_SEARCHES_PATH, { signal });
  return body.status === 200 ? body.data : undefined;
}

export function createSearch(criteria: SearchCriteria): Promise<ApiResponse<{ id: number }>> {
  return postJson<{ id: number }>(CREATE_SEARCH_PATH, criteria);
}

export function deleteSearch(id: number): Promise<ApiResponse<{ id: number }>> {
  return postJson<{ id: number }>(DELETE_SEARCH_PATH, { id });
}

export async function searchMatches(id: number, signal?: AbortSignal): Promise<SearchMatch[] | undefined> {
  const body = await postJson<SearchMatch[]>(SEARCH_MATCHES_PATH, { id }, { signal });
  return body.status === 200 ? body.data : undefined;
}

export async function searchOptions(signal?: AbortSignal): Promise<{ segments: Option[]; states: Option[] }> {
  const [segments, states] = await Promise.all([
    postJson<{ segments: { segment_id: number | null; segment: string }[] }>(SEGMENTS_PATH, {}, { signal, authRedirect: false }),
    postEmpty<{ id: number | string; name: string }[]>(STATES_PATH, { signal, authRedirect: false }),
  ]);
  return {
    segments: (segments.data?.segments ?? []).flatMap((s) => (s.segment_id === null ? [] : [{ id: s.segment_id, name: s.segment }])),
    states: (Array.isArray(states.data) ? states.data : []).map((s) => ({ id: Number(s.id), name: s.name })),
  };
}
