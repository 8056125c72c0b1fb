import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, login as loginAs, phoneContext, screenshot, startProduct, type E2EServer } from './harness.js';
import type { Browser } from 'playwright-core';
import type { BrowserContext } from 'playwright-core';

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
    const ctx = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 1280, height: 900 },
      locale: 'en-IN',
      timezoneId: 'Asia/Kolkata',
      acceptDownloads: true,
    });
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

    // The plan's price with its GST, and the total on the button.
    await page.getByLabel('Price and GST').waitFor();
    expect(await page.getByRole('button', { name: /^Pay & Subscribe ₹/ }).textContent()).toMatch(/₹[\d,]+$/);
    await screenshot(page, 'plans-gst-desktop');

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
    paidInvoice = (await file.suggestedFilename()).replace('.pdf', '').replace(/-(\d{2}-\d{2})-/, '/$1/');
    await ctx.close();
  });

  it("shows the admin the payment's settlement beside its invoice, with the CSV", async () => {
    const ctx = await adminContext({ width: 1280, height: 900 });
    const page = await ctx.newPage();
    await page.goto('/admin/settlements');
    const row = page.locator('tr', { hasText: paidInvoice });
    await row.waitFor({ timeout: 30_000 });
    expect(await row.getAttribute('data-status')).toBe('matched');
    expect(await row.getAttribute('class')).toBeNull();
    await screenshot(page, 'admin-settlements-desktop');
    const csv = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download CSV' }).click();
    const text = await readFile((await (await csv).path())!, 'utf8');
    expect(text.split(/\r?\n/)[0]).toContain('status,payment_id,invoice_number');
    expect(text).toContain(`matched,`);
    expect(text).toContain(paidInvoice);

    // A phone, in Hindi.
    const phone = await adminContext({ width: 360, height: 740 }, 'hi');
    const small = await phone.newPage();
    await small.goto('/admin/settlements');
    await small.getByRole('heading', { name: 'सेटलमेंट मिलान' }).waitFor({ timeout: 30_000 });
    await small.locator('tr', { hasText: paidInvoice }).waitFor();
    await screenshot(small, 'admin-settlements-360-hi');
    await phone.close();
    await ctx.close();
  });

  it('issues a credit note from the admin invoice list: asks the reason, lists the note and downloads it', async () => {
    const ctx = await adminContext({ width: 1280, height: 900 });
    const page = await ctx.newPage();
    await page.goto('/admin/tax-documents');
    const row = page.locator('tr', { hasText: paidInvoice });
    await row.waitFor({ timeout: 30_000 });
    await row.getByRole('button', { name: 'Issue credit note' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason (for example, the refund)').fill('Refunded: plan bought twice');
    await screenshot(page, 'admin-credit-note-dialog');
    const downloaded = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Issue credit note' }).click();
    const file = await downloaded;
    expect(file.suggestedFilename()).toMatch(/^VHC-\d{2}-\d{2}-\d{6}\.pdf$/);
    const pdf = await readFile((await file.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // The list's row, not the toast that says the same number.
    await page.getByRole('cell', { name: /Credit note VHC\/\d{2}-\d{2}\/\d{6}/ }).waitFor();
    await expect.poll(() => row.getByText('Credited').isVisible()).toBe(true);
    await screenshot(page, 'admin-credit-note-issued');
    await ctx.close();
  });
});

let paidInvoice = '';

/** The demo admin's signed-in browser, at a size and in a language. */
async function adminContext(viewport: { width: number; height: number }, language = 'en'): Promise<BrowserContext> {
  const token = await login('9000000001', 'Admin@1234');
  const ctx =
    viewport.width <= 360
      ? await phoneContext(browser, server.url, `${language}-IN`)
      : await browser.newContext({ baseURL: server.url, viewport, locale: 'en-IN', timezoneId: 'Asia/Kolkata', acceptDownloads: true });
  await ctx.addCookies([
    { name: 'vh_session', value: token, url: server.url },
    { name: 'cookie_consent', value: 'declined', url: server.url },
    { name: 'language', value: language, url: server.url },
  ]);
  return ctx;
}
