import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn as signedInAs, site } from './factories.js';
import { launchBrowser, login as loginAs, phoneContext, screenshot, startProduct, type E2EServer } from './harness.js';
import type { Browser, BrowserContext, Page } from 'playwright-core';

/**
 * The auction admin console against the real server and seeded data: an auction of three lots
 * imported from a CSV (one bad row skipped), a buyer's quote seen live in the monitor, the close,
 * the approval, and the buyer's My Quotes showing payment due.
 */

let server: E2EServer;
let browser: Browser;
let adminToken: string;
let buyerToken: string;
let admin: { ctx: BrowserContext; page: Page };
/** The auction the flow creates, and its lots once imported. */
let auctionId = 0;
let lots: { id: number; lot_no: number; registration_number: string }[] = [];

const login = (phone: string, password: string) => loginAs(server, phone, password);
const { api } = site(() => server);
/** A desktop page (the console's screen) signed in with `token`. */
const signedIn = (token: string, viewport = { width: 1280, height: 800 }) => signedInAs(browser, server, token, null, viewport);

/** A datetime-local value `offsetMs` from now, in the page's own time zone. */
const localInput = (page: Page, offsetMs: number) =>
  page.evaluate((ms) => {
    const d = new Date(Date.now() + ms);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
  }, offsetMs);

const suffix = String(Date.now()).slice(-4);
const CSV = [
  'lot_no,make,model,year,registration_number,yard_location,start_price,reserve_price,increment,rc,keys,noc,form35,hypothecation,repossession_basis',
  `,Mahindra,575 DI,2018,MH12AD${suffix},"Hadapsar Yard, Pune","3,50,000",,5000,original,2,after_payment,after_payment,this_financier,loan_default`,
  `,Swaraj,744 FE,2019,MH14BE${suffix},Chakan Yard,"₹ 4,10,000",450000,5000,original,2,after_payment,after_payment,this_financier,loan_default`,
  `,Sonalika,DI 745,1900,MH15CF${suffix},Nashik Yard,300000,,5000,original,2,after_payment,after_payment,this_financier,loan_default`,
  `,Eicher,380,2017,MH16DG${suffix},Satara Yard,280000,,2000,original,2,after_payment,after_payment,this_financier,loan_default`,
].join('\n');

const lotRow = (page: Page, assetId: number) => page.locator(`tr[data-asset-id="${assetId}"]`);

beforeAll(async () => {
  server = await startProduct();
  browser = await launchBrowser();
  adminToken = await login('9000000001', 'Admin@1234');
  buyerToken = await login('9000000002', 'Buyer@1234');
  admin = await signedIn(adminToken);
  admin.page.on('pageerror', (e) => console.error('admin pageerror:', e.message));
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('auction admin console', () => {
  it('keeps the console from buyers: the not-found screen, and no Admin link', async () => {
    const buyer = await signedIn(buyerToken);
    await buyer.page.goto('/admin');
    await buyer.page.getByText("Oops! Looks like you've taken a wrong turn.").waitFor();
    expect(await buyer.page.getByRole('link', { name: 'Admin', exact: true }).count()).toBe(0);
    await buyer.ctx.close();
  });

  it('opens every console page by its address, so a reload never lands on the API', async () => {
    const { page } = admin;
    for (const [path, heading] of [
      ['/admin/lot-results', 'Results'],
      ['/admin/accounts', 'Users'],
      ['/admin/call-backs', 'Leads'],
      ['/admin/setup', 'Reference data'],
      ['/admin/audit', 'Audit log'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    }
    await page.goto('/admin/setup?tab=plans');
    await page.getByRole('cell', { name: 'PAN India Permission' }).first().waitFor();
  });

  it('lists auctions with status counts and filters them', async () => {
    const { page } = admin;
    await page.goto('/user/home');
    await page.getByRole('link', { name: 'Admin', exact: true }).first().click();
    await page.waitForURL('**/admin');
    await page.getByRole('heading', { level: 1, name: 'Auctions' }).waitFor();
    await page.locator('tr[data-auction-id]').first().waitFor();
    await screenshot(page, 'admin-dashboard');
    await page.getByRole('tab', { name: /^Live/ }).click();
    await page.waitForURL(/\/admin\?status=live$/);
    // The previous list stays on screen (under a spinner) until the filtered one arrives.
    await expect.poll(async () => [...new Set(await page.locator('tr[data-auction-id] .admin-pill').allTextContents())]).toEqual(['Live']);
  });

  it('creates an auction that closes in about 90 s and imports 3 lots from a CSV, skipping the bad row', async () => {
    const { page } = admin;
    await page.goto('/admin');
    await page.getByRole('button', { name: 'New auction' }).click();
    const dialog = page.getByRole('dialog', { name: 'New auction' });
    await dialog.getByLabel('Title', { exact: true }).fill(`E2E quick sale ${suffix}`);
    await dialog.getByLabel('Financier', { exact: true }).selectOption({ label: 'Deccan Wheels Credit' });
    await dialog.getByLabel('State', { exact: true }).selectOption({ label: 'Maharashtra' });
    await dialog.getByLabel('Segment', { exact: true }).selectOption({ label: 'Tractor' });
    await dialog.getByLabel('Starts', { exact: true }).fill(await localInput(page, -10_000));
    await dialog.getByLabel('Ends', { exact: true }).fill(await localInput(page, 90_000));
    await dialog.getByLabel('Soft-close window (seconds)', { exact: true }).fill('0');
    // All three lots close together, so the sale ends within the test's wait.
    await dialog.getByLabel('Close lots this many seconds apart', { exact: true }).fill('0');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/admin\/auction\/\d+$/);
    auctionId = Number(/\/admin\/auction\/(\d+)$/.exec(page.url())![1]);
    await page.getByRole('heading', { level: 1, name: `E2E quick sale ${suffix}` }).waitFor();
    await page.getByText('soft close 0 s', { exact: false }).waitFor();
    await page.getByText('lots close 0 s apart', { exact: false }).waitFor();

    await page.getByLabel('CSV or XLSX file').setInputFiles({ name: 'lots.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
    await page.getByRole('button', { name: 'Check and import' }).click();
    const report = page.getByRole('region', { name: 'Validation report' });
    await report.getByRole('table', { name: 'Problems by row' }).waitFor();
    expect(await report.getByRole('alert').textContent()).toContain('Nothing was imported: 1 row has errors.');
    const problems = await report.locator('tbody tr').allTextContents();
    expect(problems).toEqual(['4yearyear must not be before 1950']);
    await report.scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-import-report');

    await report.getByRole('button', { name: 'Import the 3 valid rows, skip the rest' }).click();
    await page.getByText('row 2 → lot 1, row 3 → lot 2, row 5 → lot 3', { exact: false }).waitFor();
    await page.getByRole('heading', { name: '3 lots' }).waitFor();

    const detail = await api<{ lots: { id: number; lot_no: number; registration_number: string; reserve_price: number | null }[] }>(
      'GET',
      `/admin/auctions/${auctionId}`,
      adminToken,
    );
    lots = detail.data.lots.map(({ id, lot_no, registration_number }) => ({ id, lot_no, registration_number }));
    expect(lots.map((l) => l.registration_number)).toEqual([`MH12AD${suffix}`, `MH14BE${suffix}`, `MH16DG${suffix}`]);
    expect(detail.data.lots[1]?.reserve_price).toBe(450000);
  });

  it('shows a buyer’s quote in the live monitor without a reload, with the real leader', async () => {
    const { page } = admin;
    await page.getByRole('link', { name: 'Live monitor' }).click();
    await page.waitForURL(`**/admin/auction/${auctionId}/live`);
    await page.locator('[data-status="live"]').waitFor();
    const first = lots[0]!;
    await lotRow(page, first.id).waitFor();
    expect(await lotRow(page, first.id).getByTestId('monitor-price').textContent()).toBe('No quotes');
    // The e2e project has no DOM types: page-side code is written as expressions.
    await page.evaluate('window.__sameDocument = true');

    const quote = await api<{ price: number }>(
      'POST',
      '/client/bid',
      buyerToken,
      { asset_id: first.id, amount: 350000 },
      { 'idempotency-key': `e2e-${randomUUID()}` },
    );
    expect(quote.status, quote.msg).toBe(200);

    await expect.poll(() => lotRow(page, first.id).getByTestId('monitor-price').textContent(), { timeout: 10_000 }).toBe('₹3,50,000');
    expect(await lotRow(page, first.id).getByTestId('monitor-quotes').textContent()).toBe('1');
    await lotRow(page, first.id).getByText('Ramesh Pawar').waitFor({ timeout: 10_000 });
    expect(await page.evaluate<boolean>('window.__sameDocument === true')).toBe(true);
    await expect.poll(() => page.getByTestId('quotes-per-minute').textContent()).not.toBe('0');
    await screenshot(page, 'admin-monitor');

    const tablet = await signedIn(adminToken, { width: 820, height: 1180 });
    await tablet.page.goto(`/admin/auction/${auctionId}/live`);
    await tablet.page.locator('[data-status="live"]').waitFor();
    await lotRow(tablet.page, first.id).getByText('Ramesh Pawar').waitFor();
    await screenshot(tablet.page, 'admin-monitor-tablet');
    await tablet.ctx.close();
  });

  it('closes the lots, then the admin approves the sale from the results', async () => {
    const { page } = admin;
    const first = lots[0]!;
    // The scheduler closes the lots at their end; the monitor hears it over the socket.
    await lotRow(page, first.id).getByText('Approval pending').waitFor({ timeout: 110_000 });
    // The close makes the auction ended: the monitor offers its results.
    await page.locator(`.admin-page__head a[href="/admin/lot-results?auction_id=${auctionId}"]`).click({ timeout: 10_000 });
    await page.waitForURL(`**/admin/lot-results?auction_id=${auctionId}`);
    const row = lotRow(page, first.id);
    await row.waitFor();
    expect(await row.getAttribute('data-result')).toBe('approval_pending');
    expect(await row.textContent()).toContain('Ramesh Pawar');
    expect(await page.locator('tr[data-result="no_bids"]').count()).toBe(2);
    const csvHref = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
    expect(csvHref).toBe(`/admin/results.csv?auction_id=${auctionId}`);
    await screenshot(page, 'admin-results');

    await row.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve' });
    await dialog.getByText('Offered to Ramesh Pawar at ₹3,50,000').waitFor();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => row.getAttribute('data-result')).toBe('approved');
    await row.getByRole('button', { name: 'Record payment' }).waitFor();
    await screenshot(page, 'admin-results-approved');

    const csv = await fetch(`${server.url}${csvHref}`, { headers: { cookie: `vh_session=${adminToken}` } });
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain(`MH12AD${suffix}`);
  }, 150_000);

  it('shows the buyer payment due in My Quotes', async () => {
    const mine = await api<{ rows: { asset_id: number; status: string }[] }>('POST', '/client/mybid', buyerToken, {});
    expect(mine.status).toBe(200);
    expect(mine.data.rows.find((r) => r.asset_id === lots[0]!.id)?.status).toBe('payment_due');
  });

  it('lets the tables scroll sideways on a phone instead of widening the page', async () => {
    const ctx = await phoneContext(browser, server.url);
    await ctx.addCookies([
      { name: 'vh_session', value: adminToken, url: server.url },
      { name: 'cookie_consent', value: 'declined', url: server.url },
    ]);
    const page = await ctx.newPage();
    await page.goto(`/admin/lot-results?auction_id=${auctionId}`);
    await lotRow(page, lots[0]!.id).waitFor();
    const widths = await page.evaluate<{ page: number; viewport: number; table: number; box: number }>(`({
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
      table: document.querySelector('.admin-table-wrap').scrollWidth,
      box: document.querySelector('.admin-table-wrap').clientWidth,
    })`);
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    expect(widths.table).toBeGreaterThan(widths.box);
    await screenshot(page, 'admin-results-phone');
    await ctx.close();
  });

  it.each(['en', 'hi'])('refuses a nameless financier under its field on a phone, then adds one (%s)', async (language) => {
    const { ctx, page } = await signedInAs(browser, server, adminToken, language);
    await page.goto('/admin/setup');
    const form = page.locator('#admin-financier-new');
    await form.locator('button[type="submit"]').click();
    await page.locator('#fin-name-error').waitFor();
    expect(await page.evaluate<string | undefined>('document.activeElement?.id')).toBe('fin-name');
    expect(await page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
    await form.scrollIntoViewIfNeeded();
    await screenshot(page, `admin-financier-form-${language}-360`);
    const name = `Sahyadri Finance ${language} ${suffix}`;
    await page.locator('#fin-name').fill(name);
    await page.locator('#fin-name-error').waitFor({ state: 'detached' });
    await form.locator('button[type="submit"]').click();
    await page.getByRole('cell', { name, exact: true }).waitFor();
    expect(await page.locator('#fin-name').inputValue()).toBe('');
    await ctx.close();
  });
});
