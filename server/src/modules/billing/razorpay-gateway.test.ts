import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, subscriptions, users } from '../../db/schema/index.js';
import { signedInUser } from '../../test/factories.js';
import { createTestApp, modeName, type TestContext } from '../../test/harness.js';
import { startRazorpayStandIn, type RazorpayStandIn } from './gateway/test-razorpay-stand-in.js';
import { form, insertPlan, planTerm, razorpayEnv } from './test-support.js';

type Plan = Awaited<ReturnType<typeof insertPlan>>;

describe(`subscriptions through the Razorpay adapter (local stand-in) in ${modeName}`, () => {
  let rzp: RazorpayStandIn;
  let t: TestContext;
  let plan: Plan;

  beforeAll(async () => {
    rzp = await startRazorpayStandIn();
    t = await createTestApp({ env: razorpayEnv(rzp) });
    plan = await insertPlan(t.app.db, { tenureMonths: 3, price: 7_500 });
  });
  afterAll(async () => {
    await t.close();
    await rzp.close();
  });

  const post = (url: string, fields: Record<string, string | number | undefined>, cookie?: string) => {
    const f = form(fields);
    return t.app.inject({ method: 'POST', url, payload: f.payload, headers: { ...f.headers, ...(cookie ? { cookie } : {}) } });
  };

  it('names Razorpay and its key id to the web client, and serves no simulated page', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/subscriptions/payment-config' });
    expect(res.json()).toEqual({ status: 200, data: { gateway: 'razorpay', key: rzp.keyId, checkout_url: null } });
    expect((await t.app.inject('/payments/simulated/checkout?order_id=x')).statusCode).toBe(404);
  });

  it('creates the order in paise at Razorpay and verifies the checkout with the same code as the simulation', async () => {
    const buyer = await signedInUser(t.app.db);
    const created = await post(
      '/subscriptions/subscription-creation-by-user',
      { phone: buyer.user.phone, plan_id: plan.id, payment_amount: 7_500, remarks: 'Self Signup', plan_term: planTerm(3, 7_500) },
      buyer.cookie,
    );
    expect(created.statusCode, created.body).toBe(200);
    const { order_id, subscription_id, razorpay_key } = created.json();
    expect(razorpay_key).toBe(rzp.keyId);
    expect(rzp.orders.get(order_id)).toMatchObject({ amount: 750_000, currency: 'INR', status: 'created' });

    // Razorpay Checkout hands the browser these three values.
    const { paymentId, signature } = rzp.payOrder(order_id);
    const verify = (sig: string) =>
      post('/subscriptions/verify-user-payment', {
        payment_id: paymentId,
        subscription_id,
        phone: buyer.user.phone,
        signature: sig,
        order_id,
      });

    const forged = await verify(signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')));
    expect(forged.statusCode).toBe(400);
    const [untouched] = await t.app.db.select().from(users).where(eq(users.id, buyer.user.id));
    expect(untouched!.isSubscribed).toBe(false);

    const ok = await verify(signature);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ plan_term: '3 months', final_amount: 7_500, user: { is_subscribed: true } });
    expect((await verify(signature)).json()).toEqual(ok.json());
  });

  it('creates a subscription payment link at Razorpay and verifies its return', async () => {
    const buyer = await signedInUser(t.app.db);
    const created = await post(
      '/subscriptions/create-subscription-payment-link',
      { phone: buyer.user.phone, plan_id: plan.id, payment_amount: 7_500 },
      buyer.cookie,
    );
    expect(created.statusCode, created.body).toBe(200);
    const { payment_link_id, short_url, subscription_id } = created.json().data;
    expect(short_url).toMatch(/^https:\/\/rzp\.io\/i\//);
    const link = rzp.links.get(payment_link_id)!;
    expect(link).toMatchObject({ amount: 750_000, callback_method: 'get', customer: { contact: `+91${buyer.user.phone}` } });
    expect(link.callback_url).toMatch(/\/payment-success$/);

    const back = rzp.payLink(payment_link_id);
    const res = await post('/subscriptions/verify-subscription-payment-using-link', {
      payment_link_id,
      payment_id: back.paymentId,
      signature: back.signature,
      payment_link_reference_id: back.referenceId,
      payment_link_status: back.status,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ plan_term: '3 months', final_amount: 7_500, phone: buyer.user.phone });
    const [sub] = await t.app.db.select().from(subscriptions).where(eq(subscriptions.id, subscription_id));
    expect(sub!.status).toBe('active');
  });

  it('answers 503 and writes nothing when Razorpay cannot be reached', async () => {
    const buyer = await signedInUser(t.app.db);
    const before = await t.app.db.select().from(subscriptions);
    rzp.outage = true;
    try {
      const res = await post(
        '/subscriptions/subscription-creation-by-user',
        { phone: buyer.user.phone, plan_id: plan.id, payment_amount: 7_500 },
        buyer.cookie,
      );
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 503, msg: 'The payment service could not be reached. Please try again in a minute.' });
    } finally {
      rzp.outage = false;
    }
    expect(await t.app.db.select().from(subscriptions)).toEqual(before);
    expect(await t.app.db.select().from(payments).where(eq(payments.userId, buyer.user.id))).toEqual([]);
  });
});
