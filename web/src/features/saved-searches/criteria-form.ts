import type { SearchCriteria } from './api';

export type CriteriaFields = Record<keyof SearchCriteria, string>;

export const EMPTY_FIELDS: CriteriaFields = {
  segment_id: '',
  make: '',
  model: '',
  year_from: '',
  year_to: '',
  state_id: '',
  district: '',
  price_min: '',
  price_max: '',
  grade: '',
};

const NUMERIC: (keyof SearchCriteria)[] = ['segment_id', 'year_from', 'year_to', 'state_id', 'price_min', 'price_max'];

/** The form's text as the API's criteria: blanks left out, numbers as numbers (digits only). */
export function criteriaOf(fields: CriteriaFields): SearchCriteria {
  const out: Record<string, string | number> = {};
  for (const [key, raw] of Object.entries(fields) as [keyof SearchCriteria, string][]) {
    const value = raw.trim();
    if (value === '') continue;
    out[key] = NUMERIC.includes(key) ? Number(value.replace(/[^\d]/g, '')) : value;
  }
  return out as SearchCriteria;
}

/** The form prefilled from a page's query (the auction room's filters link here). */
export function fieldsFromQuery(params: URLSearchParams): CriteriaFields {
  const out = { ...EMPTY_FIELDS };
  for (const key of Object.keys(EMPTY_FIELDS) as (keyof CriteriaFields)[]) {
    const value = params.get(key)?.trim();
    if (value) out[key] = value.slice(0, 100);
  }
  return out;
}

/** The saved-searches page with these filters filled in. */
export function saveSearchUrl(path: string, filters: Partial<Record<keyof CriteriaFields, string | number | undefined>>): string {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (key in EMPTY_FIELDS && value !== undefined && value !== '') q.set(key, String(value));
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}
