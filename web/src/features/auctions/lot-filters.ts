import { CONDITION_GRADES, LOT_SORTS, type LotFilters, type LotSort } from './api/auction-lots';

const NUMBER_KEYS = ['year_from', 'year_to', 'price_min', 'price_max'] as const;

/** The lot filters carried in the URL: unknown or malformed values are left out, not sent. */
export function filtersFromSearch(params: URLSearchParams): LotFilters {
  const filters: LotFilters = {};
  const make = params.get('make')?.trim();
  if (make) filters.make = make;
  const model = params.get('model')?.trim();
  if (model) filters.model = model;
  for (const key of NUMBER_KEYS) {
    const raw = params.get(key);
    const value = raw && /^\d+$/.test(raw) ? Number(raw) : undefined;
    if (value !== undefined) filters[key] = value;
  }
  const grades = (params.get('grade') ?? '')
    .toUpperCase()
    .split(',')
    .filter((g) => (CONDITION_GRADES as readonly string[]).includes(g));
  if (grades.length) filters.grade = grades.join(',');
  const sort = params.get('sort');
  if (LOT_SORTS.includes(sort as LotSort)) filters.sort = sort as LotSort;
  return filters;
}

/** A 1-based page number from the URL; anything else is page 1. */
export function pageFromSearch(params: URLSearchParams): number {
  const raw = params.get('page_no');
  const page = raw && /^\d+$/.test(raw) ? Number(raw) : 1;
  return page >= 1 ? page : 1;
}

/** Writes filters into a copy of the URL's parameters, back on page 1. */
export function withFilters(params: URLSearchParams, filters: LotFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['make', 'model', 'grade', 'sort', ...NUMBER_KEYS] as const) next.delete(key);
  for (const [key, value] of Object.entries(filters)) if (value !== undefined && value !== '') next.set(key, String(value));
  next.set('page_no', '1');
  return next;
}

export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('page_no', String(page));
  return next;
}

/** A positive id from the query (uid, asset_id); null when absent or malformed. */
export function idFromSearch(params: URLSearchParams, name: string): number | null {
  const raw = params.get(name);
  return raw && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}
