import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, subscriptions, users } from '../../db/schema/index.js';
import { ensureSegment, signedInUser } from '../../test/factories.js';
import { createTestApp, modeName, type TestContext } from '../../test/harness.js';
import { signCheckout } from './gateway/signatures.js';
import { form, insertPlan, planTerm } from './test-support.js';

type Plan = Awaited<ReturnType<typeof insertPlan>>;
type Buyer = Awaited<ReturnType<typeof signedInUser>>;

describe(`subscription checkout on the simulated gateway in ${modeName}`, () => {
  let t: TestContext;
  let yearly: Plan;
  let monthly: Plan;
  let tractorPlan: Plan;

  beforeAll(async () => {
    // These tests isolate the client-side verification path: no simulated webhook credits the payment first.
    t = await createTestApp({ env: { SIMULATED_WEBHOOKS: 'false' } });
    const tractor = await ensureSegment(t.app.db, 'tractor', 'Tractor');
    yearly = await insertPlan(t.app.db, { tenureMonths: 12, price: 25_000 });
    monthly = await insertPlan(t.app.db, { tenureMonths: 1, price: 1_500 });
    tractorPlan = await insertPlan(t.app.db, { tenureMonths: 6, price: 9_000, name: 'Tractor', segmentId: tractor.id });
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, fields: Record<string, string | number | undefined>, cookie?: string) => {
    const f = form(fields);
    return t.app.inject({ method: 'POST', url, payload: f.payload, headers: { ...f.headers, ...(cookie ? { cookie } : {}) } });
  };

  async function createSubscription(buyer: Buyer, plan: Plan) {
    const res = await post(
      '/subscriptions/subscription-creation-by-user',
      {
        phone: buyer.user.phone,
        plan_id: plan.id,
        payment_amount: plan.price,
        remarks: 'Self Signup',
        plan_term: planTerm(plan.tenureMonths, plan.price),
      },
      buyer.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { subscription_id: number; order_id: string; payment_amount: number; razorpay_key: string };
  }

  /** The buyer presses "Pay" on the simulated checkout; the page's script gets the signed result. */
  async function payOnCheckout(buyer: Buyer, orderId: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/payments/simulated/checkout',
      payload: { order_id: orderId, outcome: 'paid' },
      headers: { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest', cookie: buyer.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
  }

  const verify = (
    buyer: Buyer,
    subscriptionId: number,
    paid: { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string },
  ) =>
    post('/subscriptions/verify-user-payment', {
      payment_id: paid.razorpay_payment_id,
      subscription_id: subscriptionId,
      phone: buyer.user.phone,
      signature: paid.razorpay_signature,
      order_id: paid.razorpay_order_id,
    });

  const userRow = async (id: number) => (await t.app.db.select().from(users).where(eq(users.id, id)))[0]!;
  const subscriptionRow = async (id: number) => (await t.app.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;

  it('buys a plan end to end: create, pay on the checkout page, verify, see it active', async () => {
    const buyer = await signedInUser(t.app.db);
    const created = await createSubscription(buyer, yearly);
    expect(created).toMatchObject({ status: 200, razorpay_key: 'rzp_test_simulated', payment_amount: 25_000, gateway: 'simulated' });
    expect(created.order_id).toMatch(/^order_[A-Za-z0-9]{14}$/);

    const page = await t.app.inject({
      url: `/payments/simulated/checkout?order_id=${created.order_id}`,
      headers: { cookie: buyer.cookie },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Pay ₹25,000');
    expect(page.body).toContain('Fail payment');
    expect(page.body).toContain('#ed1c24');
    expect(page.body).toContain('<meta name="viewport"');

    const paid = await payOnCheckout(buyer, created.order_id);
    expect(paid.razorpay_order_id).toBe(created.order_id);

    const res = await verify(buyer, created.subscription_id, paid);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 200,
      plan_term: '12 months',
      final_amount: 25_000,
      phone: buyer.user.phone,
      user: { is_subscribed: true, never_subscribed: false, subscription_segments: null },
    });

    const tab = await t.app.inject({ method: 'POST', url: '/subscriptions/user-active-expired-data', headers: { cookie: buyer.cookie } });
    expect(tab.json().data.active).toEqual([
      expect.objectContaining({
        subscription_id: created.subscription_id,
        plan_name: yearly.name,
        plan_term: '12 months',
        final_amount: 25_000,
      }),
    ]);
    expect(tab.json().data.expired).toEqual([]);
  });

  it('activation sets the user’s subscription dates by the database clock', async () => {
    const buyer = await signedInUser(t.app.db);
    const created = await createSubscription(buyer, yearly);
    const paid = await payOnCheckout(buyer, created.order_id);
    const [before] = await t.app.db
      .select({ now: sql<string>`now()::text` })
      .from(users)
      .limit(1);
    expect((await verify(buyer, created.subscription_id, paid)).statusCode).toBe(200);

    const [check] = await t.app.db
      .select({
        sameStart: sql<boolean>`${users.subscriptionDate} = ${subscriptions.startAt}`,
        sameEnd: sql<boolean>`${users.subscriptionEndDate} = ${subscriptions.endAt}`,
        twelveMonths: sql<boolean>`${subscriptions.endAt} = ${subscriptions.startAt} + interval '12 months'`,
        startedDuringVerify: sql<boolean>`${subscriptions.startAt} between ${before!.now}::timestamptz and now()`,
      })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .where(eq(subscriptions.id, created.subscription_id));
    expect(check).toEqual({ sameStart: true, sameEnd: true, twelveMonths: true, startedDuringVerify: true });

    const u = await userRow(buyer.user.id);
    expect(u).toMatchObject({ isSubscribed: true, neverSubscribed: false, subscriptionSegments: null });
    expect((await subscriptionRow(created.subscription_id)).status).toBe('active');
  });

  it('answers a replayed verification the same way and applies it once', async () => {
    const buyer = await signedInUser(t.app.db);
    const created = await createSubscription(buyer, yearly);
    const paid = await payOnCheckout(buyer, created.order_id);
    const first = await verify(buyer, created.subscription_id, paid);
    const again = await verify(buyer, created.subscription_id, paid);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const [payment] = await t.app.db.select().from(payments).where(eq(payments.subscriptionId, created.subscription_id));
    expect(payment).toMatchObject({ status: 'paid', paymentId: paid.razorpay_payment_id });
  });

  it('refuses a forged signature with 400 and changes nothing', async () => {
    const buyer = await signedInUser(t.app.db);
    const created = await createSubscription(buyer, yearly);
    const paid = await payOnCheckout(buyer, created.order_id);
    const forged = { ...paid, razorpay_signature: 'f'.repeat(64) };
    const res = await verify(buyer, created.subscription_id, forged);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, msg: 'Payment verification failed: the payment signature is not valid.' });
    expect(await userRow(buyer.user.id)).toMatchObject({ isSubscribed: false, neverSubscribed: true, subscriptionEndDate: null });
    expect((await subscriptionRow(created.subscription_id)).status).toBe('created');
  });

  it('refuses a payment proven for another order', async () => {
    const buyer = await signedInUser(t.app.db);
    const a = await createSubscription(buyer, yearly);
    const b = await createSubscription(buyer, yearly);
    const paidA = await payOnCheckout(buyer, a.order_id);

    const namedOtherOrder = await verify(buyer, b.subscription_id, paidA);
    expect(namedOtherOrder.statusCode).toBe(400);
    expect(namedOtherOrder.json().msg).toBe('This payment belongs to another order.');

    const swappedOrderId = await verify(buyer, b.subscription_id, { ...paidA, razorpay_order_id: b.order_id });
    expect(swappedOrderId.statusCode).toBe(400);
    expect(swappedOrderId.json().msg).toBe('Payment verification failed: the payment signature is not valid.');
    expect((await subscriptionRow(b.subscription_id)).status).toBe('created');
  });

  it('refuses verification for another phone number', async () => {
    const buyer = await signedInUser(t.app.db);
    const created = await createSubscription(buyer, yearly);
    const paid = await payOnCheckout(buyer, created.order_id);
    const res = await post('/subscriptions/verify-user-payment', {
      payment_id: paid.razorpay_payment_id,
      subscription_id: created.subscription_id,
      phone: '9999999999',
      signature: paid.razorpay_signature,
      order_id: paid.razorpay_order_id,
    });
    expect(res.statusCode).toBe(400);
    expect((await subscriptionRow(created.subscription_id)).status).toBe('created');
  });

  it('refuses a client amount that differs from the server’s plan price, writing nothing', async () => {
    const buyer = await signedInUser(t.app.db);
    const cheaper = await post(
      '/subscriptions/subscription-creation-by-user',
      { phone: buyer.user.phone, plan_id: yearly.id, payment_amount: 1, remarks: '', plan_term: planTerm(12, 1) },
      buyer.cookie,
    );
    expect(cheaper.statusCode).toBe(400);
    expect(cheaper.json().msg).toBe('The amount does not match the price of this plan (₹25,000). Please reload the plans and try again.');

    const wrongTerm = await post(
      '/subscriptions/subscription-creation-by-user',
      { phone: buyer.user.phone, plan_id: yearly.id, payment_amount: 25_000, plan_term: planTerm(12, 1) },
      buyer.cookie,
    );
    expect(wrongTerm.statusCode).toBe(400);
    const otherTenure = await post(
      '/subscriptions/subscription-creation-by-user',
      { phone: buyer.user.phone, plan_id: yearly.id, payment_amount: 25_000, plan_term: planTerm(1, 25_000) },
      buyer.cookie,
    );
    expect(otherTenure.statusCode).toBe(400);
    const notJson = await post(
      '/subscriptions/subscription-creation-by-user',
      { phone: buyer.user.phone, plan_id: yearly.id, payment_amount: 25_000, plan_term: '12 months' },
      buyer.cookie,
    );
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().msg).toContain('plan_term must be a JSON object');

    const written = await t.app.db.select().from(subscriptions).where(eq(subscriptions.userId, buyer.user.id));
    expect(written).toEqual([]);
  });

  it('needs a session, the buyer’s own phone and a plan on sale', async () => {
    const buyer = await signedInUser(t.app.db);
    const fields = { phone: buyer.user.phone, plan_id: yearly.id, payment_amount: 25_000 };
    const anonymous = await post('/subscriptions/subscription-creation-by-user', fields);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ status: 401, msg: 'Authentication Required' });

    const otherPhone = await post('/subscriptions/subscription-creation-by-user', { ...fields, phone: '9876500000' }, buyer.cookie);
    expect(otherPhone.statusCode).toBe(403);

    const hidden = await insertPlan(t.app.db, { tenureMonths: 9, price: 20_000, isPublished: false });
    const unpublished = await post(
      '/subscriptions/subscription-creation-by-user',
      { ...fields, plan_id: hidden.id, payment_amount: 20_000 },
      buyer.cookie,
    );
    expect(unpublished.statusCode).toBe(404);

    const badInput = await post('/subscriptions/subscription-creation-by-user', { ...fields, plan_id: 'abc' }, buyer.cookie);
    expect(badInput.statusCode).toBe(400);
    expect(badInput.json().msg).toBe('plan_id must be a number');
  });

  it('keeps the order payable after a failed attempt on the checkout', async () => {
    const buyer = await signedInUser(t.app.db);
    const created = await createSubscription(buyer, monthly);
    const failed = await t.app.inject({
      method: 'POST',
      url: '/payments/simulated/checkout',
      payload: { order_id: created.order_id, outcome: 'failed' },
      headers: { accept: 'application/json', cookie: buyer.cookie },
    });
    expect(failed.json()).toMatchObject({
      status: 200,
      msg: 'Payment failed',
      data: { outcome: 'failed', error: { code: 'BAD_REQUEST_ERROR', metadata: { order_id: created.order_id } } },
    });
    const paid = await payOnCheckout(buyer, created.order_id);
    expect((await verify(buyer, created.subscription_id, paid)).json()).toMatchObject({ plan_term: '1 month', final_amount: 1_500 });
  });

  it('starts a renewal bought while subscribed when the current plan ends', async () => {
    const buyer = await signedInUser(t.app.db);
    const first = await createSubscription(buyer, yearly);
    await verify(buyer, first.subscription_id, await payOnCheckout(buyer, first.order_id));
    const afterFirst = await userRow(buyer.user.id);

    const renewal = await createSubscription(buyer, monthly);
    await verify(buyer, renewal.subscription_id, await payOnCheckout(buyer, renewal.order_id));

    const [firstSub, renewalSub] = [await subscriptionRow(first.subscription_id), await subscriptionRow(renewal.subscription_id)];
    expect(renewalSub.startAt).toEqual(firstSub.endAt);
    const u = await userRow(buyer.user.id);
    expect(u.subscriptionDate).toEqual(afterFirst.subscriptionDate);
    expect(u.subscriptionEndDate).toEqual(renewalSub.endAt);
  });

  it('grants a segment plan only its segment', async () => {
    const buyer = await signedInUser(t.app.db);
    const created = await createSubscription(buyer, tractorPlan);
    const res = await verify(buyer, created.subscription_id, await payOnCheckout(buyer, created.order_id));
    expect(res.json().user.subscription_segments).toEqual(['tractor']);
    expect((await userRow(buyer.user.id)).subscriptionSegments).toEqual(['tractor']);
  });

  it('lists lapsed subscriptions as expired on the profile tab', async () => {
    const buyer = await signedInUser(t.app.db);
    const created = await createSubscription(buyer, monthly);
    await verify(buyer, created.subscription_id, await payOnCheckout(buyer, created.order_id));
    await t.app.db
      .update(subscriptions)
      .set({ startAt: sql`now() - interval '2 months'`, endAt: sql`now() - interval '1 month'` })
      .where(and(eq(subscriptions.id, created.subscription_id)));
    const tab = await t.app.inject({ method: 'POST', url: '/subscriptions/user-active-expired-data', headers: { cookie: buyer.cookie } });
    expect(tab.json().data).toEqual({
      active: [],
      expired: [expect.objectContaining({ subscription_id: created.subscription_id, plan_term: '1 month', final_amount: 1_500 })],
    });
    const anonymous = await t.app.inject({ method: 'POST', url: '/subscriptions/user-active-expired-data' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('hands a plain form post’s result only to a same-origin callback', async () => {
    const buyer = await signedInUser(t.app.db);
    const created = await createSubscription(buyer, monthly);
    const plain = (callback: string) =>
      t.app.inject({
        method: 'POST',
        url: '/payments/simulated/checkout',
        payload: form({ order_id: created.order_id, outcome: 'paid', callback_url: callback }).payload,
        headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'vahanhaat.test', cookie: buyer.cookie },
      });
    const local = await plain('/subscription-plans?from=checkout');
    expect(local.statusCode).toBe(303);
    const location = new URL(local.headers.location as string, 'http://vahanhaat.test');
    expect(location.pathname).toBe('/subscription-plans');
    expect(location.searchParams.get('razorpay_order_id')).toBe(created.order_id);
    expect(location.searchParams.get('razorpay_signature')).toMatch(/^[0-9a-f]{64}$/);

    const foreign = await plain('https://evil.example/steal');
    expect(foreign.statusCode).toBe(200);
    expect(foreign.headers['content-type']).toContain('text/html');
    expect(foreign.headers.location).toBeUndefined();
  });

  it('serves the checkout script and a 404 page for an unknown order', async () => {
    const buyer = await signedInUser(t.app.db);
    const script = await t.app.inject('/payments/simulated/checkout.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.body).toContain('postMessage');
    const missing = await t.app.inject({
      url: '/payments/simulated/checkout?order_id=order_doesnotexist00',
      headers: { cookie: buyer.cookie },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Payment not found');
    const neither = await t.app.inject({ url: '/payments/simulated/checkout', headers: { cookie: buyer.cookie } });
    expect(neither.statusCode).toBe(400);
  });

  it('lets only the payer’s own session pay, and refuses a signature made with any other key', async () => {
    const buyer = await signedInUser(t.app.db);
    const stranger = await signedInUser(t.app.db);
    const created = await createSubscription(buyer, yearly);
    const attempt = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/payments/simulated/checkout',
        payload: { order_id: created.order_id, outcome: 'paid' },
        headers: { accept: 'application/json', ...headers },
      });

    const anonymous = await attempt({});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ status: 401, msg: 'Authentication Required' });
    const someoneElse = await attempt({ cookie: stranger.cookie });
    expect(someoneElse.statusCode).toBe(404);
    const page = await t.app.inject({
      url: `/payments/simulated/checkout?order_id=${created.order_id}`,
      headers: { cookie: stranger.cookie },
    });
    expect(page.statusCode).toBe(404);
    const signedOut = await t.app.inject(`/payments/simulated/checkout?order_id=${created.order_id}`);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.body).toContain('/login?next=');
    const [row] = await t.app.db.select().from(payments).where(eq(payments.orderId, created.order_id));
    expect(row!.paymentId).toBeNull();

    // The key the gateway used to derive from the database's location, and a made-up one.
    const paymentId = 'pay_forged0000001';
    for (const key of [
      createHash('sha256')
        .update(`vahanhaat-simulated-gateway|${t.config.DATABASE_URL ?? t.config.dataDir}`)
        .digest('hex'),
      'x'.repeat(64),
    ]) {
      const forged = await verify(buyer, created.subscription_id, {
        razorpay_payment_id: paymentId,
        razorpay_order_id: created.order_id,
        razorpay_signature: signCheckout(key, { orderId: created.order_id, paymentId }),
      });
      expect(forged.statusCode).toBe(400);
    }
    expect((await subscriptionRow(created.subscription_id)).status).not.toBe('active');
    expect((await userRow(buyer.user.id)).isSubscribed).toBe(false);
  });
});
