// Sign-in and session reuse: each VU logs in once, then keeps using its session cookie.
import http from 'k6/http';
import { check } from 'k6';
import { Trend } from 'k6/metrics';
import { BASE_URL, createFixtures, optionsFor, summaryFor } from './common.js';

export const options = optionsFor('signin');
const loginDuration = new Trend('login_duration', true);
const sessionCheckDuration = new Trend('session_check_duration', true);

export function setup() {
  return createFixtures('signin');
}

export default function (data) {
  const jar = http.cookieJar();
  if (!jar.cookiesForURL(BASE_URL).vh_session) {
    const phone = data.phones[(__VU - 1) % data.phones.length];
    const res = http.post(`${BASE_URL}/login-react`, JSON.stringify({ phone, password: __ENV.LOAD_PASSWORD || 'LoadTest@1234' }), {
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'k6' },
    });
    loginDuration.add(res.timings.duration);
    check(res, { 'login 200': (r) => r.json('status') === 200 });
  }
  const res = http.post(`${BASE_URL}/tractorpoint/login-check`, null, { headers: { 'X-Requested-With': 'k6' } });
  sessionCheckDuration.add(res.timings.duration);
  check(res, { 'session reused': (r) => r.json('status') === 200 });
}

export const handleSummary = summaryFor('signin');
