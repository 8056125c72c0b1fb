import { describe, expect, it } from 'vitest';
import { criteriaOf, EMPTY_FIELDS } from './criteria-form';

describe('saved search form', () => {
  it('sends only what was filled in, numbers as numbers', () => {
    expect(criteriaOf({ ...EMPTY_FIELDS, make: ' Mahindra ', year_from: '2018', price_max: '5,00,000', grade: 'B' })).toEqual({ make: 'Mahindra', year_from: 2018, price_max: 500000, grade: 'B' });
    expect(criteriaOf(EMPTY_FIELDS)).toEqual({});
  });
});
