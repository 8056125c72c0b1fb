import { describe, expect, it } from 'vitest';
import { readShowcaseQuery, showsLots, updateQuery } from './showcase-query';

describe('showcase query', () => {
  it('reads the spec parameters with their defaults: all and live', () => {
    const q = readShowcaseQuery(new URLSearchParams(''));
    expect(q).toMatchObject({ tab: 'all', listing: 'live', groupBy: 'financier', page: 1 });
    expect(readShowcaseQuery(new URLSearchParams('user_home_tab_id=2&user_home=upcoming&group=state'))).toMatchObject({
      tab: '2',
      listing: 'upcoming',
      groupBy: 'state',
    });
  });

  it('lists lots when a search word or a lot filter is given, auctions otherwise', () => {
    expect(showsLots(readShowcaseQuery(new URLSearchParams('user_home=live')))).toBe(false);
    expect(showsLots(readShowcaseQuery(new URLSearchParams('key=swaraj')))).toBe(true);
    expect(showsLots(readShowcaseQuery(new URLSearchParams('year_from=2018')))).toBe(true);
    expect(showsLots(readShowcaseQuery(new URLSearchParams('state=Gujarat')))).toBe(false);
  });

  it('changes parameters, drops empty ones and returns to page 1', () => {
    const params = new URLSearchParams('user_home_tab_id=all&user_home=live&key=tata&page_no=3');
    expect(updateQuery(params, { key: '', state: 'Gujarat' }).toString()).toBe('user_home_tab_id=all&user_home=live&state=Gujarat');
    expect(updateQuery(params, { page_no: 4 }).get('page_no')).toBe('4');
  });
});
