import { describe, expect, it } from 'vitest';
import { CHART, chartShape } from './chart-geometry';

const sale = (amount: number, sold_at: string) => ({ asset_id: 1, make: 'M', model: 'X', year: 2019, amount, sold_at, state: 'MH' });

describe('price memory chart', () => {
  it('puts the oldest sale left, the dearest at the top, and the band between the quartiles', () => {
    const shape = chartShape({
      asset_id: 9,
      make: 'M',
      model: 'X',
      segment: 'Tractor',
      year_from: 2017,
      year_to: 2021,
      count: 3,
      median: 200_000,
      p25: 150_000,
      p75: 250_000,
      sales: [sale(100_000, '2026-01-01T00:00:00Z'), sale(200_000, '2026-05-01T00:00:00Z'), sale(300_000, '2026-09-01T00:00:00Z')],
    });
    expect(shape.dots[0]!.x).toBe(CHART.pad);
    expect(shape.dots[2]!.x).toBe(CHART.width - CHART.pad);
    expect(shape.dots[2]!.y).toBe(CHART.pad);
    expect(shape.band!.y1).toBeLessThan(shape.band!.y2);
    expect(shape.median).toBe(CHART.height / 2);
  });
});
