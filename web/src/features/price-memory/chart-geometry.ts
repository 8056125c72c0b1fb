import type { PriceMemoryData } from './api';

export const CHART = { width: 320, height: 120, pad: 8 } as const;

export interface ChartShape {
  dots: { x: number; y: number; amount: number; soldAt: string }[];
  band: { y1: number; y2: number } | null;
  median: number | null;
  reserve: number | null;
}

/** Sales placed by date (x) and price (y) in the chart's box; the 25-75% band and the median as heights. */
export function chartShape(m: PriceMemoryData): ChartShape {
  const { width, height, pad } = CHART;
  const times = m.sales.map((s) => Date.parse(s.sold_at));
  const amounts = m.sales.map((s) => s.amount);
  const withReserve = m.reserve_price ? [...amounts, m.reserve_price] : amounts;
  const t0 = Math.min(...times);
  const t1 = Math.max(...times);
  const a0 = Math.min(...withReserve);
  const a1 = Math.max(...withReserve);
  const x = (t: number) => (t1 === t0 ? width / 2 : pad + ((t - t0) / (t1 - t0)) * (width - 2 * pad));
  const y = (a: number) => (a1 === a0 ? height / 2 : height - pad - ((a - a0) / (a1 - a0)) * (height - 2 * pad));
  return {
    dots: m.sales.map((s, i) => ({ x: x(times[i]!), y: y(s.amount), amount: s.amount, soldAt: s.sold_at })),
    band: m.p25 !== null && m.p75 !== null ? { y1: y(m.p75), y2: y(m.p25) } : null,
    median: m.median !== null ? y(m.median) : null,
    reserve: m.reserve_price ? y(m.reserve_price) : null,
  };
}
