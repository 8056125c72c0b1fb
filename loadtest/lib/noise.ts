/**
 * Is a difference within the noise? Ratios of a setting against its control (B/A) beside ratios of
 * the control against itself (A/A, the same settings twice), each from alternated pairs run in the
 * same window: the A/A ratios are what this machine's noise alone gives.
 */
import { median } from './stats.js';

/** Ranks from 1, ties at their mean rank. */
function ranks(values: readonly number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const out = new Array<number>(values.length);
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]![0] === order[i]![0]) j++;
    for (let k = i; k <= j; k++) out[order[k]![1]] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return out;
}

const choose = (n: number, k: number) => {
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
  return Math.round(c);
};

/**
 * Wilcoxon–Mann–Whitney rank-sum test, two-sided: the share of all ways to split the pooled values
 * into groups of these sizes whose rank sum lies at least as far from its mean as `a`'s does.
 * Exact (every split enumerated) up to 200,000 splits, else 200,000 random splits. `minP` is the
 * smallest p these group sizes can give at all: above 0.05, no data could show a difference.
 */
export function rankSumTest(a: readonly number[], b: readonly number[]) {
  const n = a.length;
  const pooled = ranks([...a, ...b]);
  const total = pooled.length;
  const mean = (n * (total + 1)) / 2;
  const observed = Math.abs(pooled.slice(0, n).reduce((s, r) => s + r, 0) - mean);
  const splits = choose(total, n);
  let extreme = 0;
  let tried = 0;
  const count = (sum: number) => {
    tried++;
    if (Math.abs(sum - mean) >= observed - 1e-9) extreme++;
  };
  if (splits <= 200_000) {
    const walk = (start: number, left: number, sum: number) => {
      if (left === 0) return count(sum);
      for (let i = start; i <= total - left; i++) walk(i + 1, left - 1, sum + pooled[i]!);
    };
    walk(0, n, 0);
  } else {
    // A fixed seed: the same data give the same p.
    let seed = 0x9e3779b9;
    const random = () => (seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 2 ** 32;
    for (let t = 0; t < 200_000; t++) {
      const idx = pooled.map((_, i) => i);
      let sum = 0;
      for (let i = 0; i < n; i++) {
        const j = i + Math.floor(random() * (total - i));
        [idx[i], idx[j]] = [idx[j]!, idx[i]!];
        sum += pooled[idx[i]!]!;
      }
      count(sum);
    }
  }
  return { p: extreme / tried, minP: Math.min(1, 2 / splits), exact: splits <= 200_000 };
}

/** Hodges–Lehmann: the median of every difference a[i] − b[j], the shift between the two groups. */
export const shift = (a: readonly number[], b: readonly number[]) => median(a.flatMap((x) => b.map((y) => x - y)));

export interface NoiseVerdict {
  /** within | outside | inconclusive | too_few */
  kind: 'within' | 'outside' | 'inconclusive' | 'too_few';
  text: string;
  p: number;
  minP: number;
  /** The estimated effect as a factor on the metric (B/A over A/A). */
  effect: number;
}

const pct = (ratio: number) => `${ratio >= 1 ? '+' : '−'}${(Math.abs(ratio - 1) * 100).toFixed(1)} %`;

/**
 * The verdict on ratios B/A (`test`) against A/A (`control`), both as plain ratios of one metric
 * (compared on their logarithms). It says only what the data can: with too few pairs for the rank
 * test, nothing; a difference the test does not find is not shown absent, only smaller than this
 * machine's A/A spread lets us see.
 */
export function noiseVerdict(test: readonly number[], control: readonly number[], alpha = 0.05): NoiseVerdict {
  const lt = test.map(Math.log);
  const lc = control.map(Math.log);
  const { p, minP } = rankSumTest(lt, lc);
  const effect = Math.exp(shift(lt, lc));
  const lo = Math.min(...control);
  const hi = Math.max(...control);
  const m = median(test);
  const inRange = m >= lo && m <= hi;
  const spread = `A/A ${lo.toFixed(3)}–${hi.toFixed(3)}`;
  if (minP > alpha) {
    return {
      kind: 'too_few',
      p,
      minP,
      effect,
      text: `cannot say: with ${test.length} and ${control.length} pairs the rank test cannot reach p < ${alpha} (at best ${minP.toFixed(3)}); run more pairs (BENCH_PAIRS)`,
    };
  }
  if (p < alpha) {
    return {
      kind: 'outside',
      p,
      minP,
      effect,
      text: `outside the noise: the ratios differ from the A/A ones (rank test p = ${p.toFixed(3)}); estimated effect ${pct(effect)} (median ${m.toFixed(3)}, ${spread})`,
    };
  }
  if (inRange) {
    return {
      kind: 'within',
      p,
      minP,
      effect,
      text: `within the noise: median ${m.toFixed(3)} inside ${spread}, rank test p = ${p.toFixed(3)}; no difference found, which rules out only effects larger than this spread (estimate ${pct(effect)})`,
    };
  }
  return {
    kind: 'inconclusive',
    p,
    minP,
    effect,
    text: `inconclusive: median ${m.toFixed(3)} outside ${spread} but rank test p = ${p.toFixed(3)}; run more pairs (estimate ${pct(effect)})`,
  };
}
