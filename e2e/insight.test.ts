import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allInCost, type CostParams } from '../server/src/modules/insight/all-in.js';
import { signedIn, site } from './factories.js';
import { launchBrowser, login, screenshot, startProduct, type E2EServer } from './harness.js';
import type { Browser } from 'playwright-core';

/** The all-in price as the buyer types and in the confirm dialog, price memory, and a saved search told of a new lot. */

let server: E2EServer;
let browser: Browser;
let buyer: string;
let admin: string;
const { call } = site(() => server);

const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

beforeAll(async () => {
  server = await startProduct();
  browser = await launchBrowser();
  buyer = await login(server, '9000000002', 'Buyer@1234');
  admin = await login(server, '9000000001', 'Admin@1234');
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('knowing what a lot will cost', () => {
  it('shows the all-in price for the amount being typed, and again in the confirm dialog with its breakdown', async () => {
    const listing = await call<{ live: { c_auction_id: number; title: string }[] }>('/tractorpoint/getAuction', {});
    const auctionId = listing.data.live.find((a) => a.title.includes('Maharashtra Tractor'))!.c_auction_id;
    const lots = await call<{ assets: { asset_id: number; lot_state: string; next_valid_amount: number; quote_count: number }[] }>(
      '/client/get_auction',
      { uid: auctionId, list_type: 'all_assets', page_no: 1 },
    );
    const lot = lots.data.assets.find((l) => l.lot_state === 'live' && l.quote_count === 0)!;
    const costs = (await call<CostParams>('/auctions/api/lot-costs', { asset_id: lot.asset_id })).data;

    const { ctx, page } = await signedIn(browser, server, buyer);
    await page.goto(`/auction/assets?asset_id=${lot.asset_id}`);
    const field = page.getByLabel('Or quote a higher amount');
    await field.waitFor();
    const allIn = page.getByTestId('all-in').first();
    // Before typing: the next valid amount.
    await expect
      .poll(() => allIn.innerText())
      .toContain(`You will pay about ${rupees(allInCost(lot.next_valid_amount, costs).total)} in all`);
    const typed = lot.next_valid_amount + 37_000;
    await field.fill(String(typed));
    await expect.poll(() => allIn.innerText()).toContain(rupees(allInCost(typed, costs).total));
    const more = typed + 100_000;
    await field.fill(String(more));
    await expect.poll(() => allIn.innerText()).toContain(rupees(allInCost(more, costs).total));
    await field.scrollIntoViewIfNeeded();
    await screenshot(page, 'insight-all-in-typing-360');

    await page.getByRole('button', { name: 'Review quote' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm your quote' });
    await dialog.getByTestId('confirm-amount').waitFor();
    const inDialog = dialog.getByTestId('all-in');
    expect(await inDialog.innerText()).toContain(`You will pay about ${rupees(allInCost(more, costs).total)} in all`);
    await inDialog.getByRole('button', { name: 'See the breakdown' }).click();
    const breakdown = dialog.getByTestId('all-in-breakdown');
    await breakdown.waitFor();
    const c = allInCost(more, costs);
    const shown = (await breakdown.locator('dd').allInnerTexts()).map((s) => Number(s.replace(/[^\d]/g, '')));
    expect(shown).toEqual([c.amount, c.fee, c.gst, c.yard, c.rto, c.total]);
    expect(shown.slice(0, 5).reduce((s, n) => s + n, 0)).toBe(shown[5]);
    expect(await dialog.innerText()).toContain(`backout charge of ${rupees(10_000)}`);
    await screenshot(page, 'insight-all-in-confirm-360');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Price memory from the demo history, with its chart.
    const memory = page.getByTestId('price-memory');
    await memory.scrollIntoViewIfNeeded();
    await memory.getByTestId('price-memory-chart').waitFor();
    expect(await memory.getByTestId('price-memory-median').innerText()).toMatch(/^₹[\d,]+$/);
    await screenshot(page, 'insight-price-memory-360');
    await ctx.close();

    const hi = await signedIn(browser, server, buyer, 'hi');
    await hi.page.goto(`/auction/assets?asset_id=${lot.asset_id}`);
    await hi.page.getByTestId('all-in').first().waitFor();
    expect(await hi.page.getByTestId('all-in').first().innerText()).toContain('आप कुल लगभग');
    await hi.page.getByTestId('all-in').first().scrollIntoViewIfNeeded();
    await screenshot(hi.page, 'insight-all-in-hi-360');
    await hi.page.getByTestId('price-memory').scrollIntoViewIfNeeded();
    await screenshot(hi.page, 'insight-price-memory-hi-360');
    await hi.ctx.close();
  });

  it('saves a search and tells the buyer, by SMS and in the app, of a new lot that matches', async () => {
    const make = `Kartar${randomInt(1000, 9999)}`;
    const { ctx, page } = await signedIn(browser, server, buyer);
    await page.goto('/client/saved-searches');
    const form = page.getByTestId('saved-search-form');
    await form.getByLabel('Make').fill(make);
    await form.getByLabel('Year from').fill('2015');
    await form.getByRole('button', { name: 'Save this search' }).click();
    const row = page.getByTestId('saved-search').filter({ hasText: make });
    await row.waitFor();
    expect(await row.innerText()).toContain('0 lots on sale match');

    const listing = await call<{ upcoming: { c_auction_id: number }[] }>('/tractorpoint/getAuction', {});
    const auctionId = listing.data.upcoming[0]!.c_auction_id;
    const res = await fetch(`${server.url}/admin/auctions/${auctionId}/lots`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', cookie: `vh_session=${admin}` },
      body: JSON.stringify({
        make,
        model: '4536 Plus',
        year: 2019,
        registration_number: `MH12ZZ${randomInt(1000, 9999)}`,
        yard_location: 'Chakan Yard, Chakan',
        yard_district: 'Pune',
        start_price: 350000,
        increment: 5000,
        rc: 'original',
        keys: 2,
        noc: 'after_payment',
        form35: 'after_payment',
        hypothecation: 'this_financier',
        repossession_basis: 'loan_default',
      }),
    });
    expect(res.status, await res.clone().text()).toBe(200);

    // The notification worker's schedule pass finds it; the console SMS sender prints it.
    await expect
      .poll(() => server.output().includes(`A new lot matches your saved search: Lot`) && server.output().includes(make), {
        timeout: 60_000,
        interval: 500,
      })
      .toBe(true);
    await page.reload();
    await row.waitFor();
    expect(await row.innerText()).toContain('1 new');
    await row.getByRole('button', { name: 'Show the lots' }).click();
    await row
      .getByTestId('search-matches')
      .getByRole('link', { name: `${make} 4536 Plus (2019)` })
      .waitFor();
    await screenshot(page, 'insight-saved-search-360');
    await ctx.close();

    const hi = await signedIn(browser, server, buyer, 'hi');
    await hi.page.goto('/client/auction-calendar');
    await hi.page.getByTestId('calendar-auction').first().waitFor();
    await screenshot(hi.page, 'insight-calendar-hi-360');
    await hi.ctx.close();
  });
});
