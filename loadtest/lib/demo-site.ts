import { chromium } from 'playwright-core';
/** The demo site as the web benches meet it: the demo buyer's session and an auction room to open. */

/** Signs the demo buyer in (seeded by the demo data) and answers the session token. */
export async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/login-react`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ phone: '9000000002', password: 'Buyer@1234' }),
  });
  const token = /vh_session=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  if (!token) throw new Error(`demo buyer sign-in failed: ${res.status}`);
  return token;
}

/** The room of the first live (else upcoming) auction of the demo data. */
export async function liveAuctionPath(base: string): Promise<string> {
  const res = await fetch(`${base}/tractorpoint/getAuction`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': 'XMLHttpRequest' },
    body: 'state=&key=',
  });
  type Row = { c_auction_id: number };
  const body = (await res.json()) as { data?: { live?: Row[]; upcoming?: Row[] } };
  const auction = body.data?.live?.[0] ?? body.data?.upcoming?.[0];
  if (!auction) throw new Error('the demo data has no auction');
  return `/client/auction?uid=${auction.c_auction_id}&list_type=all_assets&page_no=1`;
}

/** Debian's Chromium (CHROMIUM_PATH elsewhere), started as the benches drive it: headless, without its own network chatter. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Flags every headless run here starts with; callers add their own. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
export function launchChromium(extraFlags: string[] = []) {
  return chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS, ...extraFlags] });
}
