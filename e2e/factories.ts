/**
 * What the e2e tests build their scenes from: API requests as the web client sends them, the
 * seeded demo lots to quote on, and signed-in browser pages. The product itself comes from
 * harness.ts (startProduct, launchBrowser); every e2e test takes its requests and lots from here.
 */
import { randomUUID } from 'node:crypto';
import { vi } from 'vitest';
import { phoneContext } from './harness.js';
import type { Browser, BrowserContext, Page } from 'playwright-core';

/** The product's answer envelope, with the HTTP status beside it. */
export interface Envelope<T> {
  http: number;
  status: number;
  code?: string;
  msg?: string;
  data: T;
}

/** A lot as /client/get_auction lists it: the fields the e2e tests read. */
export interface Lot {
  asset_id: number;
  c_auction_id: number;
  lot_no?: number;
  make: string;
  model: string;
  start_price: number;
  current_price: number | null;
  increment: number;
  next_valid_amount: number;
  quote_count: number;
  ends_at: string;
  lot_state: string;
}

/** The seeded demo auction that is live whenever the product starts (server/src/db/seed-data). */
export const DEMO_AUCTION = 'Sahyadri Auto Finance · Maharashtra Tractor';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Requests against the product `server()` returns (a getter: the server starts in beforeAll).
 * `api` sends any method with a JSON body when there is one; `call` is a POST, as the legacy routes take.
 */
export function site(server: () => { url: string }) {
  async function api<T>(
    method: Method,
    path: string,
    token?: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Envelope<T>> {
    const res = await fetch(`${server().url}${path}`, {
      method,
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        ...(token ? { cookie: `vh_session=${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { http: res.status, ...((await res.json()) as Omit<Envelope<T>, 'http'>) };
  }

  const call = <T>(path: string, body: unknown, token?: string, headers: Record<string, string> = {}) =>
    api<T>('POST', path, token, body, headers);

  /** The id of the live auction whose title contains `title`. */
  async function liveAuctionId(title: string): Promise<number> {
    const listing = await call<{ live: { c_auction_id: number; title: string }[] }>('/tractorpoint/getAuction', {});
    const auction = listing.data.live.find((a) => a.title.includes(title));
    if (!auction) throw new Error(`no live auction titled like ${title}`);
    return auction.c_auction_id;
  }

  /** Live lots nobody quoted on yet in `auctionId`, in the listing's order. */
  async function untouchedLots(auctionId: number): Promise<Lot[]> {
    const lots = await call<{ assets: Lot[] }>('/client/get_auction', { uid: auctionId, list_type: 'all_assets', page_no: 1 });
    return lots.data.assets.filter((l) => l.lot_state === 'live' && l.quote_count === 0);
  }

  /**
   * A live lot nobody quoted on: in the auction titled like (or with the id) `auction`, or in any
   * live auction when it is null; never one in `taken`, which gets the lot added.
   */
  async function freshLot(auction: string | number | null = DEMO_AUCTION, taken?: Set<number>): Promise<Lot> {
    const ids =
      auction === null
        ? (await call<{ live: { c_auction_id: number }[] }>('/tractorpoint/getAuction', {})).data.live.map((a) => a.c_auction_id)
        : [typeof auction === 'number' ? auction : await liveAuctionId(auction)];
    for (const id of ids) {
      const lot = (await untouchedLots(id)).find((l) => !taken?.has(l.asset_id));
      if (lot) {
        taken?.add(lot.asset_id);
        return lot;
      }
    }
    throw new Error(`no untouched live lot in ${auction ?? 'any live auction'}`);
  }

  /** A manual quote through the API, which must be accepted. */
  async function quote(token: string, assetId: number, amount: number) {
    const answer = await call<{ price: number }>('/client/bid', { asset_id: assetId, amount }, token, {
      'idempotency-key': `e2e-${randomUUID()}`,
    });
    if (answer.status !== 200) throw new Error(`quote of ${amount} on lot ${assetId} refused: ${answer.http} ${answer.msg}`);
    return answer;
  }

  return { api, call, liveAuctionId, freshLot, quote };
}

/**
 * A page signed in with `token`, cookies declined, `language` saved as the reader's choice (null:
 * the page keeps its own); phone-sized, or desktop-sized in India's time zone when `viewport` is given.
 */
export async function signedIn(
  browser: Browser,
  server: { url: string },
  token: string,
  language: string | null = 'en',
  viewport?: { width: number; height: number },
): Promise<{ ctx: BrowserContext; page: Page }> {
  const ctx = viewport
    ? await browser.newContext({ baseURL: server.url, viewport, locale: 'en-IN', timezoneId: 'Asia/Kolkata' })
    : await phoneContext(browser, server.url);
  await ctx.addCookies([
    { name: 'vh_session', value: token, url: server.url },
    { name: 'cookie_consent', value: 'declined', url: server.url },
  ]);
  if (language !== null) await ctx.addInitScript(`try { localStorage.setItem('language', '${language}'); } catch {}`);
  return { ctx, page: await ctx.newPage() };
}

/** The last OTP the console SMS sender printed for `phone` (10 digits) in the server log, if any yet. */
export function lastOtp(server: { output(): string }, phone: string): string | undefined {
  const codes = server
    .output()
    .split('\n')
    .filter((line) => line.includes(`+91${phone}`))
    // The text is in the reader's language; the code comes first in every one.
    .flatMap((line) => /SMS \(console sender\): (\d{4}) /.exec(line)?.[1] ?? []);
  return codes.at(-1);
}

/** Waits for an OTP for `phone` in the server log (the SMS goes out after the request is answered). */
export function otpFor(server: { output(): string }, phone: string, timeoutMs = 15_000): Promise<string> {
  return vi.waitFor(
    () => {
      const code = lastOtp(server, phone);
      if (!code) throw new Error(`no OTP for ${phone} in the server log`);
      return code;
    },
    { timeout: timeoutMs, interval: 100 },
  );
}
