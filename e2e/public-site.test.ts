import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpFor } from './factories.js';
import { launchBrowser, phoneContext, screenshot, startProduct, type E2EServer } from './harness.js';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';

let server: E2EServer;
let browser: Browser;
beforeAll(async () => {
  server = await startProduct();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A fresh 360 px visitor with the cookie choice already made, so the banner does not cover the page. */
async function visitor(locale = 'en-IN'): Promise<{ ctx: BrowserContext; page: Page }> {
  const ctx = await phoneContext(browser, server.url, locale);
  await ctx.addCookies([{ name: 'cookie_consent', value: 'declined', url: server.url }]);
  return { ctx, page: await ctx.newPage() };
}

/** The trade-advance offer greets every visitor once per visit; 'अभी नहीं' puts it away. */
async function dismissTradeAdvance(page: Page) {
  await page.getByRole('button', { name: 'अभी नहीं' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

/** A number no earlier run has used: sign-up refuses registered phones. */
function freshPhone(): string {
  return `9${String(Date.now()).slice(-9)}`;
}

/**
 * A real key press on a button. The sale showcase behind the plan modal can be wider than a 360 px
 * screen, and the widened page throws pointer hit-testing off; a keypress is still the buyer's own
 * action, so the checkout window may open.
 */
async function press(button: Locator) {
  await button.focus();
  await button.press('Enter');
}

async function loginCheck(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(async () => {
    const res = await fetch('/tractorpoint/login-check', { method: 'POST', headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    return (await res.json()) as Record<string, unknown>;
  });
}

/** The buyer the sign-up test creates, for the tests after it. */
let buyer: { phone: string; password: string } | undefined;

/** A 1×1 PNG: enough for the upload preview. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

describe('public site', () => {
  it('shows the seeded live listings and sends Participate to the auction with a full page load', async () => {
    const { ctx, page } = await visitor();
    await page.goto('/');
    await dismissTradeAdvance(page);
    const rows = page.locator('#listings-tabpanel li');
    await rows.first().waitFor();
    const count = await rows.count();
    expect(count).toBeGreaterThan(0);
    await expect
      .poll(() =>
        page
          .getByRole('tab', { name: /Live Listings/ })
          .locator('.badge')
          .textContent(),
      )
      .toBe(String(count));
    await page.getByText('Contacts List').waitFor();
    await expect.poll(() => page.locator('.hero__image--active').evaluate((img) => (img as { complete: boolean }).complete)).toBe(true);
    await screenshot(page, 'home-360');
    await page.locator('.stats').scrollIntoViewIfNeeded();
    await screenshot(page, 'home-strips-360');

    const participate = rows.first().getByRole('link', { name: 'Participate' });
    const href = await participate.getAttribute('href');
    expect(href).toMatch(/^\/client\/auction\?uid=\d+&list_type=all_assets&page_no=1$/);
    const documentRequest = page.waitForRequest((req) => req.isNavigationRequest() && req.url().endsWith(href!));
    await participate.click();
    await documentRequest;
    await ctx.close();
  });

  it('keeps a tap made on the prerendered login page while its code still loads, and the login form out of the address', async () => {
    const { ctx, page } = await visitor();
    // The login page's code is held back, as on a slow link: the prerendered page is on screen,
    // React has started, and the page's part of it is not live yet.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/login-page-[^/]+\.js/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    // A submit before the page is live does not send the form natively, its fields in the address.
    await page.getByLabel('Mobile Number').fill('9876500000');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    release();

    await page.getByRole('dialog').getByText('Mobile Verification').waitFor();
    expect(new URL(page.url()).search).toBe('');
    await ctx.close();
  });

  it('signs a buyer up with the OTP, shows the password, and subscribes through the simulated checkout', async () => {
    const { ctx, page } = await visitor();
    const phone = freshPhone();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Mobile Verification').waitFor();
    // The login form is hidden while sign-up is open.
    expect(await page.locator('.auth-card').isHidden()).toBe(true);

    await dialog.getByLabel('Mobile Number').fill(phone);
    await dialog.getByRole('button', { name: 'Send OTP' }).click();
    await dialog.getByText(/Resend OTP in \d+ s/).waitFor();
    await dialog.getByLabel('OTP').fill(await otpFor(server, phone));
    await screenshot(page, 'signup-step1-360');
    await dialog.getByRole('button', { name: 'Verify OTP and Continue' }).click();

    await dialog.getByText('Personal Information').waitFor();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByText('Please enter first name').waitFor();
    await dialog.getByLabel('First Name').fill('Ramesh');
    await dialog.getByLabel('Last Name').fill('Patil');
    await dialog.getByLabel('State').selectOption({ label: 'Maharashtra' });
    await dialog.getByLabel('PIN Code').fill('411001');
    await dialog.getByLabel('Address').fill('At post Wagholi, Pune');
    await screenshot(page, 'signup-step2-360');
    await dialog.getByRole('button', { name: 'Next' }).click();

    await dialog.getByText('Additional Information (Optional)').waitFor();
    await dialog.getByLabel('Aadhar Number').fill('123412341234');
    await page.locator('#signup-aadhar-front').setInputFiles({ name: 'aadhar-front.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByRole('img', { name: 'Aadhar Front preview' }).waitFor();
    await screenshot(page, 'signup-step3-360');
    await dialog.getByRole('button', { name: 'Create Account' }).click();

    const created = page.getByRole('dialog', { name: 'Account Created' });
    await created.waitFor();
    const password = (await created.getByTestId('account-password').textContent())?.trim();
    expect(password).toMatch(/^\S{4,}$/);
    buyer = { phone, password: password! };
    expect(await created.getByText(phone).count()).toBe(1);
    await screenshot(page, 'signup-account-created-360');
    await created.getByRole('button', { name: 'Explore Now' }).click();

    await page.waitForURL('**/user/home?user_home_tab_id=all&user_home=live');
    const plans = page.getByRole('dialog', { name: 'Choose Your Plan' });
    await plans.getByText('12 Months').waitFor();
    expect(await plans.getByRole('button', { name: 'Skip' }).isVisible()).toBe(true);
    expect(await plans.getByText('Most Popular').count()).toBe(1);
    await screenshot(page, 'plan-modal-360');
    await plans.getByRole('button', { name: /^6 Months/ }).click();
    await plans.getByText('6 Months: choose a plan segment').waitFor();
    await screenshot(page, 'plan-modal-segments-360');
    await plans.getByRole('button', { name: 'Back to plan tenures' }).click();
    await plans.getByRole('button', { name: /12 Months/ }).click();
    await plans.getByText('12 Months: choose a plan segment').waitFor();
    await plans.getByRole('button', { name: /^All/ }).click();

    const pay = plans.getByRole('button', { name: /^Pay & Subscribe ₹/ });
    const price = (await pay.textContent())!.replace('Pay & Subscribe ', '');
    const popupOpened = page.waitForEvent('popup');
    await press(pay);
    const checkout = await popupOpened;
    await checkout.getByRole('button', { name: `Pay ${price}` }).click();

    const confirmation = page.getByRole('dialog', { name: 'Payment Successful' });
    await confirmation.waitFor();
    expect(await confirmation.getByText(price).count()).toBe(1);
    expect(await confirmation.getByText('12 Months').count()).toBe(1);
    await screenshot(page, 'payment-confirmation-360');

    const session = await loginCheck(page);
    expect(session).toMatchObject({ status: 200, phone, is_subscribed: true });
    await press(confirmation.getByRole('button', { name: 'Explore Now' }));
    await confirmation.waitFor({ state: 'detached' });
    await page.locator('.site-header__mobile-actions .subscribed-badge').waitFor();

    // A payment link returns the payer to /payment-success, which verifies before showing details.
    const link = await page.evaluate(async (payer) => {
      const res = await fetch('/subscriptions/create-subscription-payment-link', {
        method: 'POST',
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
        body: new URLSearchParams({ phone: payer, plan_id: '1', payment_amount: '2999', plan_term: JSON.stringify({ '1_month': 2999 }) }),
      });
      return (await res.json()) as { status: number; data: { short_url: string } };
    }, phone);
    expect(link.status).toBe(200);
    await page.goto(link.data.short_url);
    await page.getByRole('button', { name: 'Pay ₹2,999' }).click();
    await page.waitForURL('**/payment-success?**');
    await page.getByRole('heading', { name: 'Thank You!' }).waitFor();
    await page.getByText('₹2,999').waitFor();
    await page.getByText('One-Time Subscription').waitFor();
    await screenshot(page, 'payment-success-360');
    await page.getByRole('button', { name: 'Manage Subscription' }).click();
    await page.waitForURL('**/client/profile?tab=subscription');
    await ctx.close();
  });

  it('pays on the checkout page itself when no pop-up may open, and comes back to the plans', async () => {
    expect(buyer).toBeDefined();
    const { ctx, page } = await visitor();
    await ctx.addInitScript('window.open = () => null;');
    const login = await ctx.request.post('/login-react', { form: buyer!, headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    expect(login.status()).toBe(200);
    await page.goto('/subscription-plans');
    const plans = page.locator('.plan-panel');
    await plans.getByRole('button', { name: /^1 Month/ }).click();
    await screenshot(page, 'plans-page-360');
    await plans.getByRole('button', { name: 'Pay & Subscribe ₹2,999' }).click();
    await page.waitForURL('**/payments/simulated/checkout?**');
    await page.getByRole('button', { name: 'Pay ₹2,999' }).click();
    await page.getByRole('dialog', { name: 'Payment Successful' }).waitFor();
    // The signed result is dropped from the address once verified.
    expect(new URL(page.url()).search).toBe('');
    await ctx.close();
  });

  it('fills state and district from a real PIN in the lead form', async () => {
    const { ctx, page } = await visitor();
    await page.goto('/');
    await page.getByRole('button', { name: 'आज ही अप्लाई करें!' }).click();
    const form = page.getByRole('dialog', { name: 'Enter Your Details...' });
    await form.getByLabel('Name').fill('Sunita Jadhav');
    await form.getByLabel('Mobile Number').fill(freshPhone());
    await form.getByLabel('PIN Code').fill('411001');
    await expect.poll(() => form.getByLabel('State').inputValue()).toBe('Maharashtra');
    expect(await form.getByLabel('District').inputValue()).toBe('Pune');
    expect(await form.getByLabel('State').isDisabled()).toBe(true);
    await screenshot(page, 'lead-form-360');
    await form.getByRole('button', { name: 'Submit' }).click();
    const success = page.getByRole('dialog', { name: 'Success!' });
    await success.getByText('Our Representative Will Connect With You Shortly.').waitFor();
    await screenshot(page, 'lead-success-360');
    await ctx.close();
  });

  it('says the backout payment is still being updated when it cannot be verified', async () => {
    const { ctx, page } = await visitor();
    await page.goto('/backout-payment-success?razorpay_payment_id=pay_x&razorpay_payment_link_id=plink_x&razorpay_signature=bad');
    await page.getByRole('heading', { name: 'Payment Received - Update in Progress' }).waitFor();
    await page.getByText('Your payment was successful. If payment status not updated, please reach out to our support team.').waitFor();
    expect(await page.locator('.toast--error').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Home', exact: true }).getAttribute('href')).toBe(
      '/user/home?user_home_tab_id=all&user_home=live',
    );
    await ctx.close();
  });

  it('shows the home page and the plans in Hindi', async () => {
    const { ctx, page } = await visitor('hi-IN');
    await page.goto('/');
    await dismissTradeAdvance(page);
    await page.getByRole('tab', { name: /लाइव लिस्टिंग/ }).waitFor();
    await page.locator('#listings-tabpanel li').first().waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('hi');
    await screenshot(page, 'home-hi-360');
    await page.goto('/subscription-plans');
    await page.getByText('सभी प्लान में पैन इंडिया अनुमति शामिल है').waitFor();
    await page.locator('.plan-card__flag', { hasText: 'सबसे लोकप्रिय' }).waitFor();
    await screenshot(page, 'plans-hi-360');
    await ctx.close();
  });
});
