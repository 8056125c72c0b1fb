// Shared by the k6 scripts: target, admin credentials and fixtures. Valid k6 (no Node APIs).
import http from 'k6/http';
import { check, fail } from 'k6';

export const BASE_URL = __ENV.BASE_URL || 'http://127.0.0.1:3000';
export const WS_URL = BASE_URL.replace(/^http/, 'ws') + '/ws';
export const SCENARIOS = JSON.parse(open('../scenarios.json'));

/** k6 options for a scenario of scenarios.json; duration and VUs can be overridden by env. */
export function optionsFor(name) {
  const s = SCENARIOS[name];
  return {
    vus: Number(__ENV.VUS || s.vus),
    duration: __ENV.DURATION || s.duration,
    thresholds: s.thresholds,
    summaryTrendStats: ['avg', 'min', 'med', 'p(95)', 'p(99)', 'max'],
  };
}

const JSON_HEADERS = { 'Content-Type': 'application/json', 'X-Requested-With': 'k6' };

/** Signs in as the admin named by ADMIN_PHONE / ADMIN_PASSWORD and creates the scenario's fixtures. */
export function createFixtures(name) {
  const f = SCENARIOS[name].fixtures;
  const jar = http.cookieJar();
  const login = http.post(`${BASE_URL}/login-react`, JSON.stringify({ phone: __ENV.ADMIN_PHONE || '9000000001', password: __ENV.ADMIN_PASSWORD || 'Admin@1234' }), { headers: JSON_HEADERS });
  if (!check(login, { 'admin login 200': (r) => r.json('status') === 200 })) fail(`admin login failed: ${login.body}`);
  const res = http.post(`${BASE_URL}/admin/loadtest/fixtures`, JSON.stringify(f), { headers: JSON_HEADERS });
  if (res.status !== 200) fail(`fixtures failed: ${res.status} ${res.body}`);
  jar.clear(BASE_URL);
  return res.json('data');
}

export function sessionHeaders(token, extra) {
  return Object.assign({ Cookie: `vh_session=${token}`, 'X-Requested-With': 'k6', 'Content-Type': 'application/json' }, extra || {});
}

export function uuid() {
  const hex = '0123456789abcdef';
  let out = '';
  for (let i = 0; i < 32; i++) out += hex[Math.floor(Math.random() * 16)];
  return `${out.slice(0, 8)}-${out.slice(8, 12)}-4${out.slice(13, 16)}-a${out.slice(17, 20)}-${out.slice(20)}`;
}

export function summaryFor(name) {
  return function handleSummary(data) {
    const file = `${__ENV.RESULTS_DIR || 'results'}/k6-${name}.json`;
    return { [file]: JSON.stringify(data, null, 2), stdout: `\n${name}: ${JSON.stringify(data.metrics ? Object.keys(data.metrics).length : 0)} metrics written to ${file}\n` };
  };
}
