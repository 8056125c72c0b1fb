// What a buyer does, shared by the scenario scripts: browse, quote, watch lots over /ws.
// The custom metrics live here so a script that mixes flows (soak.js) registers each one once.
import { check } from 'k6';
import http from 'k6/http';
import { Counter, Rate, Trend } from 'k6/metrics';
import { setTimeout } from 'k6/timers';
import { WebSocket } from 'k6/websockets';
import { BASE_URL, WS_URL, clientHeaders, jsonHeaders, sessionHeaders } from './common.js';

/**
 * @typedef {import('./common.js').Fixtures} Fixtures
 * @typedef {{ state: string, you_lead: boolean, next_valid_amount: number, increment: number, seq: number }} LotLatest
 * @typedef {{ type: string, assetId?: number, seq?: number, acceptedAt?: string, serverTime?: string }} WireMessage
 */

export const quoteDuration = new Trend('quote_duration', true);
export const quotesAccepted = new Counter('quotes_accepted');
export const quotesLost = new Counter('quotes_lost_race');
export const serverErrors = new Counter('http_5xx');
export const bidToScreen = new Trend('bid_to_screen', true);
export const seqGaps = new Counter('ws_seq_gaps');
export const connectFailed = new Rate('ws_connect_failed');
export const quotesSeen = new Counter('ws_quotes_received');
export const resyncs = new Counter('ws_resyncs');
export const wsErrors = new Counter('ws_errors');

// A lost race (422) or a buyer already leading (409) is an answer, not a failed request.
const QUOTE_ANSWERS = http.expectedStatuses({ min: 200, max: 399 }, 409, 422);

/**
 * One quote with its Idempotency-Key; a network failure or 502-504 is retried once with the same key.
 * @param {string} token
 * @param {number} lotId
 * @param {number} amount
 * @param {string} key
 */
export function postQuote(token, lotId, amount, key) {
  const send = () => {
    const res = http.post(`${BASE_URL}/client/bid`, JSON.stringify({ asset_id: lotId, amount }), {
      headers: sessionHeaders(token, { 'Idempotency-Key': key }),
      tags: { name: 'quote' },
      responseCallback: QUOTE_ANSWERS,
    });
    quoteDuration.add(res.timings.duration);
    if (res.status >= 500) serverErrors.add(1);
    return res;
  };
  let res = send();
  if (res.status === 0 || res.status >= 502) res = send();
  if (res.status === 200) quotesAccepted.add(1);
  else if (res.status === 422) quotesLost.add(1);
  return res;
}

/**
 * The lot's price, leader flag and next valid amount as `token`'s buyer sees it.
 * @param {number} lotId
 * @param {string} [token]
 * @returns {LotLatest | undefined}
 */
export function latest(lotId, token) {
  const res = http.post(`${BASE_URL}/client/get-lnt-latest-bid`, JSON.stringify({ asset_id: lotId }), {
    headers: token ? sessionHeaders(token) : jsonHeaders(),
    tags: { name: 'latest' },
  });
  return /** @type {LotLatest | undefined} */ (/** @type {unknown} */ (res.json('data.0')));
}

/**
 * Home listings, a page of the auction's lots, one lot in full, the latest prices of a dozen lots.
 * Even VUs browse signed in.
 * @param {Fixtures} data
 */
export function browseOnce(data) {
  const signedIn = __VU % 2 === 0;
  const headers = signedIn ? sessionHeaders(data.session_tokens[__VU % data.session_tokens.length]) : jsonHeaders();
  const home = http.post(
    `${BASE_URL}/tractorpoint/getAuction`,
    { state: '', key: '' },
    { headers: clientHeaders(), tags: { name: 'listings' } },
  );
  check(home, { 'listings 200': (r) => r.status === 200 });
  const page = 1 + Math.floor(Math.random() * 3);
  const lots = http.post(
    `${BASE_URL}/client/get_auction`,
    JSON.stringify({ uid: data.auction_id, list_type: 'all_assets', page_no: page }),
    {
      headers,
      tags: { name: 'auction page' },
    },
  );
  check(lots, { 'auction page 200': (r) => r.status === 200 });
  const lotId = data.lot_ids[Math.floor(Math.random() * data.lot_ids.length)];
  const lot = http.post(`${BASE_URL}/auctions/view/assets`, JSON.stringify({ asset_id: lotId }), { headers, tags: { name: 'lot' } });
  check(lot, { 'lot 200': (r) => r.status === 200 });
  const prices = http.post(`${BASE_URL}/client/get-lnt-latest-bid`, JSON.stringify({ asset_ids: data.lot_ids.slice(0, 12) }), {
    headers,
    tags: { name: 'latest' },
  });
  check(prices, { 'latest 200': (r) => r.status === 200 });
}

/**
 * One raw WebSocket watching `lots` until `closeAt` (Unix ms). Per quote: bid-to-screen latency
 * from the server's acceptedAt (the database clock) and any jump in the lot's seq.
 *
 * The load generator's clock may differ from the server's: three pings ({op:'ping'} → time)
 * estimate the offset, which is applied only when it exceeds what the round trip can resolve.
 * @param {number[]} lots
 * @param {number} closeAt
 */
export function watch(lots, closeAt) {
  const ws = new WebSocket(WS_URL, null, { headers: clientHeaders(), tags: { name: 'watch' } });
  /** @type {Record<number, number>} */
  const last = {};
  let settled = false;
  let offset = 0;
  let bestRtt = Infinity;
  let pingSentAt = 0;
  let pings = 0;
  const settle = (/** @type {boolean} */ failed) => {
    if (settled) return;
    settled = true;
    connectFailed.add(failed);
  };
  const ping = () => {
    pingSentAt = Date.now();
    ws.send('{"op":"ping"}');
  };

  ws.onopen = () => {
    settle(false);
    ws.send(JSON.stringify({ op: 'subscribe', lots: lots.map((assetId) => ({ assetId })) }));
    ping();
    setTimeout(() => ws.close(), Math.max(0, closeAt - Date.now()));
  };
  ws.onerror = () => settle(true);
  ws.onclose = () => settle(true);
  ws.onmessage = (event) => {
    const now = Date.now();
    const m = /** @type {WireMessage} */ (JSON.parse(String(event && event.data)));
    if (m.type === 'time' && pingSentAt && m.serverTime) {
      const rtt = now - pingSentAt;
      if (rtt < bestRtt) {
        bestRtt = rtt;
        const estimate = Date.parse(m.serverTime) - (pingSentAt + now) / 2;
        offset = Math.abs(estimate) > rtt / 2 ? estimate : 0;
      }
      pingSentAt = 0;
      if (++pings < 3) ping();
    } else if (m.type === 'snapshot' && m.assetId !== undefined && m.seq !== undefined) {
      const prev = last[m.assetId];
      if (prev !== undefined && m.seq > prev) resyncs.add(1);
      if (prev === undefined || m.seq > prev) last[m.assetId] = m.seq;
    } else if (m.type === 'quote' && m.assetId !== undefined && m.seq !== undefined) {
      const prev = last[m.assetId];
      if (prev !== undefined && m.seq <= prev) return;
      if (prev !== undefined && m.seq > prev + 1) seqGaps.add(m.seq - prev - 1);
      last[m.assetId] = m.seq;
      quotesSeen.add(1);
      if (m.acceptedAt) bidToScreen.add(now + offset - Date.parse(m.acceptedAt));
    } else if (m.type === 'error') {
      wsErrors.add(1);
    }
  };
}
