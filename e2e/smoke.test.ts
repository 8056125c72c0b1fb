import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, phoneContext, screenshot, startProduct, type E2EServer } from './harness.js';
import type { Browser } from 'playwright-core';

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

describe('the product in a real browser', () => {
  it('serves the home page titled with the product name', async () => {
    const ctx = await phoneContext(browser, server.url);
    const page = await ctx.newPage();
    await page.goto('/');
    await expect.poll(() => page.title()).toBe('VahanHaat');
    await screenshot(page, 'smoke-home-360');
    await ctx.close();
  });

  it('shows the not-found screen with its links for an unknown path', async () => {
    const ctx = await phoneContext(browser, server.url);
    const page = await ctx.newPage();
    const res = await page.goto('/no/such/page');
    expect(res?.status()).toBe(404);
    await page.getByText("Oops! Looks like you've taken a wrong turn.").waitFor();
    for (const name of ['Home', 'Sale Showcase', 'Favorites']) {
      expect(await page.getByRole('link', { name, exact: true }).count()).toBeGreaterThan(0);
    }
    await ctx.close();
  });

  it('serves the API docs', async () => {
    const res = await fetch(`${server.url}/docs/json`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toContain('/client/bid');
  });
});
