import { looseNumber } from '@vahanhaat/contract/http/limits';
import type { SearchCriteria } from './api';
import type { SavedSearchFormValues } from '@vahanhaat/contract/forms/alerts';

/** The form's values: the text each input holds (the contract's savedSearchForm checks them). */
export type CriteriaFields = SavedSearchFormValues;

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

/** The form's text as the API's criteria: blanks left out, numbers as numbers ("5,00,000" is 500000). */
export function criteriaOf(fields: CriteriaFields): SearchCriteria {
  const out: Record<string, string | number> = {};
  for (const [key, raw] of Object.entries(fields) as [keyof SearchCriteria, string][]) {
    const value = raw.trim();
    if (value === '') continue;
    out[key] = NUMERIC.includes(key) ? Number(looseNumber(value)) : value;
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
