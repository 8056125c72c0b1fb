import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, login as loginAs, screenshot, startProduct, type E2EServer } from './harness.js';

/** A new buyer pays for a plan on the simulated gateway and downloads the tax invoice of the payment. */

let server: E2EServer;
let browser: Browser;

const login = (phone: string, password: string) => loginAs(server, phone, password);

beforeAll(async () => {
  server = await startProduct();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('tax invoice of a subscription', () => {
  it('pays for a plan and downloads its invoice', async () => {
    const token = await login('9000000003', 'Buyer@1234');
    const ctx = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 }, locale: 'en-IN', timezoneId: 'Asia/Kolkata', acceptDownloads: true });
    await ctx.addCookies([
      { name: 'vh_session', value: token, url: server.url },
      { name: 'cookie_consent', value: 'declined', url: server.url },
    ]);
    const page = await ctx.newPage();
    page.on('pageerror', (e) => console.error('pageerror:', e.message));
    await page.goto('/subscription-plans');
    await page.getByRole('button', { name: /^1 Month/ }).click();
    const all = page.getByRole('button', { name: /^All/ });
    if (await all.isVisible().catch(() => false)) await all.click();

    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: /^Pay & Subscribe/ }).click();
    const popup = await popupOpened;
    await popup.getByRole('button', { name: /^Pay / }).click();

    const download = page.getByRole('link', { name: 'Download invoice' });
    await download.waitFor({ timeout: 30_000 });
    await screenshot(page, 'invoice-after-payment');
    const downloaded = page.waitForEvent('download');
    await download.click();
    const file = await downloaded;
    expect(file.suggestedFilename()).toMatch(/^VH-\d{2}-\d{2}-\d{6}\.pdf$/);
    const pdf = await readFile((await file.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toMatch(/NotoSans/);

    // The same invoice is listed in the profile's Payments and invoices.
    await page.goto('/client/profile?tab=subscription');
    await expect.poll(() => page.getByRole('heading', { name: 'Payments and invoices' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(/Tax invoice VH\/\d{2}-\d{2}\/\d{6}/).count()).toBeGreaterThan(0);
    await ctx.close();
  });
});
