import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn as signedInAs } from './factories.js';
import { launchBrowser, login as loginAs, screenshot, startProduct, type E2EServer } from './harness.js';
import type { Browser, Page } from 'playwright-core';

/**
 * After the hammer, on the seeded demo history: the demo buyer's "You won" panel with whom to pay
 * and by when, the documents, an H2 offer accepted, a backout charge paid through the simulated
 * gateway, and the admin offering a lot to the right next bidder.
 */

interface Deal {
  asset_id: number;
  stage: string;
  holder: boolean;
  amount: number | null;
  financier_name: string;
  backout: { backout_id: number; status: string } | null;
}

let server: E2EServer;
let browser: Browser;
let buyer: string;
let admin: string;

async function myDeals(token: string): Promise<Deal[]> {
  const res = await fetch(`${server.url}/client/deals`, { headers: { cookie: `vh_session=${token}` } });
  return ((await res.json()) as { data: { rows: Deal[] } }).data.rows;
}

async function dealAt(stage: string, pick: (d: Deal) => boolean = () => true) {
  const deal = (await myDeals(buyer)).find((d) => d.stage === stage && pick(d));
  if (!deal) throw new Error(`the demo buyer has no deal at ${stage}`);
  return deal;
}

const signedIn = (token: string, language = 'en') => signedInAs(browser, server, token, language);

const panel = (page: Page) => page.getByTestId('deal-panel');

beforeAll(async () => {
  [server, browser] = await Promise.all([startProduct(), launchBrowser()]);
  [buyer, admin] = await Promise.all([loginAs(server, '9000000002', 'Buyer@1234'), loginAs(server, '9000000001', 'Admin@1234')]);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('after the hammer', () => {
  it('shows the winner whom to pay, how much and by when, with the payee and the timeline', async () => {
    const due = await dealAt('payment_due', (d) => d.holder);
    const { ctx, page } = await signedIn(buyer);
    await page.goto(`/auction/assets?asset_id=${due.asset_id}`);
    const next = panel(page).getByTestId('deal-next');
    await next.waitFor();
    const amount = `₹${new Intl.NumberFormat('en-IN').format(due.amount!)}`;
    expect(await next.textContent()).toMatch(
      new RegExp(`^Pay ${amount} to Sahyadri Auto Finance by \\d{1,2} \\w{3}, \\d{1,2}:\\d{2} [ap]m\\. .* left$`, 'i'),
    );
    await panel(page).getByText('Bank of Maharashtra, Shivajinagar, Pune').waitFor();
    await panel(page).getByText('Sale approved').waitFor();
    await panel(page).scrollIntoViewIfNeeded();
    await screenshot(page, 'deal-payment-due-360');
    await ctx.close();

    const hi = await signedIn(buyer, 'hi');
    await hi.page.goto(`/auction/assets?asset_id=${due.asset_id}`);
    await panel(hi.page).getByText('आप जीत गए').waitFor();
    await panel(hi.page).scrollIntoViewIfNeeded();
    await screenshot(hi.page, 'deal-payment-due-360-hi');
    await hi.ctx.close();
  });

  it('downloads the gate pass and the bond once the vehicle is released', async () => {
    const released = await dealAt('released');
    const { ctx, page } = await signedIn(buyer);
    await page.goto(`/auction/assets?asset_id=${released.asset_id}`);
    await panel(page).getByTestId('deal-next').waitFor();
    const [gatePass] = await Promise.all([
      page.waitForEvent('download'),
      panel(page).getByRole('button', { name: 'Download Gate pass' }).click(),
    ]);
    expect(gatePass.suggestedFilename()).toBe(`gate-pass-${released.asset_id}.pdf`);
    const [bond] = await Promise.all([
      page.waitForEvent('download'),
      panel(page).getByRole('button', { name: 'Download Bond & KYC' }).click(),
    ]);
    expect(bond.suggestedFilename()).toBe(`bond-kyc-${released.asset_id}.pdf`);
    await screenshot(page, 'deal-released-360');
    await ctx.close();
  });

  it('lets the H2 accept an offer before its deadline; payment then falls due', async () => {
    const offer = await dealAt('offered', (d) => d.holder);
    const { ctx, page } = await signedIn(buyer);
    await page.goto(`/auction/assets?asset_id=${offer.asset_id}`);
    await panel(page).getByText('This vehicle is offered to you').waitFor();
    await screenshot(page, 'deal-offer-360');
    await panel(page)
      .getByRole('button', { name: /^Accept at ₹/ })
      .click();
    await expect.poll(() => panel(page).getAttribute('data-stage')).toBe('payment_due');
    expect(await panel(page).getByTestId('deal-next').textContent()).toMatch(/^Pay ₹[\d,]+ to Sahyadri Auto Finance by /);
    await ctx.close();
  });

  it('pays a backout charge from My Quotes through the payment link and lands on the backout result', async () => {
    const owed = (await myDeals(buyer)).find((d) => d.backout?.status === 'due');
    expect(owed).toBeDefined();
    const { ctx, page } = await signedIn(buyer);
    await page.goto('/client/my-bids');
    const row = page.locator(`li.my-lot[data-asset-id="${owed!.asset_id}"]`);
    const pay = row.getByTestId('pay-backout');
    await pay.waitFor();
    await screenshot(page, 'deal-backout-360');
    await pay.click();
    await page.waitForURL('**/payments/simulated/checkout?**');
    await page.getByRole('button', { name: 'Pay ₹10,000' }).click();
    await page.waitForURL('**/backout-payment-success**');
    await page.getByRole('heading', { name: 'Payment Received', exact: true }).waitFor();
    expect((await myDeals(buyer)).find((d) => d.asset_id === owed!.asset_id)?.backout?.status).toBe('paid');
    await ctx.close();
  });

  it('offers a rejected lot to the right next bidder from the admin results', async () => {
    // A fresh rejection on the demo buyer's pending lot: the box must name H2, not the demo buyer.
    const pending = await dealAt('approval_pending', (d) => d.holder);
    const reject = await fetch(`${server.url}/admin/results/${pending.asset_id}/reject`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', cookie: `vh_session=${admin}` },
      body: '{}',
    });
    expect(reject.status).toBe(200);
    const row = ((await reject.json()) as { data: { h2: { name: string }; next_offer: { name: string; rank: number } } }).data;
    expect(row.next_offer).toMatchObject({ rank: 2, name: row.h2.name });

    const { ctx, page } = await signedIn(admin);
    await page.goto('/admin/lot-results?result=rejected');
    const line = page.locator(`tr[data-asset-id="${pending.asset_id}"]`);
    await line.getByRole('button', { name: 'Offer to next bidder' }).click();
    const to = page.getByTestId('offer-to');
    await to.waitFor();
    expect(await to.textContent()).toContain(`H2 ${row.h2.name}`);
    await screenshot(page, 'admin-offer-next-360');
    await page.getByRole('button', { name: 'Confirm' }).click();
    const stage = async () => {
      const res = await fetch(`${server.url}/admin/deals/${pending.asset_id}`, { headers: { cookie: `vh_session=${admin}` } });
      const deal = ((await res.json()) as { data: { stage: string; rank: number } }).data;
      return `${deal.stage} H${deal.rank}`;
    };
    await expect.poll(stage, { timeout: 15_000 }).toBe('offered H2');
    await ctx.close();
  });
});
