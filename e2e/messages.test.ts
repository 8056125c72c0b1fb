import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, site } from './factories.js';
import { launchBrowser, login, screenshot, startProduct, type E2EServer } from './harness.js';
import type { Browser } from 'playwright-core';

/**
 * Messages off the page with the embedded defaults: outbidding the demo buyer prints the outbid
 * SMS and WhatsApp naming the lot in the server log (the console senders), and the admin's
 * message log lists them, looked at 360 px wide in English and Tamil.
 */

let server: E2EServer;
let browser: Browser;
let buyerA: string;
let buyerB: string;
let admin: string;
const { call, freshLot, quote } = site(() => server);

beforeAll(async () => {
  [server, browser] = await Promise.all([startProduct(), launchBrowser()]);
  [buyerA, admin] = await Promise.all([login(server, '9000000002', 'Buyer@1234'), login(server, '9000000001', 'Admin@1234')]);
  const fixtures = await call<{ session_tokens: string[] }>('/admin/loadtest/fixtures', { buyers: 1, lots: 1, minutes: 60 }, admin);
  expect(fixtures.status, fixtures.msg).toBe(200);
  buyerB = fixtures.data.session_tokens[0]!;
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('messages off the page', () => {
  it('prints the outbid SMS and WhatsApp naming the lot, and lists them in the admin’s message log', { timeout: 180_000 }, async () => {
    const lot = await freshLot();
    await quote(buyerA, lot.asset_id, lot.next_valid_amount);
    const price = lot.next_valid_amount + lot.increment;
    await quote(buyerB, lot.asset_id, price);
    const shown = `₹${price.toLocaleString('en-IN')}`;
    const line = (sender: 'SMS' | 'WhatsApp') =>
      new RegExp(
        `${sender} \\(console sender\\): VahanHaat: You have been outbid on Lot \\d+, .+ \\([^)]+\\)\\. Current price ${shown}\\.`,
      );
    await expect.poll(() => server.output(), { timeout: 30_000 }).toMatch(line('SMS'));
    await expect.poll(() => server.output(), { timeout: 30_000 }).toMatch(line('WhatsApp'));

    for (const language of ['en', 'ta'] as const) {
      const a = await signedIn(browser, server, admin, language);
      await a.page.goto('/admin/message-log?kind=outbid');
      await a.page.getByRole('heading', { name: language === 'en' ? 'Message log' : 'செய்திப் பதிவு' }).waitFor();
      await a.page.locator('.admin-table tbody tr').first().waitFor();
      expect(await a.page.locator('.admin-table tbody tr', { hasText: '9000000002' }).count()).toBeGreaterThanOrEqual(2);
      // The filters fit the phone: only the table scrolls sideways.
      expect(await a.page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
      await screenshot(a.page, `message-log-${language}-360`);
      await a.page.locator('.admin-table-wrap').evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await screenshot(a.page, `message-log-rows-${language}-360`);
      await a.ctx.close();
    }
  });
});
