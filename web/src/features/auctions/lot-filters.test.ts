import { describe, expect, it } from 'vitest';
import { filtersFromSearch, pageFromSearch, withFilters, withPage } from './lot-filters';

describe('lot filters in the URL', () => {
  it('reads the filters the API knows and drops malformed ones', () => {
    const params = new URLSearchParams('uid=6&make=Tata%20Motors&year_from=2015&year_to=x&price_max=500000&sort=price_low');
    expect(filtersFromSearch(params)).toEqual({ make: 'Tata Motors', year_from: 2015, price_max: 500000, sort: 'price_low' });
    expect(filtersFromSearch(new URLSearchParams('sort=cheapest'))).toEqual({});
  });

  it('reads condition grades, leaving out letters that are not A-E', () => {
    expect(filtersFromSearch(new URLSearchParams('grade=a,B,x'))).toEqual({ grade: 'A,B' });
    expect(filtersFromSearch(new URLSearchParams('grade=F'))).toEqual({});
    expect(withFilters(new URLSearchParams('uid=6&grade=C'), { grade: 'A' }).get('grade')).toBe('A');
    expect(withFilters(new URLSearchParams('uid=6&grade=C'), {}).has('grade')).toBe(false);
  });

  it('reads page_no, page 1 when missing or wrong', () => {
    expect(pageFromSearch(new URLSearchParams('page_no=3'))).toBe(3);
    expect(pageFromSearch(new URLSearchParams('page_no=0'))).toBe(1);
    expect(pageFromSearch(new URLSearchParams('page_no=-2'))).toBe(1);
    expect(pageFromSearch(new URLSearchParams(''))).toBe(1);
  });

  it('keeps the auction and list type when filters change, and goes back to page 1', () => {
    const params = new URLSearchParams('uid=6&list_type=all_assets&page_no=4&make=Tata');
    expect(withFilters(params, { year_from: 2018 }).toString()).toBe('uid=6&list_type=all_assets&page_no=1&year_from=2018');
    expect(withPage(params, 2).get('page_no')).toBe('2');
  });
});
