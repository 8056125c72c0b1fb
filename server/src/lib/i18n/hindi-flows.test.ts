import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPlan, planTerm } from '../../modules/billing/test-support.js';
import { adminUser, createAuction, signedInUser, subscribedBuyer } from '../../test/factories.js';
import { createTestApp, modeName, type TestContext } from '../../test/harness.js';
import { CATALOG } from './catalog/index.js';
import { isMessageCode, render, type MessageCode } from './render.js';

/**
 * A Hindi reader on the buyer's main flows: every answer carries its stable code and the catalog's
 * Hindi text, never the English one.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const HINDI = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.5', 'x-requested-with': 'XMLHttpRequest' };
const hindi = (code: MessageCode) => (CATALOG[code] as { hi: string }).hi;
const post = (url: string, cookie: string | undefined, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: { ...HINDI, ...(cookie ? { cookie } : {}) }, payload });
const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { ...HINDI, cookie } });

describe(`a Hindi reader's answers in ${modeName}`, () => {
  it('watchlist: added, and an unknown lot refused, in Hindi', async () => {
    const { lots } = await createAuction(t.db);
    const buyer = await subscribedBuyer(t.db);
    const added = await post('/auctions/update-watchlist-by-auction-asset-id', buyer.cookie, { asset_id: lots[0]!.id, action: 'add' });
    expect(added.json()).toMatchObject({ status: 200, code: 'buyer.watchlist_added', msg: 'आपकी वॉचलिस्ट में जोड़ा गया' });
    const unknown = await post('/auctions/update-watchlist-by-auction-asset-id', buyer.cookie, { asset_id: 99_999_999, action: 'add' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: 404, code: 'bid.not_found', msg: 'लॉट नहीं मिला।' });
    const badAction = await post('/auctions/update-watchlist-by-auction-asset-id', buyer.cookie, { asset_id: lots[0]!.id, action: 'keep' });
    expect(badAction.json()).toMatchObject({ status: 400, code: 'buyer.watchlist_action', msg: hindi('buyer.watchlist_action') });
  });

  it('deals: a lot without a sale of theirs, in Hindi', async () => {
    const { lots } = await createAuction(t.db);
    const buyer = await subscribedBuyer(t.db);
    const res = await get(`/client/deals/${lots[0]!.id}`, buyer.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toMatch(/^deal\./);
    expect(res.json().msg).toBe(hindi(res.json().code));
    expect(res.json().msg).toMatch(/बिक्री/);
  });

  it('catalog: search and lot view refusals, in Hindi', async () => {
    const search = await post('/auctions/search-assets-by-make-model', undefined, { auction_type: 'sometimes' });
    expect(search.statusCode).toBe(400);
    expect(search.json()).toMatchObject({ code: 'listing.auction_type', msg: 'auction_type all, live या upcoming होना चाहिए' });
    const missing = await post('/auctions/view/assets', undefined, { asset_id: 99_999_999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'listing.vehicle_not_found', msg: 'वाहन नहीं मिला' });
  });

  it('lead form: the missing phone in msg and in error, in Hindi', async () => {
    const res = await post('/user/create-lead', undefined, { name: 'रमेश', state: 'Maharashtra', city: 'Pune' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'lead.phone_required',
      msg: 'कृपया अपना मोबाइल नंबर दर्ज करें',
      error: 'कृपया अपना मोबाइल नंबर दर्ज करें',
    });
  });

  it('billing: a tampered plan price, with the amount, in Hindi', async () => {
    const plan = await insertPlan(t.db, { tenureMonths: 3, price: 7_500 });
    const buyer = await signedInUser(t.db);
    const res = await post('/subscriptions/subscription-creation-by-user', buyer.cookie, {
      phone: buyer.user.phone,
      plan_id: plan.id,
      payment_amount: 100,
      plan_term: planTerm(3, 100),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'billing.price_mismatch',
      params: { price: 7_500 },
      msg: 'राशि इस प्लान की कीमत (₹7,500) से मेल नहीं खाती। कृपया प्लान फिर से लोड करें और दोबारा कोशिश करें।',
    });
  });

  it('invoicing: a GSTIN that fails its checksum, and an unknown invoice, in Hindi', async () => {
    const buyer = await signedInUser(t.db);
    const bad = await post('/client/tax-details', buyer.cookie, { gstin: '27AAPFU0939F1ZW', legal_name: 'X', address: 'Y' });
    expect(bad.json()).toMatchObject({ status: 400, code: 'invoice.gstin_checksum', msg: hindi('invoice.gstin_checksum') });
    const none = await get('/client/invoices/999999/pdf', buyer.cookie);
    expect(none.json()).toMatchObject({ status: 404, code: 'invoice.not_found', msg: 'इनवॉइस नहीं मिला।' });
  });

  it("identity documents: another user's documents refused, in Hindi", async () => {
    const buyer = await signedInUser(t.db);
    const other = await signedInUser(t.db);
    const res = await get(`/user/identity-documents?user_id=${other.user.id}`, buyer.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'kyc.admins_only', msg: 'दूसरे उपयोगकर्ताओं के दस्तावेज़ केवल एडमिन देख सकते हैं' });
  });

  it('takes the language from a lang field (JSON, urlencoded, multipart) or ?lang=, before the cookie and Accept-Language', async () => {
    const tamil = 'தயவுசெய்து 10 இலக்க எண்ணை உள்ளிடவும்';
    const url = '/user/check-user-and-sendotp';
    const xhr = { 'x-requested-with': 'XMLHttpRequest', 'accept-language': 'en', cookie: 'language=en' };
    const boundary = 'vh-lang-test';
    const multipart = ['phone', '12', 'lang', 'ta']
      .reduce<string[]>(
        (parts, v, i, all) =>
          i % 2 ? parts : [...parts, `--${boundary}\r\ncontent-disposition: form-data; name="${v}"\r\n\r\n${all[i + 1]}\r\n`],
        [],
      )
      .join('')
      .concat(`--${boundary}--\r\n`);
    const answers = await Promise.all([
      t.app.inject({ method: 'POST', url, headers: xhr, payload: { phone: '12', lang: 'ta' } }),
      t.app.inject({
        method: 'POST',
        url,
        headers: { ...xhr, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'phone=12&lang=ta',
      }),
      t.app.inject({
        method: 'POST',
        url,
        headers: { ...xhr, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: multipart,
      }),
      t.app.inject({ method: 'POST', url: `${url}?lang=ta`, headers: xhr, payload: { phone: '12' } }),
    ]);
    for (const a of answers) expect(a.json(), a.body).toMatchObject({ status: 400, code: 'account.phone_invalid', msg: tamil });
    // An unknown lang is ignored, not refused.
    const unknown = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'x-requested-with': 'XMLHttpRequest', 'accept-language': 'hi' },
      payload: { phone: '12', lang: 'xx' },
    });
    expect(unknown.json()).toMatchObject({ status: 400, code: 'account.phone_invalid', msg: 'कृपया 10 अंकों का नंबर दर्ज करें' });
  });

  it('never answers a Hindi reader with an English-only code', async () => {
    const buyer = await subscribedBuyer(t.db);
    const answers = await Promise.all([
      post('/auctions/update-watchlist-by-auction-asset-id', buyer.cookie, { asset_id: 99_999_999, action: 'add' }),
      get('/client/deals/99999999', buyer.cookie),
      post('/auctions/view/assets', undefined, { asset_id: 99_999_999 }),
      get('/client/invoices/999999/pdf', buyer.cookie),
    ]);
    for (const a of answers) expect(a.json().code, a.body).not.toMatch(/^error\.\d+$/);
  });

  /** A refusal a Hindi reader can read: a catalog code, and its text in Devanagari, not the English one. */
  function expectHindi(res: {
    statusCode: number;
    body: string;
    json(): { code: string; params?: Record<string, string | number>; msg: string };
  }) {
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
    const { code, params = {}, msg } = res.json();
    expect(code, res.body).not.toMatch(/^error\.\d+$/);
    expect(msg, res.body).toMatch(/[\u0900-\u097F]/);
    if (isMessageCode(code)) expect(msg, res.body).not.toBe(render({ code, params }, 'en'));
  }

  it("answers the main flows' refusals in Hindi: login, sign-up OTP, quotes, autobids, KYC upload, payments, admin forms", async () => {
    const buyer = await subscribedBuyer(t.db);
    const admin = await adminUser(t.db);
    const refusals = await Promise.all([
      post('/login-react', undefined, { phone: '9000000001', password: 'not-the-password' }),
      post('/login-react', undefined, { phone: '12', password: '' }),
      post('/user/sendotp', undefined, { phone: '12345' }),
      post('/client/bid', buyer.cookie, { asset_id: 99_999_999, amount: 150_000 }),
      post('/client/bid', buyer.cookie, { asset_id: 'abc', amount: -1 }),
      post('/client/add_autobid_amount', buyer.cookie, { asset_id: 99_999_999, max_amount: 150_000 }),
      post('/user/identity-documents', buyer.cookie, { kind: 'pan' }),
      post('/subscriptions/subscription-creation-by-user', buyer.cookie, {
        phone: buyer.user.phone,
        plan_id: 99_999,
        payment_amount: 1,
        plan_term: 'x',
      }),
      post('/admin/plans', admin.cookie, { name: '', tenure_months: 3, price: 0 }),
      post('/admin/financiers', admin.cookie, { name: '' }),
      post('/admin/auctions', admin.cookie, { title: '' }),
    ]);
    for (const res of refusals) expectHindi(res);
    const form = refusals[8]!.json() as unknown as { errors: Record<string, string> };
    for (const text of Object.values(form.errors)) expect(text).toMatch(/[\u0900-\u097F]/);
  });

  it("answers admin number fields above their limit per field, in Hindi, the field's own limit named", async () => {
    const admin = await adminUser(t.db);
    const { auction } = await createAuction(t.db);
    const fieldError = (res: Awaited<ReturnType<typeof post>>, field: string, max: number) => {
      expectHindi(res);
      const body = res.json() as { code: string; field_codes: Record<string, unknown>; errors: Record<string, string> };
      expect(body.code, res.body).toBe('form.fields_invalid');
      expect(body.field_codes[field], res.body).toEqual({ code: 'max', params: { max } });
      expect(body.errors[field], res.body).toMatch(/^अधिकतम .* होना चाहिए।$/);
    };
    const [plan, beyondSafe, fee, yard, rto, financier, lot] = await Promise.all([
      post('/admin/plans', admin.cookie, { name: 'Gold', tenure_months: 3, price: 2_000_000_000 }),
      post('/admin/plans', admin.cookie, { name: 'Gold', tenure_months: 3, price: '99999999999999999999' }),
      post('/admin/cost-settings/fee', admin.cookie, { financier_id: auction.financierId, kind: 'percent', percent_bp: 10_001 }),
      post('/admin/cost-settings/yard', admin.cookie, { yard_location: 'Pune', per_day: 10_000_001 }),
      post('/admin/cost-settings/rto', admin.cookie, { state_id: auction.stateId, segment_id: auction.segmentId, amount: 1e15 }),
      post('/admin/financiers', admin.cookie, { name: 'Big Finance', deposit_limit_multiple: 1001 }),
      post('/admin/state-heads', admin.cookie, { state_id: auction.stateId, name: 'Asha', phone: '9876543210', sort_order: 10_001 }),
    ]);
    fieldError(plan, 'price', 1_000_000_000);
    fieldError(beyondSafe, 'price', 1_000_000_000);
    fieldError(fee, 'percent_bp', 10_000);
    fieldError(yard, 'per_day', 10_000_000);
    fieldError(rto, 'amount', 10_000_000);
    fieldError(financier, 'deposit_limit_multiple', 1000);
    fieldError(lot, 'sort_order', 10_000);
    // A value of the wrong type where no form words it is refused by code, not as English.
    expectHindi(await post('/admin/deposits/1/adjust', admin.cookie, { amount: null, reason: 'x' }));
    const phoneFilter = await get('/admin/users?phone=98765abc', admin.cookie);
    expectHindi(phoneFilter);
    expect(phoneFilter.json()).toMatchObject({ code: 'admin.phone_prefix', msg: 'मोबाइल नंबर में अधिकतम 10 अंक होने चाहिए' });
  });

  it('shows the simulated checkout page in Hindi: the buttons, the note, the page the script words from', async () => {
    const plan = await insertPlan(t.db, { tenureMonths: 3, price: 7_500 });
    const buyer = await signedInUser(t.db);
    const created = await post('/subscriptions/subscription-creation-by-user', buyer.cookie, {
      phone: buyer.user.phone,
      plan_id: plan.id,
      payment_amount: 7_500,
      plan_term: planTerm(3, 7_500),
    });
    expect(created.statusCode, created.body).toBe(200);
    const orderId = (created.json() as { order_id: string }).order_id;
    const page = await get(`/payments/simulated/checkout?order_id=${orderId}`, buyer.cookie);
    expect(page.statusCode, page.body).toBe(200);
    for (const code of [
      'checkout.banner',
      'checkout.fail',
      'checkout.note',
      'checkout.subscription',
      'checkout.failed_try_again',
      'checkout.offline',
    ] as const) {
      expect(page.body).toContain(hindi(code));
    }
    expect(page.body).toContain('₹7,500 का भुगतान करें');
    expect(page.body).toContain('<html lang="hi">');
    for (const english of ['Pay ₹', 'Fail payment', 'Simulated payment gateway', 'Subscription plan', 'stands in for Razorpay']) {
      expect(page.body).not.toContain(english);
    }
    // ?lang= names the page's language over the request's.
    expect((await get(`/payments/simulated/checkout?order_id=${orderId}&lang=ta`, buyer.cookie)).body).toContain('₹7,500 செலுத்தவும்');

    const missing = await get('/payments/simulated/checkout?order_id=order_none', buyer.cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain(hindi('checkout.not_found'));
    const signedOut = await t.app.inject({ method: 'GET', url: `/payments/simulated/checkout?order_id=${orderId}`, headers: HINDI });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.body).toContain(hindi('checkout.sign_in_heading'));
    expect(signedOut.body).not.toContain('Please sign in');

    const failed = await t.app.inject({
      method: 'POST',
      url: '/payments/simulated/checkout',
      headers: { 'accept-language': 'hi', cookie: buyer.cookie },
      payload: { order_id: orderId, outcome: 'failed' },
    });
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.body).toContain(hindi('checkout.nothing_taken'));
    expect(failed.body).toContain(hindi('checkout.try_again'));
  });

  it('words a broken stop-messages link in Hindi, the reader unknown', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/notifications/stop/not-a-token', headers: HINDI });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('यह लिंक मान्य नहीं है।');
    expect(res.body).not.toContain('This link is not valid');
  });
});
