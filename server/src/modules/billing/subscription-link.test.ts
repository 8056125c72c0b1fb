import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions, users } from '../../db/schema/index.js';
import { createUser, signedInUser } from '../../test/factories.js';
import { createTestApp, modeName, type TestContext } from '../../test/harness.js';
import { form, insertPlan } from './test-support.js';

type Plan = Awaited<ReturnType<typeof insertPlan>>;

describe(`subscription payment links on the simulated gateway in ${modeName}`, () => {
  let t: TestContext;
  let plan: Plan;

  beforeAll(async () => {
    // These tests isolate the client-side verification path: no simulated webhook credits the payment first.
    t = await createTestApp({ env: { SIMULATED_WEBHOOKS: 'false' } });
    plan = await insertPlan(t.app.db, { tenureMonths: 6, price: 15_000 });
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, fields: Record<string, string | number | undefined>, cookie?: string) => {
    const f = form(fields);
    return t.app.inject({ method: 'POST', url, payload: f.payload, headers: { ...f.headers, ...(cookie ? { cookie } : {}) } });
  };

  async function payLink(shortUrl: string, cookie: string) {
    const linkId = new URL(shortUrl, 'http://site.test').searchParams.get('payment_link_id')!;
    const page = await t.app.inject({ url: shortUrl, headers: { cookie } });
    expect(page.body).toContain('Pay ₹15,000');
    const res = await t.app.inject({
      method: 'POST',
      url: '/payments/simulated/checkout',
      payload: { payment_link_id: linkId, outcome: 'paid' },
      headers: { 'x-requested-with': 'XMLHttpRequest', cookie },
    });
    return res.json() as { data: Record<string, string>; redirect_url: string };
  }

  it('pays a subscription through a link and verifies it on the payment-success return', async () => {
    const buyer = await signedInUser(t.app.db);
    const created = await post(
      '/subscriptions/create-subscription-payment-link',
      { phone: buyer.user.phone, plan_id: plan.id, payment_amount: 15_000 },
      buyer.cookie,
    );
    expect(created.statusCode, created.body).toBe(200);
    const { data } = created.json();
    expect(data).toMatchObject({ payment_amount: 15_000, subscription_id: expect.any(Number) });
    expect(data.short_url).toBe(`/payments/simulated/checkout?payment_link_id=${data.payment_link_id}`);

    const paid = await payLink(data.short_url, buyer.cookie);
    // Razorpay's return: the callback URL with the razorpay_* query parameters of spec §3.
    const back = new URL(paid.redirect_url, 'http://site.test');
    expect(back.pathname).toBe('/payment-success');
    const q = back.searchParams;
    expect(q.get('razorpay_payment_link_id')).toBe(data.payment_link_id);
    expect(q.get('razorpay_payment_link_status')).toBe('paid');

    const verified = await post('/subscriptions/verify-subscription-payment-using-link', {
      payment_link_id: q.get('razorpay_payment_link_id')!,
      payment_id: q.get('razorpay_payment_id')!,
      signature: q.get('razorpay_signature')!,
      payment_link_reference_id: q.get('razorpay_payment_link_reference_id')!,
      payment_link_status: q.get('razorpay_payment_link_status')!,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const body = verified.json();
    expect(body).toMatchObject({ status: 200, plan_term: '6 months', final_amount: 15_000, phone: buyer.user.phone });
    const [u] = await t.app.db.select().from(users).where(eq(users.id, buyer.user.id));
    expect(body.subscription_end_date).toBe(u!.subscriptionEndDate!.toISOString());
    expect(u!.isSubscribed).toBe(true);

    // The web client sends only payment_link_id, payment_id and signature: that verifies too, once.
    const replay = await post('/subscriptions/verify-subscription-payment-using-link', {
      payment_link_id: q.get('razorpay_payment_link_id')!,
      payment_id: q.get('razorpay_payment_id')!,
      signature: q.get('razorpay_signature')!,
    });
    expect(replay.json()).toEqual(body);
  });

  it('refuses a forged link signature or a reference id of another link, changing nothing', async () => {
    const buyer = await signedInUser(t.app.db);
    const { data } = (
      await post(
        '/subscriptions/create-subscription-payment-link',
        { phone: buyer.user.phone, plan_id: plan.id, payment_amount: 15_000 },
        buyer.cookie,
      )
    ).json();
    const q = new URL((await payLink(data.short_url, buyer.cookie)).redirect_url, 'http://site.test').searchParams;
    const base = { payment_link_id: data.payment_link_id, payment_id: q.get('razorpay_payment_id')! };

    const forged = await post('/subscriptions/verify-subscription-payment-using-link', { ...base, signature: '0'.repeat(64) });
    expect(forged.statusCode).toBe(400);
    const otherRef = await post('/subscriptions/verify-subscription-payment-using-link', {
      ...base,
      signature: q.get('razorpay_signature')!,
      payment_link_reference_id: 'VHSsomethingelse',
    });
    expect(otherRef.statusCode).toBe(400);
    const unpaid = await post('/subscriptions/verify-subscription-payment-using-link', {
      ...base,
      signature: q.get('razorpay_signature')!,
      payment_link_status: 'partially_paid',
    });
    expect(unpaid.statusCode).toBe(400);
    const unknown = await post('/subscriptions/verify-subscription-payment-using-link', {
      ...base,
      payment_link_id: 'plink_nope',
      signature: 'x',
    });
    expect(unknown.statusCode).toBe(404);

    const [sub] = await t.app.db.select().from(subscriptions).where(eq(subscriptions.id, data.subscription_id));
    expect(sub!.status).toBe('created');
  });

  it('lets an admin make a link for another registered phone, and nobody else', async () => {
    const farmer = await createUser(t.app.db);
    const admin = await signedInUser(t.app.db, { isAdmin: true });
    const buyer = await signedInUser(t.app.db);
    const fields = { phone: farmer.phone, plan_id: plan.id, payment_amount: 15_000 };

    const byAdmin = await post('/subscriptions/create-subscription-payment-link', fields, admin.cookie);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    const [sub] = await t.app.db.select().from(subscriptions).where(eq(subscriptions.id, byAdmin.json().data.subscription_id));
    expect(sub!.userId).toBe(farmer.id);

    expect((await post('/subscriptions/create-subscription-payment-link', fields, buyer.cookie)).statusCode).toBe(403);
    expect(
      (await post('/subscriptions/create-subscription-payment-link', { ...fields, phone: '9000000001' }, admin.cookie)).statusCode,
    ).toBe(404);
    expect(
      (await post('/subscriptions/create-subscription-payment-link', { ...fields, payment_amount: 100 }, admin.cookie)).statusCode,
    ).toBe(400);
  });
});
