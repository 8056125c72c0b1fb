import { describe, expect, it } from 'vitest';
import { criteriaOf, EMPTY_FIELDS, fieldsFromQuery, saveSearchUrl } from './criteria-form';

describe('saved search form', () => {
  it('sends only what was filled in, numbers as numbers', () => {
    expect(criteriaOf({ ...EMPTY_FIELDS, make: ' Mahindra ', year_from: '2018', price_max: '5,00,000', grade: 'B' })).toEqual({
      make: 'Mahindra',
      year_from: 2018,
      price_max: 500000,
      grade: 'B',
    });
    expect(criteriaOf(EMPTY_FIELDS)).toEqual({});
  });

  it('carries the auction room’s filters to the form', () => {
    const url = saveSearchUrl('/client/saved-searches', {
      make: 'Mahindra',
      year_from: 2018,
      sort: 'price_low',
      price_max: undefined,
    } as never);
    expect(url).toBe('/client/saved-searches?make=Mahindra&year_from=2018');
    expect(fieldsFromQuery(new URLSearchParams(url.split('?')[1]))).toEqual({ ...EMPTY_FIELDS, make: 'Mahindra', year_from: '2018' });
  });
});
