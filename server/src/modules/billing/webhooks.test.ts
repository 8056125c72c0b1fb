import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentWebhookEvents, payments, subscriptions, users } from '../../db/schema/index.js';
import { signedInUser } from '../../test/factories.js';
import { createTestApp, modeName, type TestContext } from '../../test/harness.js';
import { signWebhook } from './gateway/signatures.js';
import { simulatedSecrets } from './gateway/simulated-gateway.js';
import { startRazorpayStandIn, type RazorpayStandIn } from './gateway/test-razorpay-stand-in.js';
import { form, insertPlan, razorpayEnv } from './test-support.js';

const WEBHOOK = '/payments/razorpay/webhook';
let eventCounter = 0;
const nextEventId = () => `evt_test${++eventCounter}`;

const deliver = (t: TestContext, d: { body: string; signature: string }, eventId = nextEventId()) =>
  t.app.inject({
    method: 'POST',
    url: WEBHOOK,
    payload: d.body,
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': d.signature, 'x-razorpay-event-id': eventId },
  });

describe(`Razorpay webhooks in ${modeName}`, () => {
  let rzp: RazorpayStandIn;
  let t: TestContext;
  let plan: Awaited<ReturnType<typeof insertPlan>>;

  beforeAll(async () => {
    rzp = await startRazorpayStandIn();
    t = await createTestApp({ env: razorpayEnv(rzp) });
    plan = await insertPlan(t.app.db, { tenureMonths: 3, price: 7_500 });
  });
  afterAll(async () => {
    await t.close();
    await rzp.close();
  });

  async function startCheckout() {
    const buyer = await signedInUser(t.app.db);
    const f = form({ phone: buyer.user.phone, plan_id: plan.id, payment_amount: plan.price });
    const res = await t.app.inject({
      method: 'POST',
      url: '/subscriptions/subscription-creation-by-user',
      payload: f.payload,
      headers: { ...f.headers, cookie: buyer.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { buyer, orderId: res.json().order_id as string, subscriptionId: res.json().subscription_id as number };
  }

  const subscription = async (id: number) => (await t.app.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;
  const paymentOf = async (subscriptionId: number) =>
    (await t.app.db.select().from(payments).where(eq(payments.subscriptionId, subscriptionId)))[0]!;

  it('refuses a body whose signature does not match, recording nothing', async () => {
    const { orderId } = await startCheckout();
    const { paymentId } = rzp.payOrder(orderId);
    const signed = rzp.webhook('payment.captured', { paymentId });

    const forged = await deliver(t, { body: signed.body, signature: 'a'.repeat(64) });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ status: 400, msg: 'Invalid webhook signature' });
    const reserialised = await deliver(t, { body: JSON.stringify(JSON.parse(signed.body), null, 2), signature: signed.signature });
    expect(reserialised.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: WEBHOOK,
      payload: signed.body,
      headers: { 'content-type': 'application/json', 'x-razorpay-event-id': nextEventId() },
    });
    expect(unsigned.statusCode).toBe(400);
    const garbage = await deliver(t, { body: 'not json', signature: signWebhook(rzp.webhookSecret, 'not json') });
    expect(garbage.statusCode).toBe(400);

    expect(await t.app.db.select().from(paymentWebhookEvents)).toEqual([]);
  });

  it('needs the event id it deduplicates on', async () => {
    const signed = rzp.webhook('payment.captured', {});
    const res = await t.app.inject({
      method: 'POST',
      url: WEBHOOK,
      payload: signed.body,
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': signed.signature },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('x-razorpay-event-id header is required');
  });

  it('applies a duplicate event id once', async () => {
    const { orderId, subscriptionId, buyer } = await startCheckout();
    const { paymentId } = rzp.payOrder(orderId);
    const signed = rzp.webhook('payment.captured', { paymentId });
    const eventId = nextEventId();

    const first = await deliver(t, signed, eventId);
    expect(first.json()).toMatchObject({ status: 200, msg: 'Event applied' });
    expect((await subscription(subscriptionId)).status).toBe('active');
    const [afterFirst] = await t.app.db.select().from(users).where(eq(users.id, buyer.user.id));

    const again = await deliver(t, signed, eventId);
    expect(again.json()).toMatchObject({ status: 200, msg: 'Event already processed' });
    expect(rzp.calls.filter((c) => c === `GET /v1/payments/${paymentId}`)).toHaveLength(1);
    expect(await t.app.db.select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.eventId, eventId))).toHaveLength(1);
    const [afterAgain] = await t.app.db.select().from(users).where(eq(users.id, buyer.user.id));
    expect(afterAgain!.subscriptionEndDate).toEqual(afterFirst!.subscriptionEndDate);
  });

  it('converges to the paid state whatever order the events arrive in', async () => {
    // Each buyer makes a declined attempt, then pays; the events then arrive in different orders.
    const a = await startCheckout();
    const b = await startCheckout();
    const failedA = rzp.failOrderAttempt(a.orderId);
    const failedB = rzp.failOrderAttempt(b.orderId);
    const paidA = rzp.payOrder(a.orderId);
    const paidB = rzp.payOrder(b.orderId);

    for (const d of [
      rzp.webhook('order.paid', { orderId: a.orderId, paymentId: paidA.paymentId }),
      rzp.webhook('payment.captured', { paymentId: paidA.paymentId }),
      rzp.webhook('payment.failed', { paymentId: failedA.paymentId }),
    ]) {
      expect((await deliver(t, d)).statusCode).toBe(200);
    }

    expect((await deliver(t, rzp.webhook('payment.failed', { paymentId: failedB.paymentId }))).statusCode).toBe(200);
    expect((await subscription(b.subscriptionId)).status).toBe('failed');
    for (const d of [
      rzp.webhook('payment.captured', { paymentId: paidB.paymentId }),
      rzp.webhook('order.paid', { orderId: b.orderId, paymentId: paidB.paymentId }),
    ]) {
      expect((await deliver(t, d)).statusCode).toBe(200);
    }

    for (const [x, paid] of [
      [a, paidA],
      [b, paidB],
    ] as const) {
      expect(await subscription(x.subscriptionId)).toMatchObject({ status: 'active' });
      expect(await paymentOf(x.subscriptionId)).toMatchObject({ status: 'paid', paymentId: paid.paymentId });
      const [u] = await t.app.db.select().from(users).where(eq(users.id, x.buyer.user.id));
      expect(u).toMatchObject({ isSubscribed: true, neverSubscribed: false });
    }

    // The browser's verification arriving after the webhooks changes nothing either.
    const f = form({
      payment_id: paidA.paymentId,
      subscription_id: a.subscriptionId,
      phone: a.buyer.user.phone,
      signature: paidA.signature,
      order_id: a.orderId,
    });
    const late = await t.app.inject({ method: 'POST', url: '/subscriptions/verify-user-payment', ...f });
    expect(late.statusCode).toBe(200);
    expect(late.json().end_time).toBe((await subscription(a.subscriptionId)).endAt!.toISOString());
  });

  it('trusts the gateway’s state, not the payload’s: an unpaid link is not settled', async () => {
    const buyer = await signedInUser(t.app.db);
    const f = form({ phone: buyer.user.phone, plan_id: plan.id, payment_amount: plan.price });
    const created = await t.app.inject({
      method: 'POST',
      url: '/subscriptions/create-subscription-payment-link',
      payload: f.payload,
      headers: { ...f.headers, cookie: buyer.cookie },
    });
    const { payment_link_id, subscription_id } = created.json().data;

    // A signed event naming the link while Razorpay still has it unpaid.
    const early = await deliver(t, rzp.webhook('payment_link.paid', { linkId: payment_link_id }));
    expect(early.json()).toMatchObject({ status: 200, msg: 'Event recorded; nothing to apply' });
    expect((await subscription(subscription_id)).status).toBe('created');

    const { paymentId } = rzp.payLink(payment_link_id);
    const paid = await deliver(t, rzp.webhook('payment_link.paid', { linkId: payment_link_id, paymentId }));
    expect(paid.json()).toMatchObject({ status: 200, msg: 'Event applied' });
    expect((await subscription(subscription_id)).status).toBe('active');
  });

  it('records events it does not act on', async () => {
    const res = await deliver(t, rzp.webhook('refund.processed', {}));
    expect(res.json()).toMatchObject({ status: 200, msg: 'Event recorded; nothing to apply' });
  });
});

describe(`webhooks with the simulated gateway in ${modeName}`, () => {
  let t: TestContext;
  beforeAll(async () => {
    // Deliveries below are made by hand; the gateway's own announcements stay off here.
    t = await createTestApp({ env: { SIMULATED_WEBHOOKS: 'false' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('checks the signature with the simulated webhook secret and refetches from the payments table', async () => {
    const plan = await insertPlan(t.app.db, { tenureMonths: 1, price: 1_000 });
    const buyer = await signedInUser(t.app.db);
    const f = form({ phone: buyer.user.phone, plan_id: plan.id, payment_amount: 1_000 });
    const created = await t.app.inject({
      method: 'POST',
      url: '/subscriptions/create-subscription-payment-link',
      payload: f.payload,
      headers: { ...f.headers, cookie: buyer.cookie },
    });
    const { payment_link_id, subscription_id } = created.json().data;
    await t.app.inject({
      method: 'POST',
      url: '/payments/simulated/checkout',
      payload: { payment_link_id, outcome: 'paid' },
      headers: { accept: 'application/json', cookie: buyer.cookie },
    });

    const body = JSON.stringify({ event: 'payment_link.paid', payload: { payment_link: { entity: { id: payment_link_id } } } });
    const { webhookSecret } = await simulatedSecrets(t.config, t.app.db);
    expect((await deliver(t, { body, signature: signWebhook('wrong', body) })).statusCode).toBe(400);
    const ok = await deliver(t, { body, signature: signWebhook(webhookSecret, body) });
    expect(ok.json()).toMatchObject({ status: 200, msg: 'Event applied' });
    const [sub] = await t.app.db.select().from(subscriptions).where(eq(subscriptions.id, subscription_id));
    expect(sub!.status).toBe('active');
  });
});

describe(`the simulated gateway's own capture announcements in ${modeName}`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('credits a payer who closes the checkout before the web verifies, as a Razorpay webhook would', async () => {
    const plan = await insertPlan(t.app.db, { tenureMonths: 3, price: 4_000 });
    const buyer = await signedInUser(t.app.db);
    const f = form({ phone: buyer.user.phone, plan_id: plan.id, payment_amount: 4_000 });
    const created = await t.app.inject({
      method: 'POST',
      url: '/subscriptions/create-subscription-payment-link',
      payload: f.payload,
      headers: { ...f.headers, cookie: buyer.cookie },
    });
    const { payment_link_id, subscription_id } = created.json().data;
    const paid = await t.app.inject({
      method: 'POST',
      url: '/payments/simulated/checkout',
      payload: { payment_link_id, outcome: 'paid' },
      headers: { accept: 'application/json', cookie: buyer.cookie },
    });
    expect(paid.statusCode).toBe(200);
    const [sub] = await t.app.db.select().from(subscriptions).where(eq(subscriptions.id, subscription_id));
    expect(sub!.status).toBe('active');
    const check = await t.app.inject({ method: 'POST', url: '/tractorpoint/login-check', headers: { cookie: buyer.cookie } });
    expect(check.json().is_subscribed).toBe(true);
  });
});
