import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuction, signedInUser, subscribedBuyer } from '../../test/factories.js';
import { createTestApp, modeName, type TestContext } from '../../test/harness.js';
import { endAuction, post, postMultipart, quote, setResult } from './test-helpers.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/**
 * One completed auction of three lots: A wins lot 1 (approved, payment due), B wins lot 2
 * (approved), lot 3 gets no quote; A also quoted on lot 2. A second auction is still live.
 */
async function scenario() {
  const done = await createAuction(t.db, { lots: 3 });
  const live = await createAuction(t.db);
  const a = await subscribedBuyer(t.db);
  const b = await subscribedBuyer(t.db);
  const [l1, l2, l3] = done.lots.map((l) => l.id) as [number, number, number];
  await quote(t.app, a.cookie, l1, 150_000);
  await quote(t.app, a.cookie, l2, 100_000);
  await quote(t.app, b.cookie, l2, 110_000);
  await quote(t.app, a.cookie, live.lots[0]!.id, 100_000);
  await endAuction(t.db, done.auction.id);
  await setResult(t.db, l1, 'approved');
  await setResult(t.db, l2, 'approved');
  return { done: done.auction.id, live: live.auction.id, a, b, l1, l2, l3 };
}

const data = async (url: string, cookie: string, payload: Record<string, unknown> = {}) => {
  const res = await post(t.app, url, cookie, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe(`completed auctions in ${modeName}`, () => {
  it('lists the ended auctions I quoted in, not live ones nor ones I stayed out of', async () => {
    const s = await scenario();
    const outsider = await subscribedBuyer(t.db);
    const mine = await data('/client/get-completed-auction-ids-for-erp', s.a.cookie);
    expect(mine.auction_ids).toEqual([s.done]);
    expect(mine.auctions[0]).toMatchObject({ c_auction_id: s.done, lots_quoted: 2, lots_won: 1 });
    expect((await data('/client/get-completed-auction-ids-for-erp', outsider.cookie)).auction_ids).toEqual([]);
  });

  it('gives per completed auction the lots I quoted on and my result on each', async () => {
    const s = await scenario();
    const page = await data('/client/get-completed-user-dashboard-auction-data', s.a.cookie, { page_no: 1 });
    expect(page).toMatchObject({ total: 1, page_no: 1 });
    const [auction] = page.rows;
    expect(auction.c_auction_id).toBe(s.done);
    expect(auction.summary).toEqual({ quoted: 2, won: 1, approval_pending: 0, lost: 1, backed_out: 0, withdrawn: 0 });
    expect(auction.lots.map((l: { asset_id: number; status: string }) => [l.asset_id, l.status])).toEqual([
      [s.l1, 'payment_due'],
      [s.l2, 'lost'],
    ]);
  });

  it('lists the lots I won with amount, result and payment due', async () => {
    const s = await scenario();
    const wins = await data('/client/get-completed-user-dashboard-wins', s.a.cookie);
    expect(wins.total).toBe(1);
    expect(wins.rows[0]).toMatchObject({ asset_id: s.l1, winning_amount: 150_000, result: 'approved', status: 'payment_due' });
    expect(wins.rows[0].payment_due_at).not.toBeNull();
    expect((await data('/client/get-completed-user-dashboard-wins', s.b.cookie)).rows.map((r: { asset_id: number }) => r.asset_id)).toEqual(
      [s.l2],
    );
  });

  it('summarises a completed auction over every lot for admins and over the buyer’s own lots for buyers', async () => {
    const s = await scenario();
    const admin = await signedInUser(t.db, { isAdmin: true });
    const all = await data('/client/get-completed-auction-data-for-erp', admin.cookie, { auction_id: s.done });
    expect(all.rows).toHaveLength(1);
    expect(all.rows[0]).toMatchObject({
      scope: 'all',
      lot_count: 3,
      sold_count: 2,
      unsold_count: 1,
      pending_count: 0,
      sold_value: 260_000,
      quote_count: 3,
      my_won_count: null,
    });
    const mine = await data('/client/get-completed-auction-data-for-erp', s.b.cookie);
    expect(mine.rows).toEqual([
      expect.objectContaining({ c_auction_id: s.done, scope: 'mine', lot_count: 1, sold_count: 1, my_won_count: 1, my_won_value: 110_000 }),
    ]);
  });
});

describe(`payment and release pending in ${modeName}`, () => {
  it('lists only the buyer’s own lots with payment due, with amounts and due time', async () => {
    const s = await scenario();
    const mine = await data('/auctions/get-users-payment-pending-assets', s.a.cookie);
    expect(mine.rows.map((r: { asset_id: number }) => r.asset_id)).toEqual([s.l1]);
    expect(mine.rows[0]).toMatchObject({ amount: 150_000, result: 'approved', stage: 'payment_pending', overdue: false, buyer: null });
    expect(Date.parse(mine.rows[0].payment_due_at)).toBeGreaterThan(Date.parse(mine.server_time));
    expect(mine.total_amount).toBe(150_000);

    const auctions = await data('/auctions/get-auction-erp-auctions-payment-pending', s.a.cookie);
    expect(auctions).toEqual([expect.objectContaining({ c_auction_id: s.done, lots_due: 1, amount_due: 150_000, overdue_count: 0 })]);
  });

  it('drops a lot from payment pending once paid', async () => {
    const s = await scenario();
    await setResult(t.db, s.l1, 'paid');
    expect((await data('/auctions/get-users-payment-pending-assets', s.a.cookie)).rows).toEqual([]);
  });

  it('lists an auction’s due lots from a multipart form: the buyer’s own, or every buyer’s for an admin', async () => {
    const s = await scenario();
    const admin = await signedInUser(t.db, { isAuctionAdmin: true });
    const own = await postMultipart(t.app, '/auctions/get-auction-erp-assets-payment-pending', s.b.cookie, { auction_id: s.done });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.rows.map((r: { asset_id: number }) => r.asset_id)).toEqual([s.l2]);

    const all = await postMultipart(t.app, '/auctions/get-auction-erp-assets-payment-pending', admin.cookie, { auction_id: s.done });
    const rows = all.json().data.rows as { asset_id: number; buyer: { user_id: number } }[];
    expect(rows.map((r) => r.asset_id).sort()).toEqual([s.l1, s.l2].sort());
    expect(rows.find((r) => r.asset_id === s.l1)!.buyer).toMatchObject({ user_id: s.a.user.id, phone: s.a.user.phone });
    expect(all.json().data.total_amount).toBe(260_000);

    const adminAuctions = await data('/auctions/get-auction-erp-auctions-payment-pending', admin.cookie);
    expect(adminAuctions.find((x: { c_auction_id: number }) => x.c_auction_id === s.done)).toMatchObject({
      lots_due: 2,
      amount_due: 260_000,
    });
  });

  it('lists paid lots as release pending, and takes the form urlencoded too', async () => {
    const s = await scenario();
    await setResult(t.db, s.l1, 'paid');
    const res = await postMultipart(t.app, '/auctions/auction-wise-release-or-banknoc-pending', s.a.cookie, { auction_id: s.done });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.rows).toEqual([
      expect.objectContaining({ asset_id: s.l1, result: 'paid', stage: 'release_pending', payment_due_at: null }),
    ]);
    const form = await t.app.inject({
      method: 'POST',
      url: '/auctions/auction-wise-release-or-banknoc-pending',
      headers: { cookie: s.b.cookie, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/x-www-form-urlencoded' },
      payload: `auction_id=${s.done}`,
    });
    expect(form.json().data.rows).toEqual([]);
  });

  it('answers 400 without auction_id and 404 for an unknown auction', async () => {
    const buyer = await subscribedBuyer(t.db);
    const missing = await postMultipart(t.app, '/auctions/get-auction-erp-assets-payment-pending', buyer.cookie, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ status: 400, msg: 'auction_id is required' });
    const empty = await post(t.app, '/auctions/auction-wise-release-or-banknoc-pending', buyer.cookie);
    expect(empty.json()).toMatchObject({ status: 400, msg: 'auction_id is required' });
    const unknown = await postMultipart(t.app, '/auctions/auction-wise-release-or-banknoc-pending', buyer.cookie, { auction_id: 987_654 });
    expect(unknown.json()).toMatchObject({ status: 404, msg: 'Auction not found.' });
  });
});
