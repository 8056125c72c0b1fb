import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, site } from './factories.js';
import { launchBrowser, login, screenshot, startProduct, type E2EServer } from './harness.js';
import type { Browser, Page } from 'playwright-core';

/**
 * What a buyer knows before quoting, on a 360 px phone against the seeded demo: the condition
 * report (grade, failed points first, the full list one tap away), the photo gallery (swipe,
 * pinch, keys), the documents above the quote box; and the inspector's form in the console.
 */

let server: E2EServer;
let browser: Browser;
const { call } = site(() => server);

/** The first lot of the live tractor auction that runs longest (no lot of it closes during the test), with its grade. */
async function liveTractorLot(): Promise<{ asset_id: number; grade: string }> {
  const listing = await call<{ live: { c_auction_id: number; segment_code: string; ends_at: string }[] }>('/tractorpoint/getAuction', {});
  const auction = listing.data.live.filter((a) => a.segment_code === 'tractor').sort((a, b) => b.ends_at.localeCompare(a.ends_at))[0];
  if (!auction) throw new Error('no live tractor auction in the demo');
  const lots = await call<{ assets: { asset_id: number; grade: string }[] }>('/client/get_auction', {
    uid: auction.c_auction_id,
    list_type: 'all_assets',
  });
  return lots.data.assets[0]!;
}

/** The demo buyer on a phone, reading in `language`. */
async function buyerPage(language: string): Promise<Page> {
  const { ctx, page } = await signedIn(browser, server, await login(server, '9000000002', 'Buyer@1234'), language);
  await ctx.addCookies([{ name: 'language', value: language, url: server.url }]);
  return page;
}

/** Waits until the stage's photo has been decoded (the image route renders drawings on first ask, slowly on a busy machine). */
const photoShown = (page: Page) =>
  expect
    .poll(
      () =>
        page.locator('.gallery__image').evaluate((el: unknown) => {
          const img = el as { complete: boolean; naturalWidth: number };
          return img.complete && img.naturalWidth > 0;
        }),
      { timeout: 60_000 },
    )
    .toBe(true);

beforeAll(async () => {
  server = await startProduct();
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the lot page at 360 px', () => {
  it('shows the grade, the failed points first and every point one tap away, with the documents', async () => {
    const lot = await liveTractorLot();
    expect(lot.grade).toMatch(/^[A-E]$/);
    const page = await buyerPage('en');
    await page.goto(`/auction/assets?asset_id=${lot.asset_id}`);
    const report = page.getByTestId('condition-report');
    await report.waitFor();
    await expect.poll(() => report.locator('.grade-badge--large').textContent()).toBe(lot.grade);
    const documents = page.getByTestId('lot-documents');
    await documents.waitFor();
    expect(await documents.locator('[data-field="rc"] dd').textContent()).toMatch(/Original|Copy only|Not available/);
    // The documents sit above the quote box.
    const docsBox = (await documents.boundingBox())!;
    const quoteBox = await page.locator('.bid-panel').first().boundingBox();
    if (quoteBox) expect(docsBox.y).toBeLessThan(quoteBox.y);

    await report.scrollIntoViewIfNeeded();
    await screenshot(page, 'lot-report-summary-360-en');
    await page.getByRole('button', { name: /See all 75 points/ }).click();
    const all = page.getByTestId('condition-report-all');
    await all.waitFor();
    expect(await all.locator('.report-point').count()).toBe(75);
    await all.scrollIntoViewIfNeeded();
    await screenshot(page, 'lot-report-full-360-en');
    await documents.scrollIntoViewIfNeeded();
    await screenshot(page, 'lot-documents-360-en');
    await page.context().close();
  });

  it('turns photos by swipe and keys, zooms by pinch, and names each view', async () => {
    const lot = await liveTractorLot();
    const page = await buyerPage('en');
    await page.goto(`/auction/assets?asset_id=${lot.asset_id}`);
    const stage = page.locator('.gallery__stage');
    await stage.waitFor();
    await photoShown(page);
    expect(await page.locator('.gallery__thumb').count()).toBeGreaterThanOrEqual(8);
    expect(await stage.getAttribute('data-index')).toBe('0');
    await screenshot(page, 'lot-gallery-360-en');

    // A leftward swipe (a touch drag) turns to the next photo.
    const box = (await stage.boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const y = box.y + box.height / 2;
    const touch = (type: string, points: { x: number; y: number }[]) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((p, i) => ({ x: p.x, y: p.y, id: i })) } as never);
    await touch('touchStart', [{ x: box.x + box.width * 0.8, y }]);
    for (const f of [0.7, 0.55, 0.4, 0.25]) await touch('touchMove', [{ x: box.x + box.width * f, y }]);
    await touch('touchEnd', []);
    await expect.poll(() => stage.getAttribute('data-index')).toBe('1');
    await photoShown(page);

    // Two fingers spreading apart zoom in.
    const cx = box.x + box.width / 2;
    await touch('touchStart', [
      { x: cx - 20, y },
      { x: cx + 20, y },
    ]);
    for (const d of [40, 60, 80, 100])
      await touch('touchMove', [
        { x: cx - d, y },
        { x: cx + d, y },
      ]);
    await touch('touchEnd', []);
    await expect.poll(async () => Number(await stage.getAttribute('data-zoom'))).toBeGreaterThan(1.5);
    await screenshot(page, 'lot-gallery-zoomed-360-en');

    // On a keyboard: Escape zooms out, the arrow keys turn.
    await stage.focus();
    await page.keyboard.press('Escape');
    expect(await stage.getAttribute('data-zoom')).toBe('1.00');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => stage.getAttribute('data-index')).toBe('2');
    expect(await stage.getAttribute('aria-label')).toMatch(/^Photo 3 of \d+: /);
    // Every photo is offered as AVIF and as WebP at several widths.
    expect(await page.locator('.gallery__stage source[type="image/avif"]').getAttribute('srcset')).toMatch(/\/media\/avif\/320\/.+ 320w/);
    expect(await page.locator('.gallery__image').getAttribute('srcset')).toMatch(/1024w$/);
    await page.context().close();
  });

  it('reads in Hindi', async () => {
    const lot = await liveTractorLot();
    const page = await buyerPage('hi');
    await page.goto(`/auction/assets?asset_id=${lot.asset_id}`);
    await page.getByTestId('condition-report').waitFor();
    await photoShown(page);
    await screenshot(page, 'lot-gallery-360-hi');
    await page.getByRole('button', { name: /सभी 75 बिंदु देखें/ }).click();
    await page.getByTestId('condition-report').scrollIntoViewIfNeeded();
    await screenshot(page, 'lot-report-360-hi');
    await page.getByTestId('lot-documents').scrollIntoViewIfNeeded();
    expect(await page.getByTestId('lot-documents').locator('h2').textContent()).toBe('दस्तावेज़ और कानूनी स्थिति');
    await screenshot(page, 'lot-documents-360-hi');
    await page.context().close();
  });
});

describe("the inspector's form at 360 px", () => {
  it('marks a point failed, saves, and the lot page shows it first', async () => {
    const lot = await liveTractorLot();
    const token = await login(server, '9000000001', 'Admin@1234');
    const { ctx, page } = await signedIn(browser, server, token);
    await page.goto(`/admin/lot/${lot.asset_id}/report`);
    const form = page.getByTestId('report-form');
    await form.waitFor();
    const point = form.locator('[data-code="pto_guard"]');
    await point.getByText('Fail', { exact: true }).click();
    await point.getByPlaceholder('Note').fill('Guard missing');
    await point.scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-report-form-360-en');
    await form.getByRole('button', { name: 'Save report' }).click();

    await expect
      .poll(async () => {
        const view = await call<{ condition_report: { points: { code: string; status: string; note: string }[] } }>(
          '/auctions/view/assets',
          { asset_id: lot.asset_id },
        );
        return view.data.condition_report.points.find((p) => p.code === 'pto_guard');
      })
      .toMatchObject({ status: 'fail', note: 'Guard missing' });
    await page.goto(`/auction/assets?asset_id=${lot.asset_id}`);
    await page.getByRole('button', { name: /See all 75 points/ }).click();
    await expect
      .poll(() => page.getByTestId('condition-report-all').locator('[data-code="pto_guard"]').textContent())
      .toContain('Guard missing');
    await ctx.close();
  });
});
