import type { SearchCriteria } from './api';

export type CriteriaFields = Record<keyof SearchCriteria, string>;

export const EMPTY_FIELDS: CriteriaFields = { segment_id: '', make: '', model: '', year_from: '', year_to: '', state_id: '', district: '', price_min: '', price_max: '', grade: '' };

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
