import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn as signedInAs, site, type Lot } from './factories.js';
import { launchBrowser, login as loginAs, screenshot, startProduct, type E2EServer } from './harness.js';
import type { Browser, Page } from 'playwright-core';

/**
 * The signed-in marketplace against the real server and seeded data: two buyers on one lot,
 * autobids, soft close, resync after going offline, favorites, My Quotes and the profile.
 */

let server: E2EServer;
let browser: Browser;
/** vh_session tokens: A is the seeded PAN-India buyer, B a subscribed buyer made by the admin. */
let buyerA: string;
let buyerB: string;
let admin: string;
const used = new Set<number>();
const { call, freshLot: freshLotIn, liveAuctionId: auctionIdByTitle, quote: quoteViaApi } = site(() => server);
/** An untouched live lot of `auctionId` no earlier test of this file took. */
const freshLot = (auctionId: number) => freshLotIn(auctionId, used);
const signedIn = (token: string) => signedInAs(browser, server, token, null);

const login = (phone: string, password: string) => loginAs(server, phone, password);

/** A quote straight to the API, as the other buyer's phone would send it. */

/** A live lot on page 1 of a long auction that no test has touched, with no quotes yet. */

const lotCard = (page: Page, assetId: number) => page.locator(`li.lot-card[data-asset-id="${assetId}"]`);
const livePill = (page: Page) => page.locator('.connection--live').first();

/** A buyer who leads a fresh lot of the auction, with its page open and live. */
async function leadingOnLotPage(auctionId: number, token: string) {
  const lot = await freshLot(auctionId);
  await quoteViaApi(token, lot.asset_id, lot.next_valid_amount);
  const a = await signedIn(token);
  await a.page.goto(`/auction/assets?asset_id=${lot.asset_id}`);
  await livePill(a.page).waitFor();
  await a.page.locator('.price-box .standing--leading').waitFor();
  return { lot, ...a };
}

/** A valid 2×2 PNG, built here so the test needs no fixture file. */
function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header[8] = 8;
  header[9] = 2;
  const rows = Buffer.from([0, 237, 28, 36, 255, 255, 255, 0, 255, 255, 255, 237, 28, 36]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

let longAuction: number;

beforeAll(async () => {
  server = await startProduct();
  browser = await launchBrowser();
  buyerA = await login('9000000002', 'Buyer@1234');
  admin = await login('9000000001', 'Admin@1234');
  const fixtures = await call<{ session_tokens: string[] }>('/admin/loadtest/fixtures', { buyers: 1, lots: 1, minutes: 60 }, admin);
  expect(fixtures.status, fixtures.msg).toBe(200);
  buyerB = fixtures.data.session_tokens[0]!;
  longAuction = await auctionIdByTitle('Sahyadri Auto Finance · Maharashtra Tractor');
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the live auction room', () => {
  it("shows one buyer's quote on the other buyer's screen within a second, without a reload", async () => {
    const lot = await freshLot(longAuction);
    const a = await signedIn(buyerA);
    const b = await signedIn(buyerB);
    await b.page.goto(`/client/auction?uid=${longAuction}&list_type=all_assets&page_no=1`);
    await a.page.goto(`/auction/assets?asset_id=${lot.asset_id}`);
    await livePill(a.page).waitFor();
    await livePill(b.page).waitFor();
    const card = lotCard(b.page, lot.asset_id);
    await expect.poll(() => card.locator('.lot-card__quotes').innerText()).toBe('0 quotes');
    await b.page.evaluate('window.sameDocument = true');
    await screenshot(b.page, 'marketplace-auction-room-360');

    const amount = lot.next_valid_amount;
    const figures = `₹${amount.toLocaleString('en-IN')}`;
    await a.page
      .getByRole('button', { name: `Quote ${figures}` })
      .first()
      .click();
    const dialog = a.page.getByRole('dialog', { name: 'Confirm your quote' });
    await dialog.getByTestId('confirm-amount').waitFor();
    expect(await dialog.getByTestId('confirm-amount').innerText()).toBe(figures);
    // The words' spelling is fetched when the dialog first writes an amount in words.
    await expect.poll(() => dialog.innerText()).toMatch(/Rupees Only/);
    await screenshot(a.page, 'marketplace-quote-confirmation-360');

    await dialog.getByRole('button', { name: 'Submit quote' }).click();
    // How fast it arrives is bench:fanout's measure; here it only has to arrive, live.
    await card.locator('.lot-card__quotes', { hasText: '1 quote' }).waitFor({ timeout: 5000 });
    expect(await card.getByTestId('lot-price').innerText()).toBe(figures);
    expect(await b.page.evaluate('window.sameDocument')).toBe(true);

    await a.page.getByText('Quote accepted. You are the highest bidder.').waitFor();
    await a.page.locator('.price-box .standing--leading').waitFor();
    await a.page.getByText('Chain verified').waitFor();
    await a.page.evaluate('window.scrollTo(0, 0)');
    await screenshot(a.page, 'marketplace-lot-detail-360');
    await a.ctx.close();
    await b.ctx.close();
  });

  it('lets an autobid outbid a manual quote', async () => {
    const lot = await freshLot(longAuction);
    const max = lot.start_price + 10 * lot.increment;
    const b = await signedIn(buyerB);
    await b.page.goto(`/auction/assets?asset_id=${lot.asset_id}`);
    await livePill(b.page).waitFor();
    const autobid = b.page.getByRole('form', { name: 'Autobid' });
    await autobid.getByLabel('Your maximum').fill(String(max));
    await autobid.getByRole('button', { name: 'Review autobid' }).click();
    await b.page.getByRole('dialog', { name: 'Confirm your autobid' }).getByRole('button', { name: 'Set autobid' }).click();
    await b.page.getByText('Autobid set. You are the highest bidder.').waitFor();
    await b.page.getByText(`Your autobid maximum: ₹${max.toLocaleString('en-IN')}`).waitFor();

    const a = await signedIn(buyerA);
    await a.page.goto(`/auction/assets?asset_id=${lot.asset_id}`);
    await livePill(a.page).waitFor();
    const manual = lot.start_price + lot.increment;
    await a.page
      .getByRole('button', { name: `Quote ₹${manual.toLocaleString('en-IN')}` })
      .first()
      .click();
    await a.page.getByRole('dialog').getByRole('button', { name: 'Submit quote' }).click();

    await a.page.getByText('Quote accepted, but another buyer’s autobid is higher.').waitFor();
    const proxyPrice = `₹${(manual + lot.increment).toLocaleString('en-IN')}`;
    await a.page.locator('.price-box__amount', { hasText: proxyPrice }).waitFor();
    await a.page.locator('.price-box .standing--outbid').waitFor();
    await b.page.locator('.price-box__amount', { hasText: proxyPrice }).waitFor();
    await b.page.locator('.price-box .standing--leading').waitFor();
    await a.ctx.close();
    await b.ctx.close();
  });

  it('tells a buyer at once when another buyer’s quote takes the lead from them', async () => {
    const { lot, ...a } = await leadingOnLotPage(longAuction, buyerA);
    const outbidBy = lot.next_valid_amount + lot.increment;
    await quoteViaApi(buyerB, lot.asset_id, outbidBy);
    const price = `₹${outbidBy.toLocaleString('en-IN')}`;
    await a.page
      .getByText(new RegExp(`^You have been outbid on .+\\(\\d{4}\\)\\. The price is now ${price}\\.$`))
      .waitFor({ timeout: 5000 });
    await a.page.locator('.price-box .standing--outbid').waitFor();
    await a.ctx.close();
  });

  it('shows a soft-close extension as it happens', async () => {
    // A lot the admin opens now, ending in two minutes: inside the three-minute soft-close window.
    const fixture = await call<{ lot_ids: number[] }>('/admin/loadtest/fixtures', { buyers: 1, lots: 1, minutes: 2 }, admin);
    expect(fixture.status, fixture.msg).toBe(200);
    const lot = (await call<Lot>('/auctions/view/assets', { asset_id: fixture.data.lot_ids[0] })).data;
    const b = await signedIn(buyerB);
    await b.page.goto(`/auction/assets?asset_id=${lot.asset_id}`);
    await livePill(b.page).waitFor();
    await b.page.locator('.price-box .countdown--urgent').waitFor();
    expect(await b.page.locator('.extension-notice').count()).toBe(0);

    await quoteViaApi(buyerA, lot.asset_id, lot.next_valid_amount);
    const notice = b.page.locator('.extension-notice');
    await notice.waitFor({ timeout: 3000 });
    expect(await notice.innerText()).toMatch(/^Extended by 3 minutes\s+Now ends at \d{1,2}:\d{2}:\d{2}\s?[ap]m$/i);
    const clock = await b.page.locator('.price-box .countdown__clock').innerText();
    const [minutes, seconds] = clock.split(':').map(Number);
    expect(minutes! * 60 + seconds!).toBeGreaterThan(170);
    await screenshot(b.page, 'marketplace-soft-close-360');
    await b.ctx.close();
  });

  it('shows the link state, and resyncs a screen that was offline from its last seq', async () => {
    const { lot, ...a } = await leadingOnLotPage(longAuction, buyerA);

    await a.ctx.setOffline(true);
    await a.page.getByText('Reconnecting…').first().waitFor();
    const outbidBy = lot.next_valid_amount + lot.increment;
    await quoteViaApi(buyerB, lot.asset_id, outbidBy);
    expect(await a.page.locator('.price-box__amount').innerText()).toBe(`₹${lot.next_valid_amount.toLocaleString('en-IN')}`);

    await a.ctx.setOffline(false);
    await livePill(a.page).waitFor();
    await a.page.locator('.price-box__amount', { hasText: `₹${outbidBy.toLocaleString('en-IN')}` }).waitFor({ timeout: 5000 });
    await a.page.locator('.price-box .standing--outbid').waitFor();
    await a.ctx.close();
  });

  it('explains the state permission to a buyer without a plan, with the way to subscribe', async () => {
    const notSubscribed = await login('9000000003', 'Buyer@1234');
    const c = await signedIn(notSubscribed);
    await c.page.goto(`/client/auction?uid=${longAuction}&list_type=all_assets&page_no=1`);
    const modal = c.page.getByRole('dialog');
    await modal.getByRole('button', { name: 'Subscribe now' }).waitFor();
    expect(await modal.getByRole('link', { name: 'See all plans' }).getAttribute('href')).toBe('/subscription-plans');
    expect(await modal.innerText()).toMatch(/PAN India permission/);
    await screenshot(c.page, 'marketplace-permission-360');
    await modal.getByRole('button', { name: 'Not now' }).click();
    const subscribe = c.page.getByRole('link', { name: 'Subscribe to quote' }).first();
    expect(await subscribe.getAttribute('href')).toBe('/subscription-plans');
    await screenshot(c.page, 'marketplace-subscribe-to-quote-360');
    await c.ctx.close();
  });
});

describe("the buyer's lists and profile", () => {
  it('adds a lot to favorites and removes it again', async () => {
    const lot = await freshLot(longAuction);
    const a = await signedIn(buyerA);
    await a.page.goto(`/client/auction?uid=${longAuction}&list_type=all_assets&page_no=1`);
    const heart = lotCard(a.page, lot.asset_id).getByRole('button', { name: /to favorites$/ });
    await heart.click();
    // The heart turns at once; the favorite is saved when the server confirms it. Leaving before
    // that would abort the request.
    await a.page.getByText('Added to favorites').waitFor();
    expect(
      await lotCard(a.page, lot.asset_id)
        .getByRole('button', { name: /from favorites$/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');

    await a.page.goto('/client/watchlist');
    const row = a.page.locator(`li.my-lot[data-asset-id="${lot.asset_id}"]`);
    await row.waitFor();
    await row.getByRole('button', { name: /from favorites$/ }).click();
    await row.waitFor({ state: 'detached' });
    await a.page.reload();
    await a.page.getByRole('heading', { name: 'Favorites' }).waitFor();
    await a.page.waitForLoadState('networkidle');
    expect(await a.page.locator(`li.my-lot[data-asset-id="${lot.asset_id}"]`).count()).toBe(0);
    await a.ctx.close();
  });

  it('lists My Quotes with statuses that change while the lot runs', async () => {
    const lot = await freshLot(longAuction);
    await quoteViaApi(buyerA, lot.asset_id, lot.next_valid_amount);
    const a = await signedIn(buyerA);
    await a.page.goto('/client/my-bids');
    const row = a.page.locator(`li.my-lot[data-asset-id="${lot.asset_id}"]`);
    await row.locator('.status--leading').waitFor();
    await livePill(a.page).waitFor();
    await a.page.evaluate('window.scrollTo(0, 0)');
    await screenshot(a.page, 'marketplace-my-quotes-360');

    await quoteViaApi(buyerB, lot.asset_id, lot.next_valid_amount + lot.increment);
    await row.locator('.status--outbid').waitFor({ timeout: 3000 });
    expect(await a.page.locator('li.my-lot .status--outbid').count()).toBeGreaterThan(0);
    await a.ctx.close();
  });

  it('uploads an identity document from the profile and shows it for review', async () => {
    const a = await signedIn(buyerA);
    await a.page.goto('/client/profile?tab=subscription');
    await a.page.getByRole('button', { name: 'Upgrade or extend' }).waitFor();
    await screenshot(a.page, 'marketplace-profile-subscription-360');

    await a.page.getByRole('link', { name: 'Identity Documents' }).click();
    const pan = a.page.locator('fieldset[data-kind="pan_front"]');
    await pan.locator('input[type="file"]').setInputFiles({ name: 'pan.png', mimeType: 'image/png', buffer: tinyPng() });
    await pan.getByRole('img', { name: 'Upload PAN Front preview' }).waitFor();
    await a.page.getByRole('button', { name: 'Upload documents' }).click();
    await a.page.getByText('Documents uploaded successfully').waitFor();
    await pan.getByText('Under review').waitFor();
    await pan.locator('.doc-preview img').waitFor();
    await pan.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await screenshot(a.page, 'marketplace-profile-documents-360');
    await a.ctx.close();
  });
});
