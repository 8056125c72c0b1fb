// Shared by the k6 scripts: target, admin credentials, fixtures, durations and the summary.
// Valid k6 (no Node APIs); type-checked against @types/k6 by k6/tsconfig.json.
import { check, fail } from 'k6';
import http from 'k6/http';

/**
 * @typedef {{ auction_id: number, lot_ids: number[], session_tokens: string[], user_ids: number[], phones: string[] }} Fixtures
 * @typedef {{ description: string, vus: number, duration: string, fixtures: Record<string, number>,
 *   thresholds: Record<string, string[]>, quotesPerSecond?: number, rampUp?: string, mix?: Record<string, number>, watchLots?: number }} Scenario
 * @typedef {{ type: string, values: Record<string, number>, thresholds?: Record<string, { ok: boolean }> }} SummaryMetric
 */

export const BASE_URL = (__ENV.BASE_URL || 'http://127.0.0.1:3000').replace(/\/$/, '');
export const WS_URL = BASE_URL.replace(/^http/, 'ws') + '/ws';
/** @type {Record<string, Scenario>} */
export const SCENARIOS = JSON.parse(open('../scenarios.json'));

// Fixtures made beforehand by `npm run loadtest:setup` (k6 run -e FIXTURES=/absolute/path.json).
// open() only works in the init context, so the file is read here, once per VU.
/** @type {Fixtures | null} */
const PRESET = __ENV.FIXTURES ? JSON.parse(open(__ENV.FIXTURES)) : null;

/**
 * "90s", "30m", "1h30m", "500ms" → milliseconds (the subset of k6 durations scenarios.json uses).
 * @param {string} text
 */
export function parseDuration(text) {
  const re = /(\d+(?:\.\d+)?)(ms|s|m|h)/g;
  /** @type {Record<string, number>} */
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
  let total = 0;
  let matched = '';
  for (let m = re.exec(text); m; m = re.exec(text)) {
    total += Number(m[1]) * unit[m[2]];
    matched += m[0];
  }
  if (!matched || matched !== text) fail(`unreadable duration "${text}"`);
  return total;
}

/** @param {number} ms */
export const seconds = (ms) => `${Math.round(ms / 1000)}s`;

/**
 * The scenario's VUs and duration, overridable with -e VUS=… -e DURATION=… (e.g. a 60 s soak).
 * @param {string} name
 */
export function sizeOf(name) {
  const s = SCENARIOS[name];
  return { vus: Number(__ENV.VUS || s.vus), durationMs: parseDuration(__ENV.DURATION || s.duration) };
}

export const TREND_STATS = ['avg', 'min', 'med', 'p(95)', 'p(99)', 'max', 'count'];

/**
 * k6 options for a single-executor scenario of scenarios.json.
 * @param {string} name
 * @returns {import('k6/options').Options}
 */
export function optionsFor(name) {
  const { vus, durationMs } = sizeOf(name);
  return { vus, duration: seconds(durationMs), thresholds: SCENARIOS[name].thresholds, summaryTrendStats: TREND_STATS };
}

/**
 * With -e SPREAD_IPS=1 each VU sends its own X-Forwarded-For from the benchmarking range (RFC 2544),
 * so per-IP limits see as many clients as there are VUs. It only takes effect on a server that
 * trusts one proxy hop and is reached directly; a real proxy in front appends the true address.
 * @returns {Record<string, string>}
 */
export function clientHeaders() {
  if (!__ENV.SPREAD_IPS) return {};
  const vu = typeof __VU === 'number' ? __VU : 0;
  return { 'X-Forwarded-For': `198.18.${(vu >> 8) & 255}.${vu & 255}` };
}

/** @param {Record<string, string>} [extra] */
export function jsonHeaders(extra) {
  return Object.assign({ 'Content-Type': 'application/json', 'X-Requested-With': 'k6' }, clientHeaders(), extra || {});
}

/**
 * Headers of a buyer's request: the fixture's session cookie plus the CSRF header.
 * @param {string} token
 * @param {Record<string, string>} [extra]
 */
export function sessionHeaders(token, extra) {
  return jsonHeaders(Object.assign({ Cookie: `vh_session=${token}` }, extra || {}));
}

/**
 * The scenario's fixtures: the FIXTURES file when given, else made now by signing in as the admin
 * named by ADMIN_PHONE / ADMIN_PASSWORD and calling the fixtures endpoint (LOADTEST_FIXTURES on).
 * @param {string} name
 * @returns {Fixtures}
 */
export function createFixtures(name) {
  const f = SCENARIOS[name].fixtures;
  if (PRESET) {
    if (PRESET.session_tokens.length < f.buyers || PRESET.lot_ids.length < f.lots) {
      console.warn(
        `${name}: FIXTURES has ${PRESET.session_tokens.length} buyers and ${PRESET.lot_ids.length} lots; the scenario asks for ${f.buyers} and ${f.lots}`,
      );
    }
    return PRESET;
  }
  const jar = http.cookieJar();
  const credentials = { phone: __ENV.ADMIN_PHONE || '9000000001', password: __ENV.ADMIN_PASSWORD || 'Admin@1234' };
  const login = http.post(`${BASE_URL}/login-react`, JSON.stringify(credentials), { headers: jsonHeaders() });
  if (!check(login, { 'admin login 200': (r) => r.status === 200 })) fail(`admin login failed: ${login.status} ${login.body}`);
  const res = http.post(`${BASE_URL}/admin/loadtest/fixtures`, JSON.stringify(f), { headers: jsonHeaders(), timeout: '120s' });
  if (res.status !== 200) fail(`fixtures failed: ${res.status} ${res.body}`);
  jar.clear(BASE_URL);
  return /** @type {Fixtures} */ (res.json('data'));
}

/** A version-4 UUID for Idempotency-Key (k6 has no crypto.randomUUID). */
export function uuid() {
  const hex = '0123456789abcdef';
  let out = '';
  for (let i = 0; i < 32; i++) out += hex[Math.floor(Math.random() * 16)];
  return `${out.slice(0, 8)}-${out.slice(8, 12)}-4${out.slice(13, 16)}-a${out.slice(17, 20)}-${out.slice(20)}`;
}

/**
 * handleSummary for a scenario: the full k6 summary as JSON in RESULTS_DIR (default
 * loadtest/results, relative to where k6 runs: the repository root) and each threshold on stdout.
 * @param {string} name
 */
export function summaryFor(name) {
  /** @param {{ metrics: Record<string, SummaryMetric> }} data */
  return function handleSummary(data) {
    const file = `${__ENV.RESULTS_DIR || 'loadtest/results'}/k6-${name}.json`;
    const lines = [`\n${name} (${BASE_URL})`];
    let failed = 0;
    for (const [metric, m] of Object.entries(data.metrics)) {
      for (const [expr, r] of Object.entries(m.thresholds || {})) {
        const stat = expr.split(/[<>=!]/)[0].trim();
        if (!r.ok) failed += 1;
        lines.push(`  ${r.ok ? 'ok  ' : 'FAIL'}  ${metric} ${expr}   (${stat} = ${round(m.values[stat])})`);
      }
    }
    lines.push(failed ? `  ${failed} threshold(s) failed` : '  all thresholds met', `  summary written to ${file}\n`);
    return { [file]: JSON.stringify(data, null, 2), stdout: lines.join('\n') };
  };
}

/** @param {number | undefined} v */
const round = (v) => (v === undefined ? 'n/a' : Math.round(v * 1000) / 1000);
