import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, login, phoneContext, screenshot, startProduct, type E2EServer } from './harness.js';
import type { Browser, BrowserContext, Page } from 'playwright-core';

let server: E2EServer;
let browser: Browser;
beforeAll(async () => {
  server = await startProduct();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const LOCALES = ['en', 'hi', 'mr', 'gu', 'kn', 'te', 'ta'] as const;
const PAGES = ['/', '/login', '/subscription-plans', '/aboutUs', '/contactUs'];

/** A 360 px visitor in `lang` who has answered the cookie banner and seen the trade-advance popup. */
async function visitor(lang: string, { popupSeen = true } = {}): Promise<{ ctx: BrowserContext; page: Page }> {
  const ctx = await phoneContext(browser, server.url, `${lang}-IN`);
  await ctx.addCookies([
    { name: 'cookie_consent', value: 'declined', url: server.url },
    { name: 'language', value: lang, url: server.url },
  ]);
  if (popupSeen) await ctx.addInitScript({ content: "sessionStorage.setItem('trade_advance_shown', '1')" });
  return { ctx, page: await ctx.newPage() };
}

/**
 * Layout faults on the page as drawn: controls whose text overflows their box, anything reaching
 * past the viewport's sides (outside a scrolling strip), and two controls overlapping.
 */
async function layoutFaults(page: Page, scope = 'body'): Promise<string[]> {
  return page.evaluate(`(() => {
    const root = document.querySelector(${JSON.stringify(scope)});
    const faults = [];
    const width = document.documentElement.clientWidth;
    const name = (el) => el.tagName.toLowerCase() + (el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\\s+/).join('.') : '') + ' "' + (el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 30) + '"';
    const shown = (el) => {
      if (el.closest('[hidden], [aria-hidden="true"], .visually-hidden')) return false;
      // A closed <details> keeps its content laid out but not drawn (content-visibility).
      const details = el.closest('details');
      if (details && !details.open && !el.closest('summary')) return false;
      const style = getComputedStyle(el);
      const rect = el.getBoundingClientRect();
      return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0 && rect.width > 0 && rect.height > 0;
    };
    const inScroller = (el) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const o = getComputedStyle(p).overflowX;
        if (o === 'auto' || o === 'scroll' || o === 'hidden') return true;
      }
      return false;
    };
    const controls = [...root.querySelectorAll('a[href], button, input:not([type=hidden]), select, textarea, [role=tab]')].filter(shown);
    for (const el of controls) {
      if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible') faults.push('text cut off: ' + name(el));
      const rect = el.getBoundingClientRect();
      if ((rect.right > width + 1 || rect.left < -1) && !inScroller(el)) faults.push('past the screen edge: ' + name(el));
      // Cut by a box that hides its overflow (one that scrolls is a strip the reader can move).
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const st = getComputedStyle(p);
        if (st.overflowX !== 'hidden' && st.overflowX !== 'clip') continue;
        const c = p.getBoundingClientRect();
        if (rect.right > c.right + 1 || rect.left < c.left - 1) faults.push('clipped by its container: ' + name(el));
        break;
      }
    }
    for (const el of root.querySelectorAll('*')) {
      if (!shown(el) || inScroller(el)) continue;
      const rect = el.getBoundingClientRect();
      if (rect.right > width + 1) faults.push('past the screen edge: ' + name(el));
    }
    // What of a control can be seen: its box cut by every scrolling or clipping box around it.
    const visibleRect = (el) => {
      let { left, top, right, bottom } = el.getBoundingClientRect();
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const st = getComputedStyle(p);
        if (st.overflowX === 'visible' && st.overflowY === 'visible') continue;
        const c = p.getBoundingClientRect();
        left = Math.max(left, c.left); top = Math.max(top, c.top); right = Math.min(right, c.right); bottom = Math.min(bottom, c.bottom);
      }
      return { left, top, right, bottom };
    };
    for (let i = 0; i < controls.length; i += 1) {
      for (let j = i + 1; j < controls.length; j += 1) {
        const a = controls[i], b = controls[j];
        if (a.contains(b) || b.contains(a)) continue;
        // A field's own action (show password) sits inside the field by design.
        if (a.parentElement === b.parentElement && (a.matches('.field__action') || b.matches('.field__action'))) continue;
        const r = visibleRect(a), s = visibleRect(b);
        const w = Math.min(r.right, s.right) - Math.max(r.left, s.left);
        const h = Math.min(r.bottom, s.bottom) - Math.max(r.top, s.top);
        if (w > 2 && h > 2) faults.push('overlapping: ' + name(a) + ' and ' + name(b));
      }
    }
    if (document.documentElement.scrollWidth > width + 1) faults.push('the page scrolls sideways (' + document.documentElement.scrollWidth + ' px)');
    return [...new Set(faults)];
  })()`) as Promise<string[]>;
}

describe('the public pages on a 360 px phone', () => {
  it.each(LOCALES)('%s: nothing cut off, past the screen or overlapping', async (lang) => {
    const { ctx, page } = await visitor(lang);
    const found: string[] = [];
    try {
      for (const path of PAGES) {
        await page.goto(path);
        await page.locator('.site-footer, .auth-card').first().waitFor();
        await page.waitForLoadState('networkidle');
        if (path === '/') await page.locator('.listing-row').first().waitFor();
        if (['en', 'hi', 'ta'].includes(lang)) await screenshot(page, `360-${lang}-${path.replace(/\W+/g, '_') || 'home'}`);
        for (const fault of await layoutFaults(page)) found.push(`${path}: ${fault}`);
      }
    } finally {
      await ctx.close();
    }
    expect(found.join('\n')).toBe('');
  });

  it.each(LOCALES)('%s: the trade-advance popup fits the screen', async (lang) => {
    const { ctx, page } = await visitor(lang, { popupSeen: false });
    try {
      await page.goto('/');
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      if (['en', 'hi', 'ta'].includes(lang)) await screenshot(page, `360-${lang}-popup`);
      expect((await layoutFaults(page, '[role=dialog]')).join('\n')).toBe('');
    } finally {
      await ctx.close();
    }
  });
});

type BuyerSession = { token: string; auctionId: number; assetId: number };
let buyerMade: Promise<BuyerSession> | undefined;

/**
 * The seeded PAN-India buyer's session, with one quote of theirs so My Quotes has a row: made once
 * per file (a second quote on the same lot would be refused as leading already).
 */
function buyerSession(): Promise<BuyerSession> {
  buyerMade ??= makeBuyerSession();
  return buyerMade;
}

async function makeBuyerSession(): Promise<BuyerSession> {
  const post = async <T>(path: string, body: unknown, token?: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        ...(token ? { cookie: `vh_session=${token}` } : {}),
        ...headers,
      },
      body: JSON.stringify(body),
    });
    return { res, body: (await res.json()) as { status: number; msg?: string; data: T } };
  };
  const { res } = await post('/login-react', { phone: '9000000002', password: 'Buyer@1234' });
  const token = /vh_session=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  if (!token) throw new Error(`demo buyer login failed: ${res.status}`);
  const listing = await post<{ live: { c_auction_id: number }[] }>('/tractorpoint/getAuction', {});
  const auctionId = listing.body.data.live[0]?.c_auction_id;
  if (!auctionId) throw new Error('the demo data has no live auction');
  type Lot = { asset_id: number; lot_state: string; next_valid_amount: number };
  const lots = await post<{ assets: Lot[] }>('/client/get_auction', { uid: auctionId, list_type: 'all_assets', page_no: 1 }, token);
  const lot = lots.body.data.assets.find((l) => l.lot_state === 'live');
  if (!lot) throw new Error(`auction ${auctionId} has no live lot`);
  const quote = await post('/client/bid', { asset_id: lot.asset_id, amount: lot.next_valid_amount }, token, {
    'idempotency-key': `e2e-layout-${lot.asset_id}`,
  });
  if (quote.body.status !== 200) throw new Error(`quote refused: ${quote.body.msg}`);
  return { token, auctionId, assetId: lot.asset_id };
}

describe('the signed-in pages on a 360 px phone', () => {
  let buyer: Awaited<ReturnType<typeof buyerSession>>;
  beforeAll(async () => {
    buyer = await buyerSession();
  });

  const screens = () => [
    {
      name: 'auction room',
      path: `/client/auction?uid=${buyer.auctionId}&list_type=all_assets&page_no=1`,
      ready: '.lot-card .quick-quote',
    },
    { name: 'lot', path: `/auction/assets?asset_id=${buyer.assetId}`, ready: '.bid-panel form' },
    { name: 'my quotes', path: '/client/my-bids', ready: '.site-footer' },
    { name: 'profile', path: '/client/profile', ready: '.site-footer' },
    { name: 'subscription', path: '/client/profile?tab=subscription', ready: '.site-footer' },
    { name: 'notifications', path: '/client/profile?tab=notifications', ready: '.notify-table' },
  ];

  it.each(LOCALES)(
    '%s: auction room, lot, My Quotes, profile, subscription and notifications: nothing cut off, past the screen or overlapping',
    async (lang) => {
      const ctx = await phoneContext(browser, server.url, `${lang}-IN`);
      await ctx.addCookies([
        { name: 'vh_session', value: buyer.token, url: server.url },
        { name: 'cookie_consent', value: 'declined', url: server.url },
        { name: 'language', value: lang, url: server.url },
      ]);
      const page = await ctx.newPage();
      const found: string[] = [];
      try {
        for (const target of screens()) {
          await page.goto(target.path);
          await page.locator(target.ready).first().waitFor({ timeout: 30_000 });
          await page
            .locator('.spinner')
            .first()
            .waitFor({ state: 'detached', timeout: 30_000 })
            .catch(() => undefined);
          await page.evaluate('document.fonts.ready.then(() => undefined)');
          const slug = target.name.replace(/\W+/g, '-');
          if (['en', 'hi', 'ta', 'kn'].includes(lang)) {
            await screenshot(page, `360-${lang}-${slug}`);
            if (target.name === 'auction room') {
              await page.locator('.lot-card').nth(1).scrollIntoViewIfNeeded();
              await screenshot(page, `360-${lang}-${slug}-cards`);
            }
          }
          for (const fault of await layoutFaults(page)) found.push(`${target.name}: ${fault}`);
        }
      } finally {
        await ctx.close();
      }
      expect(found.join('\n')).toBe('');
    },
  );
});

/** axe-core's critical and serious violations on the page as drawn, each with up to three of its nodes. */
async function seriousViolations(page: Page): Promise<string> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    )
    .join('\n');
}

describe('accessibility (axe-core)', () => {
  it.each(PAGES)('%s has no critical or serious violation', async (path) => {
    const { ctx, page } = await visitor('hi');
    try {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toBe('');
    } finally {
      await ctx.close();
    }
  });

  it('the login modal has no critical or serious violation', async () => {
    const { ctx, page } = await visitor('hi');
    try {
      await page.goto('/aboutUs');
      await page.waitForLoadState('networkidle');
      await page.getByRole('button', { name: 'मेनू खोलें' }).click();
      await page.locator('a[href="/login"]:visible').first().click();
      await page.getByRole('dialog').getByLabel('मोबाइल नंबर').waitFor();
      expect(await seriousViolations(page)).toBe('');
    } finally {
      await ctx.close();
    }
  });
});

/**
 * The demo dealer's agent quotes on a live lot the buyer does not lead, within the agent's per-lot
 * cap, so the dealer's dashboard lists a leading quote (its badge among what axe checks).
 */
async function agentLeads(skipAssetId: number): Promise<void> {
  const agent = await login(server, '9000000021', 'Buyer@1234');
  const headers = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', cookie: `vh_session=${agent}` };
  const post = async <T>(path: string, body: unknown, extra: Record<string, string> = {}) =>
    (await (
      await fetch(`${server.url}${path}`, { method: 'POST', headers: { ...headers, ...extra }, body: JSON.stringify(body) })
    ).json()) as {
      status: number;
      msg?: string;
      data: T;
    };
  const auctions = await post<{ live: { c_auction_id: number }[] }>('/tractorpoint/getAuction', {});
  type Lot = { asset_id: number; lot_state: string; next_valid_amount: number };
  for (const { c_auction_id: uid } of auctions.data.live) {
    const lots = await post<{ assets: Lot[] }>('/client/get_auction', { uid, list_type: 'all_assets', page_no: 1 });
    const lot = lots.data.assets.find((l) => l.lot_state === 'live' && l.asset_id !== skipAssetId && l.next_valid_amount <= 500_000);
    if (!lot) continue;
    const quote = await post(
      '/client/bid',
      { asset_id: lot.asset_id, amount: lot.next_valid_amount },
      { 'idempotency-key': `e2e-axe-agent-${lot.asset_id}` },
    );
    if (quote.status !== 200) throw new Error(`the agent's quote was refused: ${quote.msg}`);
    return;
  }
  throw new Error("no live lot within the demo agent's cap");
}

describe('accessibility of the signed-in pages (axe-core)', () => {
  let buyer: Awaited<ReturnType<typeof buyerSession>>;
  let dealer: string;
  beforeAll(async () => {
    buyer = await buyerSession();
    dealer = await login(server, '9000000020', 'Buyer@1234');
    await agentLeads(buyer.assetId);
  });

  const screens = () => [
    {
      name: 'auction room',
      token: buyer.token,
      path: `/client/auction?uid=${buyer.auctionId}&list_type=all_assets&page_no=1`,
      ready: '.lot-card',
    },
    { name: 'lot', token: buyer.token, path: `/auction/assets?asset_id=${buyer.assetId}`, ready: '.bid-panel' },
    { name: 'my quotes', token: buyer.token, path: '/client/my-bids', ready: '.site-footer' },
    { name: 'deposit', token: buyer.token, path: '/client/deposit', ready: '.site-footer' },
    { name: 'dealer', token: dealer, path: '/client/dealer', ready: '[data-testid="dealer-dashboard"]' },
  ];

  it('the auction room, lot, My Quotes, deposit and dealer pages and the quote dialog have no critical or serious violation', async () => {
    const found: string[] = [];
    for (const target of screens()) {
      const ctx = await phoneContext(browser, server.url, 'hi-IN');
      await ctx.addCookies([
        { name: 'vh_session', value: target.token, url: server.url },
        { name: 'cookie_consent', value: 'declined', url: server.url },
        { name: 'language', value: 'hi', url: server.url },
      ]);
      const page = await ctx.newPage();
      try {
        await page.goto(target.path);
        await page.locator(target.ready).first().waitFor({ timeout: 30_000 });
        await page.waitForLoadState('networkidle');
        const faults = await seriousViolations(page);
        if (faults) found.push(`${target.name}: ${faults}`);
        if (target.name === 'auction room') {
          await page.locator('.lot-card .quick-quote button:enabled').first().click();
          await page.getByRole('dialog').getByTestId('confirm-amount').waitFor();
          const inDialog = await seriousViolations(page);
          if (inDialog) found.push(`quote dialog: ${inDialog}`);
        }
      } finally {
        await ctx.close();
      }
    }
    expect(found.join('\n')).toBe('');
  });
});

describe('offline start', () => {
  it("shows the app's offline notice instead of the browser's error page", async () => {
    const { ctx, page } = await visitor('en');
    try {
      await page.goto('/');
      await page.evaluate('navigator.serviceWorker.ready.then(() => undefined)');
      // The worker controls the page after it claims it; a reload makes the next load go through it.
      await page.reload();
      await page.waitForFunction('navigator.serviceWorker.controller !== null');
      await ctx.setOffline(true);
      await page.reload();
      await expect.poll(() => page.getByRole('alertdialog').textContent(), { timeout: 15_000 }).toMatch(/offline|internet/i);
      expect(await page.locator('.site-header').count()).toBe(1);
    } finally {
      await ctx.close();
    }
  });
});
