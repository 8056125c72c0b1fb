import { describe, expect, it } from 'vitest';
import { byDay, type CalendarAuction } from './api';

const auction = (id: number, starts_at: string): CalendarAuction => ({
  c_auction_id: id,
  title: 't',
  financier: 'f',
  state: 's',
  segment: 'g',
  starts_at,
  ends_at: starts_at,
  lots: 1,
  reminded: false,
});

describe('auction calendar', () => {
  it('groups auctions by the day they start on India’s clock', () => {
    // 20:00 UTC on the 1st is 01:30 on the 2nd in India.
    expect(
      byDay([auction(1, '2026-12-01T10:00:00Z'), auction(2, '2026-12-01T20:00:00Z'), auction(3, '2026-12-02T05:00:00Z')]).map(([d, a]) => [
        d,
        a.map((x) => x.c_auction_id),
      ]),
    ).toEqual([
      ['2026-12-01', [1]],
      ['2026-12-02', [2, 3]],
    ]);
  });
});
