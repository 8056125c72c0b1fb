import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, backouts, outbox } from '../../../db/schema/index.js';
import { adminSubject, userSubject } from '../../../events/subjects.js';
import { parseCsv } from '../../../lib/csv.js';
import { createAuction, subscribedBuyer, call, closedLotOfThree, endAuction, placeQuote } from '../../../test/factories.js';
import { modeName } from '../../../test/harness.js';
import { adminSuite } from '../../../test/suite.js';

const t = adminSuite();

type Buyer = Awaited<ReturnType<typeof subscribedBuyer>>;

/**
 * A closed lot with three bidders: A quotes 100k and 120k, B 105k, C 110k. So H1 = A (120k),
 * H2 = C (110k), H3 = B (105k); the reserve of 130k is not met.
 */
const closedLot = () => closedLotOfThree(t.app, t.db, [100_000, 105_000, 110_000, 120_000], { reservePrice: 130_000 });

const decide = (id: number, action: string, body?: Record<string, unknown>) =>
  call(t.app, 'POST', `/admin/results/${id}/${action}`, t.admin.cookie, body);
async function myQuote(buyer: Buyer, assetId: number) {
  const res = await call(t.app, 'POST', '/client/mybid', buyer.cookie, {});
  expect(res.statusCode, res.body).toBe(200);
  return (
    res.json().data.rows as {
      asset_id: number;
      status: string;
      counter_amount: number | null;
      payment_due_at: string | null;
      winning_amount: number | null;
      backout: unknown;
    }[]
  ).find((r) => r.asset_id === assetId)!;
}
const audited = async (action: string, id: number) =>
  (
    await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(id))))
  ).length;

describe(`results in ${modeName}`, () => {
  it('lists a closed lot with the winner, H2 and H3 by their highest quotes, and the reserve flag', async () => {
    const { auction, id, a, b, c } = await closedLot();
    const res = await call(t.app, 'GET', `/admin/results?auction_id=${auction.id}`, t.admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = res.json().data.rows;
    expect(row).toMatchObject({
      asset_id: id,
      final_price: 120_000,
      reserve_price: 130_000,
      reserve_met: false,
      result: 'approval_pending',
      winner: { user_id: a.user.id, phone: a.user.phone, amount: 120_000 },
      h1: { user_id: a.user.id, amount: 120_000 },
      h2: { user_id: c.user.id, name: 'Chetan Buyer', phone: c.user.phone, amount: 110_000 },
      h3: { user_id: b.user.id, amount: 105_000 },
      backouts: [],
    });
    const filtered = await call(t.app, 'GET', `/admin/results?auction_id=${auction.id}&result=approved`, t.admin.cookie);
    expect(filtered.json().data.total).toBe(0);
  });

  it('approves: payment due 48 hours later, a payment_due event for the winner, My Quotes says payment due; then paid', async () => {
    const { id, a, c } = await closedLot();
    const res = await decide(id, 'approve');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.result).toBe('approved');
    expect(Date.parse(data.payment_due_at) - Date.parse(data.result_decided_at)).toBe(48 * 3600_000);
    const [event] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, userSubject(a.user.id, 'payment_due')));
    expect(event!.payload).toMatchObject({ type: 'payment_due', assetId: id, amount: 120_000, paymentDueAt: data.payment_due_at });
    expect(await myQuote(a, id)).toMatchObject({ status: 'payment_due', payment_due_at: data.payment_due_at, winning_amount: 120_000 });
    expect((await myQuote(c, id)).status).toBe('lost');
    const feed = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.subject, adminSubject('result')), eq(outbox.assetId, id)));
    expect(feed.map((e) => e.payload)).toEqual([
      expect.objectContaining({ type: 'admin_result', change: 'approved', amount: 120_000, stage: 'payment_due' }),
    ]);

    expect((await decide(id, 'approve')).statusCode).toBe(409);
    const paid = await decide(id, 'payment', { reference: 'UTR123456' });
    expect(paid.json().data.result).toBe('paid');
    expect((await myQuote(a, id)).status).toBe('won');
    expect(await audited('result.approve', id)).toBe(1);
    expect(await audited('result.payment', id)).toBe(1);
  });

  it('counters above the winning quote; the buyer sees approval pending with the counter; approval takes the counter amount', async () => {
    const { id, a } = await closedLot();
    expect((await decide(id, 'counter', { counter_amount: 120_000 })).json()).toMatchObject({
      status: 400,
      msg: 'counter_amount must be more than the winning quote of ₹1,20,000',
    });
    const res = await decide(id, 'counter', { counter_amount: '130000' });
    expect(res.json().data).toMatchObject({ result: 'countered', counter_amount: 130_000 });
    expect(await myQuote(a, id)).toMatchObject({ status: 'approval_pending', counter_amount: 130_000 });
    const approved = await decide(id, 'approve');
    expect(approved.json().data).toMatchObject({ result: 'approved', winner: { amount: 130_000 } });
    expect(await audited('result.counter', id)).toBe(1);
  });

  it('rejects a sale', async () => {
    const { id, a } = await closedLot();
    const res = await decide(id, 'reject', { reason: 'Below the financier’s floor' });
    expect(res.json().data.result).toBe('rejected');
    expect((await myQuote(a, id)).status).toBe('lost');
    expect((await decide(id, 'payment')).statusCode).toBe(409);
    expect(await audited('result.reject', id)).toBe(1);
  });

  it('records a backout (Rs.10,000 due), offers the lot to H2, then H3, then has nobody left', async () => {
    const { id, a, b, c } = await closedLot();
    await decide(id, 'approve');
    const out = await decide(id, 'backout', { reason: 'Buyer did not pay' });
    expect(out.json().data).toMatchObject({
      result: 'backed_out',
      payment_due_at: null,
      backouts: [{ user_id: a.user.id, amount: 10_000, status: 'due' }],
    });
    const [row] = await t.db
      .select()
      .from(backouts)
      .where(and(eq(backouts.assetId, id), eq(backouts.userId, a.user.id)));
    expect(row).toMatchObject({ amount: 10_000, status: 'due' });
    expect(await myQuote(a, id)).toMatchObject({ status: 'backed_out', backout: { amount: 10_000, status: 'due' } });
    const dashboard = await call(t.app, 'POST', '/auctions/get-backout-dashboard-data', a.cookie);
    expect(dashboard.json().data.summary).toMatchObject({ backout_due_count: 1, backout_due_amount: 10_000 });

    const offered = await decide(id, 'offer-h2');
    expect(offered.statusCode, offered.body).toBe(200);
    // The box offers the lot to H2 (Chetan), never back to the buyer who backed out.
    expect(offered.json().data).toMatchObject({
      result: 'offered_h2',
      winner: { user_id: c.user.id, amount: 110_000 },
      deal_rank: 2,
      next_offer: { user_id: b.user.id, rank: 3 },
    });
    const [offer] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, userSubject(c.user.id, 'deal')));
    expect(offer!.payload).toMatchObject({ type: 'deal', event: 'offer_next', assetId: id, stage: 'offered', rank: 2, amount: 110_000 });
    expect(await myQuote(c, id)).toMatchObject({ winning_amount: 110_000 });
    expect((await myQuote(a, id)).status).toBe('backed_out');

    const accepted = await call(t.app, 'POST', `/client/deals/${id}/accept`, c.cookie, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await myQuote(c, id)).status).toBe('payment_due');
    await decide(id, 'backout');
    expect((await decide(id, 'offer-h2')).json().data.winner).toMatchObject({ user_id: b.user.id, amount: 105_000 });
    expect((await call(t.app, 'POST', `/client/deals/${id}/accept`, b.cookie, {})).statusCode).toBe(200);
    await decide(id, 'backout');
    expect((await decide(id, 'offer-h2')).json()).toMatchObject({
      status: 409,
      msg: 'No other bidder (H2 or H3) is left to offer this lot to.',
    });
    expect(await audited('result.backout', id)).toBe(3);
    expect(await audited('result.offer_h2', id)).toBe(2);
  });

  it('refuses decisions on lots that are still open or had no bids', async () => {
    const { auction, lots } = await createAuction(t.db, { lots: 2 });
    const buyer = await subscribedBuyer(t.db);
    await placeQuote(t.app, buyer.cookie, lots[0]!.id, 100_000);
    expect((await decide(lots[0]!.id, 'approve')).json()).toMatchObject({ status: 409, msg: 'This lot has not closed yet' });
    await endAuction(t.db, auction.id);
    const noBids = await decide(lots[1]!.id, 'approve');
    expect(noBids.statusCode).toBe(409);
    expect(noBids.json()).toMatchObject({ msg: 'A lot whose result is no bids cannot be approved', result: 'no_bids' });
    expect((await decide(999_999, 'approve')).statusCode).toBe(404);
  });

  it('exports the results as CSV with winner, H2 and H3', async () => {
    const { auction, c } = await closedLot();
    const res = await call(t.app, 'GET', `/admin/results.csv?auction_id=${auction.id}`, t.admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="results-auction-${auction.id}.csv"`);
    const [header, ...rows] = parseCsv(res.body);
    expect(rows).toHaveLength(1);
    const record = Object.fromEntries(header!.map((h, i) => [h, rows[0]![i]]));
    expect(record).toMatchObject({
      result: 'approval_pending',
      final_price: '120000',
      reserve_met: 'false',
      h2_name: 'Chetan Buyer',
      h2_phone: c.user.phone,
      h2_amount: '110000',
      h3_amount: '105000',
    });
    expect(await audited('results.export', auction.id)).toBe(1);
  });
});
