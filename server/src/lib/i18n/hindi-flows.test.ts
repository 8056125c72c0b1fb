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
});
