import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backouts } from '../../db/schema/index.js';
import { signedInUser } from '../../test/factories.js';
import { createTestApp, modeName, type TestContext } from '../../test/harness.js';
import { BACKOUT_CHARGE_RUPEES } from './constants.js';
import { startRazorpayStandIn, type RazorpayStandIn } from './gateway/test-razorpay-stand-in.js';
import { form, insertBackoutFor, insertWonAsset, razorpayEnv } from './test-support.js';

const post = (t: TestContext, url: string, fields: Record<string, string | number | undefined>, cookie?: string) => {
  const f = form(fields);
  return t.app.inject({ method: 'POST', url, payload: f.payload, headers: { ...f.headers, ...(cookie ? { cookie } : {}) } });
};

const backoutRow = async (t: TestContext, id: number) => (await t.app.db.select().from(backouts).where(eq(backouts.id, id)))[0]!;

describe(`backouts on the simulated gateway in ${modeName}`, () => {
  let t: TestContext;
  beforeAll(async () => {
    // These tests isolate the client-side verification path: no simulated webhook credits the payment first.
    t = await createTestApp({ env: { SIMULATED_WEBHOOKS: 'false' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows a buyer their backouts at Rs.10,000 per vehicle and the sales due within 48 hours', async () => {
    const buyer = await signedInUser(t.app.db);
    const backout = await insertBackoutFor(t.app.db, buyer.user.id);
    const won = await insertWonAsset(t.app.db, buyer.user.id, { winningAmount: 410_000, decidedHoursAgo: 50 });
    const someoneElse = await signedInUser(t.app.db);
    await insertBackoutFor(t.app.db, someoneElse.user.id);

    const res = await t.app.inject({ method: 'POST', url: '/auctions/get-backout-dashboard-data', headers: { cookie: buyer.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data.backouts).toEqual([
      expect.objectContaining({
        backout_id: backout.id,
        amount: BACKOUT_CHARGE_RUPEES,
        status: 'due',
        make: 'Mahindra',
        resolved_at: null,
      }),
    ]);
    expect(data.sale_dues).toEqual([expect.objectContaining({ asset_id: won.id, amount: 410_000, overdue: true })]);
    const due = new Date(data.sale_dues[0].due_at).getTime();
    expect(due - won.resultDecidedAt!.getTime()).toBe(48 * 3_600_000);
    expect(data.summary).toEqual({
      backout_due_count: 1,
      backout_due_amount: 10_000,
      sale_due_count: 1,
      sale_due_amount: 410_000,
      payment_due_hours: 48,
    });
    expect((await t.app.inject({ method: 'POST', url: '/auctions/get-backout-dashboard-data' })).statusCode).toBe(401);
  });

  it('pays a backout through its link and resolves it on the backout-payment-success return', async () => {
    const buyer = await signedInUser(t.app.db);
    const backout = await insertBackoutFor(t.app.db, buyer.user.id);

    const created = await post(t, '/auctions/create-backout-payment-link', { backout_id: backout.id }, buyer.cookie);
    expect(created.statusCode, created.body).toBe(200);
    const { data } = created.json();
    expect(data).toMatchObject({ backout_id: backout.id, amount: 10_000 });
    const again = await post(t, '/auctions/create-backout-payment-link', { backout_id: backout.id }, buyer.cookie);
    expect(again.json().data).toEqual(data);

    const page = await t.app.inject({ url: data.short_url, headers: { cookie: buyer.cookie } });
    expect(page.body).toContain('Pay ₹10,000');
    const paid = await t.app.inject({
      method: 'POST',
      url: '/payments/simulated/checkout',
      payload: { payment_link_id: data.payment_link_id, outcome: 'paid' },
      headers: { accept: 'application/json', cookie: buyer.cookie },
    });
    const back = new URL(paid.json().redirect_url, 'http://site.test');
    expect(back.pathname).toBe('/backout-payment-success');
    const q = back.searchParams;

    // Exactly what the web's backout-payment-success page sends.
    const fields = {
      payment_link_id: q.get('razorpay_payment_link_id')!,
      payment_id: q.get('razorpay_payment_id')!,
      signature: q.get('razorpay_signature')!,
    };
    const forged = await post(t, '/subscriptions/verify-backout-payment-using-link', { ...fields, signature: 'b'.repeat(64) });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().msg).toBe('Payment verification failed: the payment signature is not valid.');
    expect((await backoutRow(t, backout.id)).status).toBe('due');

    const ok = await post(t, '/subscriptions/verify-backout-payment-using-link', fields);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      status: 200,
      msg: 'Payment received. Your backout is resolved.',
      data: { backout_id: backout.id, status: 'paid', amount: 10_000 },
    });
    const row = await backoutRow(t, backout.id);
    expect(row.status).toBe('paid');
    expect(row.resolvedAt).toBeInstanceOf(Date);

    const replay = await post(t, '/subscriptions/verify-backout-payment-using-link', fields);
    expect(replay.json()).toEqual(ok.json());
    expect((await backoutRow(t, backout.id)).resolvedAt).toEqual(row.resolvedAt);

    const paidAgain = await post(t, '/auctions/create-backout-payment-link', { backout_id: backout.id }, buyer.cookie);
    expect(paidAgain.statusCode).toBe(409);
    expect(paidAgain.json()).toMatchObject({ status: 409, msg: 'This backout is already paid.' });
  });

  it('makes links only for the buyer’s own due backouts', async () => {
    const owner = await signedInUser(t.app.db);
    const other = await signedInUser(t.app.db);
    const backout = await insertBackoutFor(t.app.db, owner.user.id);
    expect((await post(t, '/auctions/create-backout-payment-link', { backout_id: backout.id }, other.cookie)).statusCode).toBe(404);
    expect((await post(t, '/auctions/create-backout-payment-link', { backout_id: backout.id })).statusCode).toBe(401);
    expect((await post(t, '/auctions/create-backout-payment-link', { backout_id: 'x' }, owner.cookie)).statusCode).toBe(400);

    await t.app.db.update(backouts).set({ status: 'waived' }).where(eq(backouts.id, backout.id));
    const waived = await post(t, '/auctions/create-backout-payment-link', { backout_id: backout.id }, owner.cookie);
    expect(waived.statusCode).toBe(409);
  });
});

describe(`backouts through the Razorpay adapter (local stand-in) in ${modeName}`, () => {
  let rzp: RazorpayStandIn;
  let t: TestContext;
  beforeAll(async () => {
    rzp = await startRazorpayStandIn();
    t = await createTestApp({ env: razorpayEnv(rzp) });
  });
  afterAll(async () => {
    await t.close();
    await rzp.close();
  });

  it('creates a Rs.10,000 link returning to /backout-payment-success and verifies Razorpay’s return', async () => {
    const buyer = await signedInUser(t.app.db);
    const backout = await insertBackoutFor(t.app.db, buyer.user.id);
    const created = await post(t, '/auctions/create-backout-payment-link', { backout_id: backout.id }, buyer.cookie);
    expect(created.statusCode, created.body).toBe(200);
    const { payment_link_id } = created.json().data;
    const link = rzp.links.get(payment_link_id)!;
    expect(link.amount).toBe(1_000_000);
    expect(link.callback_url).toMatch(/\/backout-payment-success$/);

    const back = rzp.payLink(payment_link_id);
    const ok = await post(t, '/subscriptions/verify-backout-payment-using-link', {
      payment_link_id,
      payment_id: back.paymentId,
      signature: back.signature,
      payment_link_reference_id: back.referenceId,
      payment_link_status: back.status,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await backoutRow(t, backout.id)).status).toBe('paid');
  });

  it('settles a link Razorpay reports paid when the buyer asks for a new one', async () => {
    const buyer = await signedInUser(t.app.db);
    const backout = await insertBackoutFor(t.app.db, buyer.user.id);
    const { payment_link_id } = (await post(t, '/auctions/create-backout-payment-link', { backout_id: backout.id }, buyer.cookie)).json()
      .data;
    rzp.payLink(payment_link_id);
    // The return and the webhook were both lost; asking again finds the payment instead of a second link.
    const again = await post(t, '/auctions/create-backout-payment-link', { backout_id: backout.id }, buyer.cookie);
    expect(again.statusCode).toBe(409);
    expect((await backoutRow(t, backout.id)).status).toBe('paid');
  });
});
