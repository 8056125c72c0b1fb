import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, site } from './factories.js';
import { launchBrowser, login, screenshot, startProduct, type E2EServer } from './harness.js';
import type { Browser, Page } from 'playwright-core';

/**
 * Deposits end to end: on a live auction that requires deposits, a buyer with the smallest deposit
 * quotes beyond their buying limit and is refused with the limit, what is in use and what to add
 * (in English, and in Hindi on a Hindi page); the one-tap top-up pays through the simulated
 * gateway and brings the same quote back, which is then accepted. Another buyer outbids them, the
 * auction ends, and the buyer gets the whole deposit back: the refund goes through the simulated
 * gateway's states to processed on the deposit page.
 */

interface Fixtures {
  auction_id: number;
  lot_ids: number[];
  session_tokens: string[];
  user_ids: number[];
}

const START_PRICE = 20_000;
const TOP_UP_MIN = 1_000;
/** The buyer's limit at the default multiple (10) with the smallest deposit, and the refusal. */
const REFUSAL_EN = 'Your buying limit is ₹10,000 and ₹0 is in use. Add ₹1,000 to your deposit to quote ₹20,000 more.';
const REFUSAL_HI = 'आपकी खरीद सीमा ₹10,000 है और ₹0 उपयोग में है। ₹20,000 और कोट करने के लिए अपनी जमा राशि में ₹1,000 जोड़ें।';

let server: E2EServer;
let browser: Browser;
let admin: string;

const { api, quote } = site(() => server);

/** Pays the simulated checkout window the page opens when `pay` is clicked. */
async function payInCheckout(page: Page, pay: () => Promise<void>, amount: string) {
  const opened = page.waitForEvent('popup');
  await pay();
  const popup = await opened;
  await popup.getByRole('button', { name: `Pay ${amount}` }).click();
}

/** Opens the lot and sends the quote of its next valid amount through the confirmation box. */
async function quoteFromLot(page: Page, assetId: number, labels: { quote: string; submit: string }) {
  await page.goto(`/auction/assets?asset_id=${assetId}`);
  await page.getByRole('button', { name: labels.quote }).first().click();
  await page.getByTestId('confirm-button').filter({ hasText: labels.submit }).click();
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startProduct(), launchBrowser()]);
  admin = await login(server, '9000000001', 'Admin@1234');
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('deposits and buying limits', () => {
  it(
    'refuses a quote beyond the limit with the message, accepts it after a one-tap top-up, and refunds the deposit once the auction ends',
    { timeout: 90_000 },
    async () => {
      // A live auction of one lot and two subscribed buyers; deposits are required before any quote.
      const made = await api<Fixtures>('POST', '/admin/loadtest/fixtures', admin, {
        buyers: 2,
        lots: 1,
        minutes: 60,
        start_price: START_PRICE,
        increment: 1_000,
      });
      expect(made.http, made.msg).toBe(200);
      const { auction_id: auctionId, lot_ids: lots, session_tokens: tokens, user_ids: ids } = made.data;
      const [lotId, buyer, rival, rivalId] = [lots[0]!, tokens[0]!, tokens[1]!, ids[1]!];
      const rule = await api('PATCH', `/admin/auctions/${auctionId}`, admin, { requires_deposit: true });
      expect(rule.http, rule.msg).toBe(200);

      // The smallest deposit, paid on the deposit page: a limit of ₹10,000.
      const { ctx, page } = await signedIn(browser, server, buyer);
      await page.goto('/client/deposit');
      await page.getByLabel('Amount (₹)').fill(String(TOP_UP_MIN));
      await payInCheckout(page, () => page.getByRole('button', { name: 'Pay ₹1,000' }).click(), '₹1,000');
      await expect.poll(() => page.getByTestId('deposit-limit').textContent(), { timeout: 20_000 }).toBe('₹10,000');
      await screenshot(page, 'deposit-page-360');

      // A quote of ₹20,000 is beyond it: refused with the limit, what is in use and what to add.
      await quoteFromLot(page, lotId, { quote: 'Quote ₹20,000', submit: 'Submit quote' });
      const refusal = page.locator('.bid-outcome[data-code="bidding.limit_exceeded"]');
      await expect.poll(() => refusal.locator('.bid-outcome__msg').textContent(), { timeout: 20_000 }).toBe(REFUSAL_EN);
      const topUp = refusal.getByRole('button', { name: 'Add ₹1,000 to your deposit' });
      await topUp.scrollIntoViewIfNeeded();
      await screenshot(page, 'deposit-limit-refusal-360');

      // The same refusal on a Hindi page, in Hindi.
      const hi = await signedIn(browser, server, buyer, 'hi');
      await quoteFromLot(hi.page, lotId, { quote: '₹20,000 कोट करें', submit: 'कोट जमा करें' });
      const hiRefusal = hi.page.locator('.bid-outcome[data-code="bidding.limit_exceeded"]');
      await expect.poll(() => hiRefusal.locator('.bid-outcome__msg').textContent(), { timeout: 20_000 }).toBe(REFUSAL_HI);
      await hiRefusal.getByRole('button', { name: 'जमा राशि में ₹1,000 जोड़ें' }).scrollIntoViewIfNeeded();
      await screenshot(hi.page, 'deposit-limit-refusal-360-hi');
      await hi.ctx.close();

      // One tap: the top-up is paid without leaving the lot, and the same quote comes back to confirm.
      await payInCheckout(page, () => topUp.click(), '₹1,000');
      const confirm = page.getByRole('dialog', { name: 'Confirm your quote' });
      await expect.poll(() => confirm.getByTestId('confirm-amount').textContent(), { timeout: 20_000 }).toContain('₹20,000');
      await confirm.getByRole('button', { name: 'Submit quote' }).click();
      const account = () => api<{ balance: number; limit: number; in_use: number }>('GET', '/deposits/account', buyer);
      await expect
        .poll(async () => (await account()).data, { timeout: 20_000 })
        .toMatchObject({ balance: 2_000, limit: 20_000, in_use: START_PRICE });
      await expect.poll(() => page.locator('.bid-outcome--success').count(), { timeout: 20_000 }).toBe(1);

      // A rival with a deposit outbids the buyer; the auction ends and the rival wins.
      const credit = await api('POST', `/admin/deposits/${rivalId}/adjust`, admin, { amount: 5_000, reason: 'End-to-end test rival' });
      expect(credit.http, credit.msg).toBe(200);
      await quote(rival, lotId, START_PRICE + 1_000);
      const ended = await api<{ closed_lot_ids: number[] }>('POST', '/admin/loadtest/end-auction', admin, { auction_id: auctionId });
      expect(ended.data.closed_lot_ids).toEqual([lotId]);

      // Nothing in use: the buyer asks for the whole deposit back and sees it refunded.
      await page.goto('/client/deposit');
      await expect.poll(() => page.getByTestId('deposit-in-use').textContent(), { timeout: 20_000 }).toBe('₹0');
      await page.getByRole('button', { name: 'All of it' }).click();
      await expect.poll(() => page.getByRole('textbox', { name: /^Amount to refund/ }).inputValue()).toBe('2000');
      await page.getByRole('button', { name: 'Ask for a refund' }).click();
      // Two deposits, two gateway refunds (newest first); the page follows them until processed.
      const statuses = page.getByTestId('refund-status');
      await expect.poll(async () => (await statuses.allTextContents()).join(','), { timeout: 30_000 }).toBe('Refunded,Refunded');
      await expect.poll(() => page.getByTestId('deposit-balance').textContent(), { timeout: 20_000 }).toBe('₹0');
      await page.getByRole('list', { name: 'Your refunds' }).scrollIntoViewIfNeeded();
      await screenshot(page, 'deposit-refunded-360');
      await ctx.close();
    },
  );
});
