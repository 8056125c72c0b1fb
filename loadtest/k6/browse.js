// Browsing: the home page's listings, an auction's lots page by page, a lot in full.
import http from 'k6/http';
import { check, sleep } from 'k6';
import { BASE_URL, createFixtures, optionsFor, sessionHeaders, summaryFor } from './common.js';

export const options = optionsFor('browse');

export function setup() {
  return createFixtures('browse');
}

export default function (data) {
  const signedIn = __VU % 2 === 0;
  const headers = signedIn ? sessionHeaders(data.session_tokens[__VU % data.session_tokens.length]) : { 'Content-Type': 'application/json' };
  const home = http.post(`${BASE_URL}/tractorpoint/getAuction`, { state: '', key: '' });
  check(home, { 'listings 200': (r) => r.status === 200 });
  const page = 1 + Math.floor(Math.random() * 3);
  const lots = http.post(`${BASE_URL}/client/get_auction`, JSON.stringify({ uid: data.auction_id, list_type: 'all_assets', page_no: page }), { headers });
  check(lots, { 'auction page 200': (r) => r.status === 200 });
  const lotId = data.lot_ids[Math.floor(Math.random() * data.lot_ids.length)];
  const lot = http.post(`${BASE_URL}/auctions/view/assets`, JSON.stringify({ asset_id: lotId }), { headers });
  check(lot, { 'lot 200': (r) => r.status === 200 });
  const latest = http.post(`${BASE_URL}/client/get-lnt-latest-bid`, JSON.stringify({ asset_ids: data.lot_ids.slice(0, 12) }), { headers });
  check(latest, { 'latest 200': (r) => r.status === 200 });
  sleep(0.5 + Math.random());
}

export const handleSummary = summaryFor('browse');
