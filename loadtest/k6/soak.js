// The soak: a moderate mix held for a long time (browse, quote, watch), plus a sample of the
// server's /metrics every 10 s, so a creeping RSS or event-loop lag shows in the summary.
import { sleep } from 'k6';
import exec from 'k6/execution';
import http from 'k6/http';
import { Trend } from 'k6/metrics';
import { BASE_URL, SCENARIOS, TREND_STATS, createFixtures, seconds, sizeOf, summaryFor, uuid } from './common.js';
import { browseOnce, latest, postQuote, watch } from './flows.js';

const S = SCENARIOS.soak;
const { vus, durationMs } = sizeOf('soak');
const mix = S.mix || { browse: 0.6, quote: 0.2, watch: 0.2 };
const quoters = Math.max(1, Math.round(vus * mix.quote));
const watchers = Math.max(1, Math.round(vus * mix.watch));
const browsers = Math.max(1, vus - quoters - watchers);
const WATCH_LOTS = Number(S.watchLots || 5);

/** @type {import('k6/options').Options} */
export const options = {
  scenarios: {
    browse: { executor: 'constant-vus', exec: 'browse', vus: browsers, duration: seconds(durationMs) },
    quote: { executor: 'constant-vus', exec: 'quote', vus: quoters, duration: seconds(durationMs) },
    watch: { executor: 'per-vu-iterations', exec: 'watchLots', vus: watchers, iterations: 1, maxDuration: seconds(durationMs + 30_000) },
    server: {
      executor: 'constant-arrival-rate',
      exec: 'sampleServer',
      rate: 1,
      timeUnit: '10s',
      duration: seconds(durationMs),
      preAllocatedVUs: 1,
    },
  },
  thresholds: S.thresholds,
  summaryTrendStats: TREND_STATS,
};

const rssMb = new Trend('server_rss_mb');
const loopLag = new Trend('server_eventloop_lag', true);

export function setup() {
  return createFixtures('soak');
}

/** @param {import('./common.js').Fixtures} data */
export function browse(data) {
  browseOnce(data);
  sleep(0.5 + Math.random());
}

/** A buyer of their own picks a lot, and quotes the next valid amount unless they lead. */
export function quote(/** @type {import('./common.js').Fixtures} */ data) {
  const token = data.session_tokens[(__VU - 1) % data.session_tokens.length];
  const lotId = data.lot_ids[Math.floor(Math.random() * data.lot_ids.length)];
  const lot = latest(lotId, token);
  if (lot && !lot.you_lead && lot.state === 'live') postQuote(token, lotId, lot.next_valid_amount, uuid());
  sleep(1 + Math.random() * 2);
}

export function watchLots(/** @type {import('./common.js').Fixtures} */ data) {
  const first = Math.floor(Math.random() * data.lot_ids.length);
  const lots = Array.from({ length: Math.min(WATCH_LOTS, data.lot_ids.length) }, (_, k) => data.lot_ids[(first + k) % data.lot_ids.length]);
  watch(lots, exec.scenario.startTime + durationMs);
}

// /metrics answers for one instance (behind a balancer, whichever it picked); refused is fine.
const METRICS_ANSWERS = http.expectedStatuses({ min: 200, max: 299 }, 401, 403, 404);

export function sampleServer() {
  const res = http.get(`${BASE_URL}/metrics`, { tags: { name: 'metrics' }, responseCallback: METRICS_ANSWERS });
  if (res.status !== 200 || typeof res.body !== 'string') return;
  const rss = /^process_resident_memory_bytes (\S+)/m.exec(res.body);
  const lag = /^nodejs_eventloop_lag_seconds (\S+)/m.exec(res.body);
  if (rss) rssMb.add(Number(rss[1]) / 1048576);
  if (lag) loopLag.add(Number(lag[1]) * 1000);
}

export const handleSummary = summaryFor('soak');
