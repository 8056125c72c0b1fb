/** What a buyer does, as k6/flows.js does it: browse, read the latest price, quote. */
import { randomUUID } from 'node:crypto';
import { check, type RunContext } from './executors.js';
import { expectStatuses, type VuHttp } from './http.js';
import type { Fixtures } from '../lib/fixtures.js';

export interface LotLatest {
  state: string;
  you_lead: boolean;
  next_valid_amount: number;
  increment: number;
  seq: number;
}

// A lost race (422) or a buyer already leading (409) is an answer, not a failed request.
const QUOTE_ANSWERS = expectStatuses(409, 422);

export const cookieOf = (token: string) => ({ cookie: `vh_session=${token}` });

export async function latest(http: VuHttp, lotId: number, token?: string): Promise<LotLatest | undefined> {
  const res = await http.postJson(
    '/client/get-lnt-latest-bid',
    { asset_id: lotId },
    { headers: token ? cookieOf(token) : {}, name: 'latest' },
  );
  return (res.body as { data?: LotLatest[] } | null)?.data?.[0];
}

/** One quote with its Idempotency-Key; a network failure or 502-504 is retried once with the same key. */
export async function postQuote(ctx: RunContext, http: VuHttp, token: string, lotId: number, amount: number, key = randomUUID()) {
  const send = async () => {
    const res = await http.postJson(
      '/client/bid',
      { asset_id: lotId, amount },
      { headers: { ...cookieOf(token), 'idempotency-key': key }, expected: QUOTE_ANSWERS, name: 'quote' },
    );
    ctx.metrics.trend('quote_duration').add(res.ms);
    if (res.status >= 500) ctx.metrics.counter('http_5xx').add(1);
    return res;
  };
  let res = await send();
  if (res.status === 0 || res.status >= 502) res = await send();
  if (res.status === 200) ctx.metrics.counter('quotes_accepted').add(1);
  else if (res.status === 422) ctx.metrics.counter('quotes_lost_race').add(1);
  return { status: res.status, nextValid: Number((res.body as { next_valid_amount?: number } | null)?.next_valid_amount) || 0 };
}

/** Home listings, a page of the auction's lots, one lot in full, the latest prices of a dozen lots. Even VUs browse signed in. */
export async function browseOnce(ctx: RunContext, http: VuHttp, vu: number, data: Fixtures) {
  const headers = vu % 2 === 0 ? cookieOf(data.session_tokens[vu % data.session_tokens.length]!) : {};
  const ok = (r: { status: number }) => r.status === 200;
  const home = await http.postForm('/tractorpoint/getAuction', { state: '', key: '' }, { name: 'listings' });
  check(ctx.metrics, { 'listings 200': ok(home) });
  const page = 1 + Math.floor(Math.random() * 3);
  const lots = await http.postJson(
    '/client/get_auction',
    { uid: data.auction_id, list_type: 'all_assets', page_no: page },
    { headers, name: 'auction page' },
  );
  check(ctx.metrics, { 'auction page 200': ok(lots) });
  const lotId = data.lot_ids[Math.floor(Math.random() * data.lot_ids.length)];
  const lot = await http.postJson('/auctions/view/assets', { asset_id: lotId }, { headers, name: 'lot' });
  check(ctx.metrics, { 'lot 200': ok(lot) });
  const prices = await http.postJson('/client/get-lnt-latest-bid', { asset_ids: data.lot_ids.slice(0, 12) }, { headers, name: 'latest' });
  check(ctx.metrics, { 'latest 200': ok(prices) });
}
