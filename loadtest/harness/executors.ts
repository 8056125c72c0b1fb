/**
 * The two k6 executors the scenarios use, as bounded async loops, plus what every scenario gets:
 * its definition, size, metrics, HTTP client and the fixtures.
 */
import type { Fixtures } from '../lib/fixtures.js';
import type { ScenarioDef } from '../lib/scenarios.js';
import type { Http } from './http.js';
import type { Metrics } from './metrics.js';

export interface RunContext {
  name: string;
  def: ScenarioDef;
  vus: number;
  durationMs: number;
  baseUrl: string;
  metrics: Metrics;
  http: Http;
  fixtures: Fixtures;
  signal: AbortSignal;
  /** Figures that are not k6 metrics (delivery ratio, server memory); they go in the report. */
  info: Record<string, unknown>;
}

/** k6's default gracefulStop: an iteration running at the end gets this long to finish. */
const GRACEFUL_STOP_MS = 30_000;

export function sleep(ms: number, signal?: AbortSignal) {
  return new Promise<void>((resolve) => {
    if (signal?.aborted || ms <= 0) return resolve();
    const t = setTimeout(done, ms);
    function done() {
      clearTimeout(t);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

/** k6's check(): one sample per condition in the 'checks' rate. */
export function check(metrics: Metrics, conditions: Record<string, boolean>) {
  for (const ok of Object.values(conditions)) metrics.rate('checks').add(ok);
  return Object.values(conditions).every(Boolean);
}

async function runIteration(ctx: RunContext, fn: () => Promise<void>) {
  try {
    await fn();
    ctx.metrics.counter('iterations').add(1);
  } catch (err) {
    if (ctx.signal.aborted) return;
    ctx.metrics.counter('iteration_errors').add(1);
    ctx.info.lastIterationError = String((err as Error)?.stack ?? err);
  }
}

/** Waits for `work`, but no longer than the graceful stop. */
async function withGrace(work: Promise<unknown>) {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([work, new Promise((r) => (timer = setTimeout(r, GRACEFUL_STOP_MS)))]);
  clearTimeout(timer);
}

/** constant-vus: `vus` loops, each starting iterations until the duration ends. */
export async function constantVus(
  ctx: RunContext,
  vus: number,
  durationMs: number,
  iteration: (vu: number, iter: number) => Promise<void>,
) {
  const end = Date.now() + durationMs;
  const loops = Array.from({ length: vus }, async (_, i) => {
    for (let iter = 0; Date.now() < end && !ctx.signal.aborted; iter++) await runIteration(ctx, () => iteration(i + 1, iter));
  });
  await withGrace(Promise.all(loops));
}

/**
 * constant-arrival-rate: an iteration every 1/rate s whatever the answers' latency, at most
 * `maxVUs` at once; one that finds no free VU is counted in dropped_iterations, as in k6.
 */
export async function constantArrivalRate(
  ctx: RunContext,
  ratePerSecond: number,
  durationMs: number,
  maxVUs: number,
  iteration: (i: number) => Promise<void>,
) {
  const started = Date.now();
  const total = Math.floor((ratePerSecond * durationMs) / 1000);
  const running = new Set<Promise<void>>();
  for (let i = 0; i < total && !ctx.signal.aborted; i++) {
    await sleep(started + (i * 1000) / ratePerSecond - Date.now(), ctx.signal);
    if (running.size >= maxVUs) {
      ctx.metrics.counter('dropped_iterations').add(1);
      continue;
    }
    const p = runIteration(ctx, () => iteration(i)).finally(() => running.delete(p));
    running.add(p);
  }
  await withGrace(Promise.all(running));
}
