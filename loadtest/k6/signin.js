// Sign-in and session reuse: each VU logs in once, then keeps using its session cookie.
import { check, sleep } from 'k6';
import http from 'k6/http';
import { Trend } from 'k6/metrics';
import { BASE_URL, clientHeaders, createFixtures, jsonHeaders, optionsFor, summaryFor } from './common.js';

// k6 empties each VU's cookie jar between iterations unless told not to: without this every
// iteration would sign in again, measuring argon2 on a loop instead of session reuse.
/** @type {import('k6/options').Options} */
export const options = { ...optionsFor('signin'), noCookiesReset: true };
const loginDuration = new Trend('login_duration', true);
const sessionCheckDuration = new Trend('session_check_duration', true);

export function setup() {
  return createFixtures('signin');
}

/** @param {import('./common.js').Fixtures} data */
export default function (data) {
  const jar = http.cookieJar();
  if (!jar.cookiesForURL(BASE_URL).vh_session) {
    const phone = data.phones[(__VU - 1) % data.phones.length];
    const res = http.post(`${BASE_URL}/login-react`, JSON.stringify({ phone, password: __ENV.LOAD_PASSWORD || 'LoadTest@1234' }), {
      headers: jsonHeaders(),
      tags: { name: 'login' },
    });
    loginDuration.add(res.timings.duration);
    check(res, { 'login 200': (r) => r.status === 200 });
    // The per-IP login limit (30 a minute): wait it out rather than hammer it.
    if (res.status === 429) {
      sleep(Number(res.headers['Retry-After']) || 5);
      return;
    }
  }
  const res = http.post(`${BASE_URL}/tractorpoint/login-check`, null, {
    headers: { 'X-Requested-With': 'k6', ...clientHeaders() },
    tags: { name: 'login-check' },
  });
  sessionCheckDuration.add(res.timings.duration);
  check(res, { 'session reused': (r) => r.status === 200 });
}

export const handleSummary = summaryFor('signin');
