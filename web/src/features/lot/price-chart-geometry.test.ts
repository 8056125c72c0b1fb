import { describe, expect, it } from 'vitest';
import { chartGeometry } from './price-chart-geometry';

const box = { width: 300, height: 120, padX: 10, padY: 10 };

describe('chartGeometry', () => {
  it('spreads quotes evenly from left to right and puts the highest at the top', () => {
    const g = chartGeometry([100, 150, 200], 100, box);
    expect(g.points.map((p) => p.x)).toEqual([10, 150, 290]);
    expect(g.points[0]!.y).toBe(110);
    expect(g.points[2]!.y).toBe(10);
    expect(g.baseline).toBe(110);
  });

  it('keeps a single quote at the start price in the middle of the chart', () => {
    const g = chartGeometry([5000], 5000, box);
    expect(g.points).toEqual([{ x: 150, y: 60, amount: 5000 }]);
  });

  it('scales from the start price even when it is below every quote', () => {
    const g = chartGeometry([300, 400], 200, box);
    expect(g.min).toBe(200);
    expect(g.max).toBe(400);
    expect(g.points[0]!.y).toBe(60);
  });
});
