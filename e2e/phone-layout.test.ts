import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, phoneContext, screenshot, startProduct, type E2EServer } from './harness.js';

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

describe('accessibility (axe-core)', () => {
  it.each(PAGES)('%s has no critical or serious violation', async (path) => {
    const { ctx, page } = await visitor('hi');
    try {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const result = await new AxeBuilder({ page }).analyze();
      const bad = result.violations
        .filter((v) => v.impact === 'critical' || v.impact === 'serious')
        .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
      expect(bad.join('\n')).toBe('');
    } finally {
      await ctx.close();
    }
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
