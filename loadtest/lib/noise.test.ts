/**
 * The verdict bench:bids-noise gives (within the noise, outside, inconclusive, cannot say) and the
 * exact rank-sum test under it, on data whose answers are known by hand.
 */
import { describe, expect, it } from 'vitest';
import { noiseVerdict, rankSumTest, shift } from './noise.js';

describe('rankSumTest', () => {
  it('gives the exact two-sided p of fully separated groups: 2 of the C(n, k) splits are as extreme', () => {
    // 3 against 3: C(6, 3) = 20 splits, the two extremes (1 2 3 | 4 5 6 and its mirror): p = 0.1.
    expect(rankSumTest([1, 2, 3], [4, 5, 6])).toEqual({ p: 0.1, minP: 0.1, exact: true });
    // 6 against 6: C(12, 6) = 924.
    const six = rankSumTest([1, 2, 3, 4, 5, 6], [7, 8, 9, 10, 11, 12]);
    expect(six.p).toBeCloseTo(2 / 924, 12);
    expect(six.minP).toBeCloseTo(2 / 924, 12);
  });

  it('finds nothing between identical or interleaved groups, and gives tied values their mean rank', () => {
    expect(rankSumTest([1, 2, 3], [1, 2, 3]).p).toBe(1);
    expect(rankSumTest([1, 4, 5, 8], [2, 3, 6, 7]).p).toBe(1);
    // All tied: every split has the same rank sum, so every one is as extreme.
    expect(rankSumTest([5, 5], [5, 5]).p).toBe(1);
    // One group a little above: 1 split of C(6, 3) beyond it each way, 2 more at the same distance.
    expect(rankSumTest([1, 2, 4], [3, 5, 6]).p).toBeCloseTo(4 / 20, 12);
  });

  it('samples when the splits are too many to enumerate, the same p for the same data', () => {
    const a = Array.from({ length: 14 }, (_, i) => i);
    const b = Array.from({ length: 14 }, (_, i) => i + 0.5);
    const first = rankSumTest(a, b);
    expect(first.exact).toBe(false);
    expect(first.p).toBeGreaterThan(0.5);
    expect(rankSumTest(a, b)).toEqual(first);
  });
});

describe('shift (Hodges–Lehmann)', () => {
  it('is the median of the pairwise differences', () => {
    expect(shift([1, 2, 3], [0, 0, 0])).toBe(2);
    expect(shift([10, 11], [1, 2])).toBe(9);
  });
});

describe('noiseVerdict', () => {
  const aa = [0.98, 1.01, 0.99, 1.02, 1.0, 0.97];

  it('cannot say with too few pairs for the test to reach p < 0.05', () => {
    const v = noiseVerdict([0.9, 0.91, 0.92], [1, 1.01, 0.99]);
    expect(v.kind).toBe('too_few');
    expect(v.text).toMatch(/^cannot say: with 3 and 3 pairs/);
  });

  it('calls a separated set of ratios outside the noise, with the estimated effect', () => {
    const v = noiseVerdict([0.9, 0.91, 0.92, 0.9, 0.89, 0.93], aa);
    expect(v.kind).toBe('outside');
    expect(v.p).toBeLessThan(0.05);
    expect(v.effect).toBeGreaterThan(0.89);
    expect(v.effect).toBeLessThan(0.93);
    expect(v.text).toMatch(/^outside the noise: .*estimated effect −\d/);
  });

  it('calls ratios among the A/A ones within the noise, saying what that does not rule out', () => {
    const v = noiseVerdict([1.0, 0.99, 1.01, 0.98, 1.02, 1.0], aa);
    expect(v.kind).toBe('within');
    expect(v.text).toMatch(/^within the noise: median 1\.000 inside A\/A 0\.970–1\.020.*rules out only effects larger than this spread/);
  });

  it('calls a median outside the A/A range that the test does not confirm inconclusive', () => {
    // Five of six below every A/A ratio, one above: not enough for p < 0.05.
    const v = noiseVerdict([0.96, 0.95, 0.96, 0.95, 1.03, 0.96], aa);
    expect(v.p).toBeGreaterThanOrEqual(0.05);
    expect(v.kind).toBe('inconclusive');
    expect(v.text).toMatch(/^inconclusive: median 0\.960 outside A\/A/);
  });
});
