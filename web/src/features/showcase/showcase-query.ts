import { filtersFromSearch, pageFromSearch } from '../auctions/lot-filters';
import type { LotFilters } from '../auctions/api/auction-lots';
import type { ListingType } from './api/showcase';

export type GroupBy = 'financier' | 'state';

/** The showcase's state, all of it in the URL (spec §2: user_home_tab_id and user_home). */
export interface ShowcaseQuery {
  tab: string;
  listing: ListingType;
  groupBy: GroupBy;
  state?: string;
  financier?: string;
  key?: string;
  filters: LotFilters;
  page: number;
}

export function readShowcaseQuery(params: URLSearchParams): ShowcaseQuery {
  const listing = params.get('user_home') === 'upcoming' ? 'upcoming' : 'live';
  const text = (name: string) => params.get(name)?.trim() || undefined;
  return {
    tab: text('user_home_tab_id') ?? 'all',
    listing,
    groupBy: params.get('group') === 'state' ? 'state' : 'financier',
    state: text('state'),
    financier: text('financier'),
    key: text('key'),
    filters: filtersFromSearch(params),
    page: pageFromSearch(params),
  };
}

/** With a search word or a lot filter the showcase lists matching lots instead of auctions. */
export function showsLots(q: ShowcaseQuery): boolean {
  return Boolean(q.key) || Object.keys(q.filters).some((k) => k !== 'sort');
}

/** A copy of the parameters with some changed; empty values are removed; back to page 1 unless told. */
export function updateQuery(params: URLSearchParams, changes: Record<string, string | number | undefined>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  if (!('page_no' in changes)) next.delete('page_no');
  return next;
}
