// The bid storm: many buyers quoting on a few hot lots in their final minutes.
import http from 'k6/http';
import { Counter, Trend } from 'k6/metrics';
import { BASE_URL, createFixtures, optionsFor, sessionHeaders, summaryFor, uuid } from './common.js';

export const options = optionsFor('bid-storm');
const quoteDuration = new Trend('quote_duration', true);
const accepted = new Counter('quotes_accepted');
const lost = new Counter('quotes_lost_race');
const serverErrors = new Counter('http_5xx');

export function setup() {
  return createFixtures('bid-storm');
}

function quote(token, lotId, amount, key) {
  const res = http.post(`${BASE_URL}/client/bid`, JSON.stringify({ asset_id: lotId, amount }), {
    headers: sessionHeaders(token, { 'Idempotency-Key': key }),
    tags: { name: 'quote' },
  });
  quoteDuration.add(res.timings.duration);
  if (res.status >= 500) serverErrors.add(1);
  return res;
}

export default function (data) {
  const token = data.session_tokens[(__VU - 1) % data.session_tokens.length];
  const lotId = data.lot_ids[__ITER % data.lot_ids.length];
  const latest = http.post(`${BASE_URL}/client/get-lnt-latest-bid`, JSON.stringify({ asset_id: lotId }), { headers: sessionHeaders(token) });
  const lot = latest.json('data.0');
  if (!lot || lot.you_lead || lot.state !== 'live') return;
  // Same key on a network retry; a fresh key for a fresh amount.
  let amount = lot.next_valid_amount + lot.increment * Math.floor(Math.random() * 3);
  for (let attempt = 0; attempt < 2; attempt++) {
    const key = uuid();
    let res = quote(token, lotId, amount, key);
    if (res.status === 0 || res.status >= 502) res = quote(token, lotId, amount, key);
    if (res.status === 200) {
      accepted.add(1);
      return;
    }
    if (res.status !== 422 || !res.json('next_valid_amount')) return;
    lost.add(1);
    amount = res.json('next_valid_amount');
  }
}

export const handleSummary = summaryFor('bid-storm');
