import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpFor, signedIn, site } from './factories.js';
import { launchBrowser, login, phoneContext, screenshot, startProduct, type E2EServer } from './harness.js';
import type { Browser } from 'playwright-core';

/**
 * A dealer and an agent end to end on the demo data: the demo dealer invites a new phone, the
 * agent opens the link and joins with the OTP the console sender printed, quotes on a live lot in
 * the dealer's name, is refused over the per-lot cap, the dealer sees the quote and the agent, and
 * suspends them, after which the agent's next request is signed out.
 */

const DEALER_PHONE = '9000000020';
const AGENT_PHONE = '9812300077';

let server: E2EServer;
let browser: Browser;
let dealer: string;
const { api, freshLot } = site(() => server);

beforeAll(async () => {
  [server, browser] = await Promise.all([startProduct(), launchBrowser()]);
  dealer = await login(server, DEALER_PHONE, 'Buyer@1234');
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('dealers and agents', () => {
  it(
    'invites an agent who joins by OTP, quotes in the dealer’s name within the cap, and is signed out when suspended',
    { timeout: 240_000 },
    async () => {
      const lot = await freshLot(null);
      const cap = lot.next_valid_amount + 5_000;

      // The dealer invites the agent from the dealer page.
      const d = await signedIn(browser, server, dealer);
      await d.page.goto('/client/dealer');
      const invite = d.page.getByTestId('invite-agent');
      await invite.getByLabel('Agent’s name').fill('Ravi Shinde');
      await invite.getByLabel('Agent’s mobile number').fill(AGENT_PHONE);
      await invite.getByLabel('Cap per lot (₹)').fill(String(cap));
      await screenshot(d.page, 'dealer-invite-360');
      await invite.getByRole('button', { name: 'Send invitation' }).click();
      const link = (await d.page.getByTestId('invite-link').locator('code').textContent())!;
      expect(link).toMatch(/\/agent-invite\/[A-Za-z0-9_-]{43}$/);
      const invited = d.page.getByTestId('agent-row').filter({ hasText: 'Ravi Shinde' });
      await invited.getByText('Invited').waitFor();
      await invited.scrollIntoViewIfNeeded();
      await screenshot(d.page, 'dealer-agents-360');

      // The agent opens the link on their phone and joins with the OTP.
      const ctx = await phoneContext(browser, server.url);
      await ctx.addCookies([{ name: 'cookie_consent', value: 'declined', url: server.url }]);
      const a = await ctx.newPage();
      await a.goto(new URL(link).pathname);
      await a.getByTestId('invite-from').getByText('Anil Tractors invites Ravi Shinde to quote for them.').waitFor();
      await screenshot(a, 'agent-invite-360');
      await a.getByTestId('send-otp').click();
      await a.getByLabel('OTP').fill(await otpFor(server, AGENT_PHONE));
      await a.getByRole('button', { name: 'Verify and join' }).click();
      await a.getByTestId('invite-accepted').getByText('You are now an agent of Anil Tractors.').waitFor();
      await screenshot(a, 'agent-joined-360');
      await a.getByRole('button', { name: 'Start quoting' }).click();
      await a.waitForURL(/\/user\/home/);
      const session = (await ctx.cookies()).find((c) => c.name === 'vh_session')!.value;
      const agentToken = () => session;

      // The agent quotes from the lot page, told whom they quote for.
      await a.goto(`/auction/assets?asset_id=${lot.asset_id}`);
      await a.getByTestId('quoting-for').first().getByText('You are quoting for Anil Tractors').waitFor();
      const figures = `₹${lot.next_valid_amount.toLocaleString('en-IN')}`;
      await a
        .getByRole('button', { name: `Quote ${figures}` })
        .first()
        .click();
      const dialog = a.getByRole('dialog', { name: 'Confirm your quote' });
      await dialog.getByTestId('quoting-for').waitFor();
      await screenshot(a, 'agent-quote-dialog-360');
      await dialog.getByRole('button', { name: 'Submit quote' }).click();
      // Accepted: the quote is on the dealer's account, and the lot page moves on from it.
      await expect
        .poll(
          async () => (await api<Record<string, unknown>>('POST', '/client/api/dealer/dashboard', dealer, {})).data.quotes as unknown[],
          { timeout: 15_000 },
        )
        .toHaveLength(1);
      await a.getByRole('button', { name: `Quote ${figures}` }).waitFor({ state: 'detached' });

      // Over the per-lot cap on another lot: refused with the cap in the message.
      const other = await freshLot(null);
      const over = await api(
        'POST',
        '/client/bid',
        agentToken(),
        { asset_id: other.asset_id, amount: Math.max(cap, other.next_valid_amount) + 10_000 },
        { 'idempotency-key': crypto.randomUUID() },
      );
      expect(over).toMatchObject({ http: 403, code: 'dealers.agent_cap_lot' });
      expect(over.msg).toContain(`₹${cap.toLocaleString('en-IN')}`);

      // The dealer sees the quote and who placed it.
      await d.page.reload();
      const row = d.page.getByTestId('dashboard-quote').filter({ hasText: figures });
      await row.getByText(/Ravi Shinde/).waitFor();
      await d.page.getByTestId('dashboard-agent').filter({ hasText: 'Ravi Shinde' }).waitFor();
      await d.page.getByTestId('dealer-dashboard').scrollIntoViewIfNeeded();
      await screenshot(d.page, 'dealer-dashboard-360');

      // Suspended at once: the agent's next request is signed out.
      await d.page.getByTestId('agent-row').filter({ hasText: 'Ravi Shinde' }).getByTestId('suspend-agent').click();
      await d.page.getByTestId('agent-row').filter({ hasText: 'Ravi Shinde' }).getByText('Suspended').waitFor();
      const after = await api(
        'POST',
        '/client/bid',
        agentToken(),
        { asset_id: lot.asset_id, amount: lot.next_valid_amount + 1_000 },
        { 'idempotency-key': crypto.randomUUID() },
      );
      expect(after.http).toBe(401);

      // The dealer page in Hindi.
      const h = await signedIn(browser, server, dealer, 'hi');
      await h.page.goto('/client/dealer');
      await h.page.getByRole('heading', { name: 'डीलर और एजेंट' }).waitFor();
      await h.page.getByTestId('agent-row').first().scrollIntoViewIfNeeded();
      await screenshot(h.page, 'dealer-agents-360-hi');
      await h.page.getByTestId('dealer-dashboard').scrollIntoViewIfNeeded();
      await screenshot(h.page, 'dealer-dashboard-360-hi');
      await Promise.all([d.ctx.close(), ctx.close(), h.ctx.close()]);
    },
  );
});
