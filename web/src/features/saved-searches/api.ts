import { postEmpty, postJson, type ApiResponse } from '../../lib/api-client';
import type { CreateSearch, SavedSearch, SearchIdBody, SearchMatch } from '@vahanhaat/contract/http/alerts';
import type { SegmentCounts, StateItem } from '@vahanhaat/contract/http/catalog';

export const SAVED_SEARCHES_PATH = '/client/api/saved-searches';
export const CREATE_SEARCH_PATH = '/client/api/saved-searches/create';
export const DELETE_SEARCH_PATH = '/client/api/saved-searches/delete';
export const SEARCH_MATCHES_PATH = '/client/api/saved-searches/matches';
const SEGMENTS_PATH = '/auctions/api/get-segment-with-type-count';
const STATES_PATH = '/auctions/get-all-states-open-api';

export { GRADES } from '@vahanhaat/contract/http/vocabulary';

// Saved searches and their matches are the contract's (packages/contract/src/http/alerts.ts).
export type { SavedSearch, SearchMatch } from '@vahanhaat/contract/http/alerts';
/** A search's criteria, as the form sends them: every field optional. */
export type SearchCriteria = CreateSearch;

export interface Option {
  id: number;
  name: string;
}

export async function savedSearches(signal?: AbortSignal): Promise<SavedSearch[] | undefined> {
  const body = await postEmpty<SavedSearch[]>(SAVED_SEARCHES_PATH, { signal });
  return body.status === 200 ? body.data : undefined;
}

export function createSearch(criteria: SearchCriteria): Promise<ApiResponse<SearchIdBody>> {
  return postJson<SearchIdBody>(CREATE_SEARCH_PATH, criteria);
}

export function deleteSearch(id: number): Promise<ApiResponse<SearchIdBody>> {
  return postJson<SearchIdBody>(DELETE_SEARCH_PATH, { id } satisfies SearchIdBody);
}

export async function searchMatches(id: number, signal?: AbortSignal): Promise<SearchMatch[] | undefined> {
  const body = await postJson<SearchMatch[]>(SEARCH_MATCHES_PATH, { id } satisfies SearchIdBody, { signal });
  return body.status === 200 ? body.data : undefined;
}

export async function searchOptions(signal?: AbortSignal): Promise<{ segments: Option[]; states: Option[] }> {
  const [segments, states] = await Promise.all([
    postJson<SegmentCounts>(SEGMENTS_PATH, {}, { signal, authRedirect: false }),
    postEmpty<StateItem[]>(STATES_PATH, { signal, authRedirect: false }),
  ]);
  return {
    segments: (segments.data?.segments ?? []).flatMap((s) => (s.segment_id === null ? [] : [{ id: s.segment_id, name: s.segment }])),
    states: (Array.isArray(states.data) ? states.data : []).map((s) => ({ id: Number(s.id), name: s.name })),
  };
}
