/**
 * k6's metric types (Trend, Counter, Rate) and its threshold syntax, for the Node harness:
 * the same names and expressions as scenarios.json, evaluated the way k6 evaluates them.
 */
import * as hdr from 'hdr-histogram-js';

// Trends keep microseconds in an HDR histogram: memory stays flat over a 30-minute soak.
const buildHistogram = () =>
  hdr.build({ lowestDiscernibleValue: 1, highestTrackableValue: 3_600_000_000, numberOfSignificantValueDigits: 3 });

export interface TrendSnapshot {
  encoded: string;
  count: number;
  sum: number;
  min: number;
  max: number;
}

export class Trend {
  readonly type = 'trend';
  private hist = buildHistogram();
  count = 0;
  private sum = 0;
  private min = Infinity;
  private max = -Infinity;

  constructor(readonly isTime: boolean) {}

  add(value: number) {
    if (!Number.isFinite(value)) return;
    this.hist.recordValue(Math.max(0, Math.round(value * 1000)));
    this.count += 1;
    this.sum += value;
    if (value < this.min) this.min = value;
    if (value > this.max) this.max = value;
  }

  snapshot(): TrendSnapshot {
    return { encoded: hdr.encodeIntoCompressedBase64(this.hist), count: this.count, sum: this.sum, min: this.min, max: this.max };
  }

  /** Adds samples recorded elsewhere (another process) with snapshot(). */
  merge(s: TrendSnapshot) {
    if (s.count === 0) return;
    this.hist.add(hdr.decodeFromCompressedBase64(s.encoded));
    this.count += s.count;
    this.sum += s.sum;
    this.min = Math.min(this.min, s.min);
    this.max = Math.max(this.max, s.max);
  }

  percentile(p: number) {
    return this.count ? this.hist.getValueAtPercentile(p) / 1000 : Number.NaN;
  }

  values(): Record<string, number> {
    if (!this.count)
      return {
        avg: Number.NaN,
        min: Number.NaN,
        med: Number.NaN,
        'p(90)': Number.NaN,
        'p(95)': Number.NaN,
        'p(99)': Number.NaN,
        max: Number.NaN,
        count: 0,
      };
    return {
      avg: this.sum / this.count,
      min: this.min,
      med: this.percentile(50),
      'p(90)': this.percentile(90),
      'p(95)': this.percentile(95),
      'p(99)': this.percentile(99),
      max: this.max,
      count: this.count,
    };
  }
}

export class Counter {
  readonly type = 'counter';
  count = 0;
  constructor(private readonly elapsed: () => number) {}
  add(n = 1) {
    this.count += n;
  }
  values(): Record<string, number> {
    return { count: this.count, rate: this.count / Math.max(1e-3, this.elapsed()) };
  }
}

export class Rate {
  readonly type = 'rate';
  passes = 0;
  total = 0;
  add(ok: boolean | number) {
    this.total += 1;
    if (ok) this.passes += 1;
  }
  addMany(passes: number, total: number) {
    this.passes += passes;
    this.total += total;
  }
  values(): Record<string, number> {
    return {
      rate: this.total ? this.passes / this.total : Number.NaN,
      passes: this.passes,
      fails: this.total - this.passes,
      count: this.total,
    };
  }
}

type Metric = Trend | Counter | Rate;

export interface ThresholdResult {
  metric: string;
  expr: string;
  stat: string;
  value: number;
  ok: boolean;
  note?: string;
}

const THRESHOLD = /^\s*(avg|min|max|med|count|rate|p\((\d+(?:\.\d+)?)\))\s*(<=|>=|===|==|!=|<|>)\s*(-?\d+(?:\.\d+)?)\s*$/;
const COMPARE: Record<string, (a: number, b: number) => boolean> = {
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
  '>': (a, b) => a > b,
  '>=': (a, b) => a >= b,
  '==': (a, b) => a === b,
  '===': (a, b) => a === b,
  '!=': (a, b) => a !== b,
};

/** Refuses, before any load, threshold expressions this harness cannot evaluate. */
export function checkThresholdSyntax(thresholds: Record<string, string[]>) {
  for (const [metric, exprs] of Object.entries(thresholds)) {
    if (/[{}]/.test(metric)) throw new Error(`threshold on a sub-metric (${metric}) is not supported by the harness`);
    for (const e of exprs) if (!THRESHOLD.test(e)) throw new Error(`threshold "${metric}: ${e}" is not one the harness understands`);
  }
}

export class Metrics {
  private readonly started = performance.now();
  private stoppedAt: number | null = null;
  readonly all = new Map<string, Metric>();

  private elapsed = () => ((this.stoppedAt ?? performance.now()) - this.started) / 1000;

  private get<M extends Metric>(name: string, make: () => M, type: M['type']): M {
    const m = this.all.get(name);
    if (m && m.type !== type) throw new Error(`metric ${name} is a ${m.type}, not a ${type}`);
    if (m) return m as M;
    const made = make();
    this.all.set(name, made);
    return made;
  }

  trend(name: string, isTime = true) {
    return this.get(name, () => new Trend(isTime), 'trend');
  }
  counter(name: string) {
    return this.get(name, () => new Counter(this.elapsed), 'counter');
  }
  rate(name: string) {
    return this.get(name, () => new Rate(), 'rate');
  }

  /** Freezes the clock counters divide by (per-second rates cover the run, not the report). */
  stop() {
    this.stoppedAt ??= performance.now();
  }

  evaluate(thresholds: Record<string, string[]>): ThresholdResult[] {
    const out: ThresholdResult[] = [];
    for (const [metric, exprs] of Object.entries(thresholds)) {
      const m = this.all.get(metric);
      for (const expr of exprs) {
        const [, stat, , op, limit] = THRESHOLD.exec(expr)!;
        if (!m) {
          // A counter nobody incremented counts zero; a trend or rate with no samples proves nothing.
          const zero = stat === 'count' ? 0 : Number.NaN;
          const ok = stat === 'count' && COMPARE[op!]!(0, Number(limit));
          out.push({ metric, expr, stat: stat!, value: zero, ok, note: ok ? undefined : 'no samples' });
          continue;
        }
        const pct = /^p\((.+)\)$/.exec(stat!);
        const value = pct && m instanceof Trend ? m.percentile(Number(pct[1])) : m.values()[stat!];
        if (value === undefined) throw new Error(`${metric} is a ${m.type}: it has no ${stat}`);
        const ok = Number.isFinite(value) && COMPARE[op!]!(value, Number(limit));
        out.push({ metric, expr, stat: stat!, value, ok, note: Number.isFinite(value) ? undefined : 'no samples' });
      }
    }
    return out;
  }

  toJSON() {
    return Object.fromEntries([...this.all].map(([name, m]) => [name, { type: m.type, values: m.values() }]));
  }
}
