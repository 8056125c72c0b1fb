import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, auctions, backouts, depositAccounts, depositRefunds, ledgerEntries } from '../../db/schema/index.js';
import { pdfText } from '../../lib/pdf/test-render.js';
import { signedInUser } from '../../test/factories.js';
import { createTestApp, modeName, type TestContext } from '../../test/harness.js';
import { until } from '../../test/wait.js';
import { signCheckout } from '../billing/gateway/signatures.js';
import { startRazorpayStandIn, type RazorpayStandIn } from '../billing/gateway/test-razorpay-stand-in.js';
import { insertBackout } from '../billing/index.js';
import { insertWonAsset, razorpayEnv } from '../billing/test-support.js';
import { holdForLot } from './ledger.js';

type Buyer = Awaited<ReturnType<typeof signedInUser>>;

const json = (cookie: string, body?: unknown) => ({
  headers: { cookie, 'content-type': 'application/json' },
  ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
});

async function account(t: TestContext, b: Buyer) {
  const res = await t.app.inject({ method: 'GET', url: '/deposits/account', headers: { cookie: b.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function ledgerCount(t: TestContext, userId: number) {
  return (await t.app.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, userId))).length;
}

describe(`deposits with the simulated gateway in ${modeName}`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  /** Starts a top-up and pays it the way the simulated checkout signs it. */
  async function topUp(b: Buyer, amount: number) {
    const started = await t.app.inject({ method: 'POST', url: '/deposits/top-up', ...json(b.cookie, { amount }) });
    expect(started.statusCode, started.body).toBe(200);
    const { order_id } = started.json().data;
    const paymentId = `pay_${order_id.slice(6)}`;
    const signature = signCheckout(t.app.billing.gateway.keySecret, { orderId: order_id, paymentId });
    const res = await t.app.inject({
      method: 'POST',
      url: '/deposits/top-up/verify',
      ...json(b.cookie, { order_id, payment_id: paymentId, signature }),
    });
    return { res, order_id, paymentId, signature };
  }

  it('credits a paid top-up once, and shows balance, limit and in-use', async () => {
    const b = await signedInUser(t.app.db);
    expect(await account(t, b)).toMatchObject({ balance: 0, limit: 0, in_use: 0, refunds: [] });
    const { res, order_id, paymentId, signature } = await topUp(b, 20_000);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ code: 'deposits.topup_paid', data: { amount: 20_000, balance: 20_000 } });
    expect(res.json().msg).toContain('₹20,000');

    // A replay of the same checkout result credits nothing more.
    const again = await t.app.inject({
      method: 'POST',
      url: '/deposits/top-up/verify',
      ...json(b.cookie, { order_id, payment_id: paymentId, signature }),
    });
    expect(again.statusCode).toBe(200);
    const a = await account(t, b);
    expect(a).toMatchObject({ balance: 20_000, held: 0, multiple: 10, limit: 200_000, in_use: 0, refundable: 20_000 });
    expect(await ledgerCount(t, b.user.id)).toBe(2);
  });

  it('refuses bad input with a 4xx and changes nothing', async () => {
    const b = await signedInUser(t.app.db);
    for (const amount of [0, 999, 500_001, 1500.5, '12abc', -5]) {
      const res = await t.app.inject({ method: 'POST', url: '/deposits/top-up', ...json(b.cookie, { amount }) });
      expect(res.statusCode, `${amount}: ${res.body}`).toBe(400);
      expect(res.json().msg).toBeTruthy();
    }
    const started = await t.app.inject({ method: 'POST', url: '/deposits/top-up', ...json(b.cookie, { amount: 5_000 }) });
    const { order_id } = started.json().data;
    const forged = await t.app.inject({
      method: 'POST',
      url: '/deposits/top-up/verify',
      ...json(b.cookie, { order_id, payment_id: 'pay_forged', signature: 'a'.repeat(64) }),
    });
    expect(forged.statusCode).toBe(400);
    // Another buyer cannot settle this buyer's order.
    const other = await signedInUser(t.app.db);
    const signature = signCheckout(t.app.billing.gateway.keySecret, { orderId: order_id, paymentId: 'pay_x' });
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/deposits/top-up/verify',
      ...json(other.cookie, { order_id, payment_id: 'pay_x', signature }),
    });
    expect(foreign.statusCode).toBe(404);
    const refund = await t.app.inject({ method: 'POST', url: '/deposits/refunds', ...json(b.cookie, { amount: 'all' }) });
    expect(refund.statusCode).toBe(400);
    const noMoney = await t.app.inject({ method: 'POST', url: '/deposits/refunds', ...json(b.cookie, { amount: 100 }) });
    expect(noMoney.statusCode).toBe(400);
    const form = await t.app.inject({
      method: 'POST',
      url: '/deposits/top-up',
      headers: { cookie: b.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'amount=%ZZ',
    });
    expect(form.statusCode).toBeLessThan(500);
    expect(await account(t, b)).toMatchObject({ balance: 0 });
    expect(await ledgerCount(t, b.user.id)).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/deposits/account' })).statusCode).toBe(401);
  });

  it('refunds through the simulated gateway (requested → processing → processed), and a failed refund goes back into the deposit', async () => {
    const b = await signedInUser(t.app.db);
    await topUp(b, 10_000);
    await topUp(b, 5_000);
    const res = await t.app.inject({ method: 'POST', url: '/deposits/refunds', ...json(b.cookie, { amount: 12_000 }) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().code).toBe('deposits.refund_requested');
    // Newest payment first: ₹5,000 from the second top-up, ₹7,000 from the first.
    // The refunds' outcomes arrive as the gateway's webhooks would.
    const done = await until(async () => {
      const a = await account(t, b);
      return a.refunds.length === 2 && a.refunds.every((r: { status: string }) => r.status === 'processed') && a;
    }, 'both refunds processed');
    expect(done.balance).toBe(3_000);
    expect(done.refunds.map((r: { amount: number }) => r.amount).sort()).toEqual([5_000, 7_000]);

    t.app.billing.gateway.simulation!.failNextRefund('bank account closed');
    const again = await t.app.inject({ method: 'POST', url: '/deposits/refunds', ...json(b.cookie, { amount: 3_000 }) });
    expect(again.statusCode, again.body).toBe(200);
    const failed = await until(async () => {
      const a = await account(t, b);
      return a.refunds[0]?.status === 'failed' && a;
    }, 'the refund to fail');
    expect(failed.refunds[0]).toMatchObject({ amount: 3_000, status: 'failed', failure_reason: 'bank account closed' });
    expect(failed.balance).toBe(3_000);
  });

  it('refuses a refund while part of the deposit is held for a won lot', async () => {
    const b = await signedInUser(t.app.db);
    await topUp(b, 10_000);
    const lot = await insertWonAsset(t.app.db, b.user.id);
    await t.app.db.update(auctions).set({ requiresDeposit: true }).where(eq(auctions.id, lot.auctionId));
    await t.app.db.transaction((tx) => holdForLot(tx, { userId: b.user.id, assetId: lot.id, amount: 4_000 }));
    const held = await t.app.inject({ method: 'POST', url: '/deposits/refunds', ...json(b.cookie, { amount: 1_000 }) });
    expect(held.statusCode).toBe(409);
    expect(held.json()).toMatchObject({ code: 'deposits.refund_held', params: { held: 4_000 } });
    expect(await t.app.db.select().from(depositRefunds).where(eq(depositRefunds.userId, b.user.id))).toEqual([]);
  });

  it('forfeits a backout charge from the deposit on an auction that requires deposits; the rest stays due', async () => {
    const b = await signedInUser(t.app.db);
    await topUp(b, 6_000);
    const lot = await insertWonAsset(t.app.db, b.user.id, { result: 'backed_out' });
    await t.app.db.update(auctions).set({ requiresDeposit: true }).where(eq(auctions.id, lot.auctionId));
    const result = await t.app.db.transaction(async (tx) => {
      const backout = await insertBackout(tx, { assetId: lot.id, userId: b.user.id });
      return t.app.deposits.forfeitBackout(tx, { assetId: lot.id, userId: b.user.id, charge: backout.amount });
    });
    expect(result).toEqual({ forfeited: 6_000, unpaid: 4_000 });
    const [row] = await t.app.db.select().from(backouts).where(eq(backouts.assetId, lot.id));
    expect(row).toMatchObject({ status: 'due', amount: 4_000 });
    expect(await account(t, b)).toMatchObject({ balance: 0 });

    // A buyer whose deposit covers the charge: settled, nothing left to pay.
    const rich = await signedInUser(t.app.db);
    await topUp(rich, 50_000);
    const lot2 = await insertWonAsset(t.app.db, rich.user.id, { result: 'backed_out' });
    await t.app.db.update(auctions).set({ requiresDeposit: true }).where(eq(auctions.id, lot2.auctionId));
    await t.app.db.transaction(async (tx) => {
      const backout = await insertBackout(tx, { assetId: lot2.id, userId: rich.user.id });
      await t.app.deposits.forfeitBackout(tx, { assetId: lot2.id, userId: rich.user.id, charge: backout.amount });
      // Twice is once.
      await t.app.deposits.forfeitBackout(tx, { assetId: lot2.id, userId: rich.user.id, charge: backout.amount });
    });
    const [settled] = await t.app.db.select().from(backouts).where(eq(backouts.assetId, lot2.id));
    expect(settled).toMatchObject({ status: 'paid', amount: 10_000 });
    expect(await account(t, rich)).toMatchObject({ balance: 40_000 });

    // An auction without deposits: the charge stays a payment.
    const plain = await signedInUser(t.app.db);
    await topUp(plain, 50_000);
    const lot3 = await insertWonAsset(t.app.db, plain.user.id, { result: 'backed_out' });
    const none = await t.app.db.transaction((tx) =>
      t.app.deposits.forfeitBackout(tx, { assetId: lot3.id, userId: plain.user.id, charge: 10_000 }),
    );
    expect(none).toEqual({ forfeited: 0, unpaid: 10_000 });
  });

  it('lets an admin adjust with a reason, audited; refuses bad adjustments and non-admins', async () => {
    const b = await signedInUser(t.app.db);
    const admin = await signedInUser(t.app.db, { isAdmin: true });
    const url = `/admin/deposits/${b.user.id}/adjust`;
    expect((await t.app.inject({ method: 'POST', url, ...json(b.cookie, { amount: 5_000, reason: 'goodwill credit' }) })).statusCode).toBe(
      403,
    );
    // The route's adjustBody refuses what the console's form refuses (forms/deposits.ts), in the service's words.
    for (const [body, code] of [
      [{ amount: 5_000, reason: '' }, 'deposits.reason_required'],
      [{ amount: 5_000, reason: ' four ' }, 'deposits.reason_required'],
      [{ amount: 0, reason: 'nothing at all' }, 'deposits.adjust_amount'],
      [{ amount: -10_000_001, reason: 'too much at once' }, 'deposits.adjust_amount'],
      [{ amount: -1, reason: 'take one rupee' }, 'deposits.adjust_below_zero'],
      [{ amount: 1.5, reason: 'fraction' }, 'field.must_be_whole'],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url, ...json(admin.cookie, body) });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code, JSON.stringify(body)).toBe(code);
    }
    expect(await ledgerCount(t, b.user.id)).toBe(0);
    const ok = await t.app.inject({ method: 'POST', url, ...json(admin.cookie, { amount: 5_000, reason: 'cheque deposit at the yard' }) });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ code: 'deposits.adjusted', data: { balance: 5_000 } });
    const audits = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'deposits.adjust'));
    expect(audits.find((a) => a.entityId === String(b.user.id))).toMatchObject({
      actorUserId: admin.user.id,
      details: { amount: 5_000, reason: 'cheque deposit at the yard' },
    });

    const list = await t.app.inject({ method: 'GET', url: `/admin/deposits?q=${b.user.phone}`, headers: { cookie: admin.cookie } });
    expect(list.json().data.items).toEqual([expect.objectContaining({ user_id: b.user.id, balance: 5_000, held: 0, in_use: 0 })]);
    const ledger = await t.app.inject({ method: 'GET', url: `/admin/deposits/${b.user.id}`, headers: { cookie: admin.cookie } });
    expect(ledger.json().data.entries.map((e: { kind: string }) => e.kind)).toEqual(['adjustment', 'adjustment']);
    const refunds = await t.app.inject({
      method: 'GET',
      url: '/admin/deposit-refunds?status=processed',
      headers: { cookie: admin.cookie },
    });
    expect(refunds.statusCode).toBe(200);
    // An adjusted deposit did not come through the gateway: it cannot be refunded to a payment.
    const refund = await t.app.inject({ method: 'POST', url: '/deposits/refunds', ...json(b.cookie, { amount: 1_000 }) });
    expect(refund.statusCode).toBe(409);
    expect(refund.json().code).toBe('deposits.refund_not_via_gateway');
    const [acct] = await t.app.db.select().from(depositAccounts).where(eq(depositAccounts.userId, b.user.id));
    expect(acct!.balance).toBe(5_000);
  });

  it("gives the statement as PDF and as CSV in the reader's language", async () => {
    const b = await signedInUser(t.app.db);
    await topUp(b, 25_000);
    const pdf = await t.app.inject({
      method: 'GET',
      url: '/deposits/statement?format=pdf',
      headers: { cookie: `${b.cookie}; lang=hi`, 'accept-language': 'hi' },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The ledger reference under the entry: English as recorded, the number alone under a Hindi label.
    expect(await pdfText(pdf.rawPayload)).not.toMatch(/payment:/);
    const english = await t.app.inject({ method: 'GET', url: '/deposits/statement?format=pdf&lang=en', headers: { cookie: b.cookie } });
    expect(await pdfText(english.rawPayload)).toMatch(/payment:\d+/);
    const csv = await t.app.inject({
      method: 'GET',
      url: '/deposits/statement?format=csv',
      headers: { cookie: b.cookie, 'accept-language': 'hi' },
    });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('दिनांक,प्रविष्टि,संदर्भ,जमा,नामे,अभी रोकी गई,शेष');
    expect(lines[1]).toMatch(/,जमा राशि,payment:\d+,25000,,,25000$/);
    const bad = await t.app.inject({ method: 'GET', url: '/deposits/statement?format=xls', headers: { cookie: b.cookie } });
    expect(bad.statusCode).toBe(400);
  });
});

describe(`deposits through the Razorpay adapter (local stand-in) in ${modeName}`, () => {
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

  const webhook = (event: string, refundId: string) => {
    const d = rzp.webhook(event, { refundId });
    return t.app.inject({
      method: 'POST',
      url: '/payments/razorpay/webhook',
      payload: d.body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': d.signature,
        'x-razorpay-event-id': `evt_${refundId}_${event}`,
      },
    });
  };

  it('tops up through a Razorpay order and refunds through payments.refund, the status following the refund webhooks', async () => {
    const b = await signedInUser(t.app.db);
    const started = await t.app.inject({ method: 'POST', url: '/deposits/top-up', ...json(b.cookie, { amount: 19_999 }) });
    expect(started.statusCode, started.body).toBe(200);
    const { order_id, key } = started.json().data;
    expect(key).toBe(rzp.keyId);
    expect(rzp.orders.get(order_id)).toMatchObject({ amount: 1_999_900, currency: 'INR' });
    const paid = rzp.payOrder(order_id);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/deposits/top-up/verify',
      ...json(b.cookie, { order_id, payment_id: paid.paymentId, signature: paid.signature }),
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await account(t, b)).balance).toBe(19_999);

    const res = await t.app.inject({ method: 'POST', url: '/deposits/refunds', ...json(b.cookie, { amount: 15_000 }) });
    expect(res.statusCode, res.body).toBe(200);
    expect(rzp.calls).toContain(`POST /v1/payments/${paid.paymentId}/refund`);
    const [refund] = [...rzp.refunds.values()];
    expect(refund).toMatchObject({ amount: 1_500_000, payment_id: paid.paymentId, status: 'pending', speed_requested: 'normal' });
    let a = await account(t, b);
    expect(a.refunds[0]).toMatchObject({ amount: 15_000, status: 'processing', gateway_refund_id: refund!.id });
    expect(a.balance).toBe(4_999);

    rzp.settleRefund(refund!.id, 'processed');
    const hook = await webhook('refund.processed', refund!.id);
    expect(hook.statusCode, hook.body).toBe(200);
    expect(hook.json().code).toBe('billing.webhook_applied');
    a = await account(t, b);
    expect(a.refunds[0]).toMatchObject({ status: 'processed' });

    // A refund the bank fails: its money is back in the deposit, once however often it is told.
    const second = await t.app.inject({ method: 'POST', url: '/deposits/refunds', ...json(b.cookie, { amount: 4_999 }) });
    expect(second.statusCode, second.body).toBe(200);
    const failing = [...rzp.refunds.values()].find((r) => r.amount === 499_900)!;
    rzp.settleRefund(failing.id, 'failed');
    await webhook('refund.failed', failing.id);
    await webhook('refund.failed', failing.id);
    a = await account(t, b);
    expect(a.refunds[0]).toMatchObject({ status: 'failed', amount: 4_999 });
    expect(a.balance).toBe(4_999);
  });

  it('refuses a refund the gateway cannot reach, and gives the money back to the deposit', async () => {
    const b = await signedInUser(t.app.db);
    const started = await t.app.inject({ method: 'POST', url: '/deposits/top-up', ...json(b.cookie, { amount: 2_000 }) });
    const { order_id } = started.json().data;
    const paid = rzp.payOrder(order_id);
    await t.app.inject({
      method: 'POST',
      url: '/deposits/top-up/verify',
      ...json(b.cookie, { order_id, payment_id: paid.paymentId, signature: paid.signature }),
    });
    rzp.outage = true;
    try {
      const res = await t.app.inject({ method: 'POST', url: '/deposits/refunds', ...json(b.cookie, { amount: 2_000 }) });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.refunds[0]).toMatchObject({ status: 'failed' });
      expect(res.json().data.balance).toBe(2_000);
    } finally {
      rzp.outage = false;
    }
  });
});
