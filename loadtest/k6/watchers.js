// Thousands of raw WebSocket watchers on one lot while a small quoting scenario places
// quotesPerSecond quotes on it: bid-to-screen latency from the server's acceptedAt, seq gaps,
// connect failures. Sockets open over rampUp; quoting starts after it; sockets close after a drain.
import exec from 'k6/execution';
import { setTimeout } from 'k6/timers';
import { SCENARIOS, TREND_STATS, createFixtures, parseDuration, seconds, sizeOf, summaryFor, uuid } from './common.js';
import { latest, postQuote, watch } from './flows.js';

const S = SCENARIOS.watchers;
const { vus, durationMs } = sizeOf('watchers');
const RAMP_UP_MS = parseDuration(S.rampUp || '10s');
const DRAIN_MS = 3000;
const RATE = Number(S.quotesPerSecond || 20);
// A k6 VU costs megabytes; -e SOCKETS_PER_VU=10 lets one VU hold ten watchers (same total).
const PER_VU = Math.max(1, Number(__ENV.SOCKETS_PER_VU || 1));

/** @type {import('k6/options').Options} */
export const options = {
  scenarios: {
    watchers: {
      executor: 'per-vu-iterations',
      exec: 'watchLot',
      vus: Math.ceil(vus / PER_VU),
      iterations: 1,
      maxDuration: seconds(RAMP_UP_MS + durationMs + DRAIN_MS + 30_000),
    },
    quoting: {
      executor: 'constant-arrival-rate',
      exec: 'quote',
      rate: RATE,
      timeUnit: '1s',
      startTime: seconds(RAMP_UP_MS),
      duration: seconds(durationMs),
      preAllocatedVUs: RATE,
      maxVUs: 4 * RATE,
    },
  },
  thresholds: S.thresholds,
  summaryTrendStats: TREND_STATS,
};

/** @typedef {import('./common.js').Fixtures & { first_amount: number, increment: number }} WatchData */

/** @returns {WatchData} */
export function setup() {
  const f = createFixtures('watchers');
  const lot = latest(f.lot_ids[0]);
  if (!lot || lot.state !== 'live') throw new Error(`lot ${f.lot_ids[0]} is not live`);
  return { ...f, first_amount: lot.next_valid_amount, increment: lot.increment };
}

/** Each socket opens at a random moment of the ramp-up and stays open to the end. */
export function watchLot(/** @type {WatchData} */ data) {
  const closeAt = exec.scenario.startTime + RAMP_UP_MS + durationMs + DRAIN_MS;
  const first = exec.scenario.iterationInTest * PER_VU;
  for (let k = 0; k < PER_VU && first + k < vus; k++) {
    setTimeout(() => watch([data.lot_ids[0]], closeAt), Math.random() * 0.9 * RAMP_UP_MS);
  }
}

/**
 * Buyers take turns (nobody quotes over their own lead); amounts rise with the iteration number,
 * and a quote overtaken by a concurrent one retries once at the next valid amount.
 */
export function quote(/** @type {WatchData} */ data) {
  const i = exec.scenario.iterationInTest;
  const token = data.session_tokens[i % data.session_tokens.length];
  let amount = data.first_amount + data.increment * i;
  for (let attempt = 0; attempt < 2; attempt++) {
    const res = postQuote(token, data.lot_ids[0], amount, uuid());
    if (res.status !== 422) return;
    amount = Number(res.json('next_valid_amount'));
  }
}

export const handleSummary = summaryFor('watchers');
