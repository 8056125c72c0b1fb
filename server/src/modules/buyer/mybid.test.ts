import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetPhotos } from '../../db/schema/index.js';
import { createAuction, subscribedBuyer } from '../../test/factories.js';
import { createTestApp, modeName, type TestContext } from '../../test/harness.js';
import { autobid, endAuction, post, quote, recordBackout, setResult } from './test-helpers.js';
import type { BuyerLot } from './schema.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function myBids(cookie: string, body: Record<string, unknown> = {}) {
  const res = await post(t.app, '/client/mybid', cookie, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { rows: BuyerLot[]; total: number; total_pages: number; page_no: number; server_time: string };
}

const row = async (cookie: string, assetId: number) => (await myBids(cookie)).rows.find((r) => r.asset_id === assetId)!;

describe(`My Quotes (POST /client/mybid) in ${modeName}`, () => {
  it('shows leading and outbid on live lots with my highest quote, my autobid max, the price and quote count', async () => {
    const { lots, auction, financier, state } = await createAuction(t.db, { lots: 2 });
    const a = await subscribedBuyer(t.db);
    const b = await subscribedBuyer(t.db);
    await quote(t.app, a.cookie, lots[0]!.id, 100_000);
    await quote(t.app, b.cookie, lots[0]!.id, 105_000);
    await quote(t.app, a.cookie, lots[1]!.id, 100_000);
    await autobid(t.app, a.cookie, lots[1]!.id, 150_000);

    const data = await myBids(a.cookie);
    expect(data.total).toBe(2);
    const outbid = data.rows.find((r) => r.asset_id === lots[0]!.id)!;
    expect(outbid).toMatchObject({
      status: 'outbid',
      lot_state: 'live',
      c_auction_id: auction.id,
      make: 'Mahindra',
      model: '575 DI',
      year: 2018,
      registration_number: 'MH12AB1000',
      auction_title: auction.title,
      financier_name: financier.name,
      state: state.name,
      my_highest_quote: 100_000,
      my_quote_count: 1,
      my_autobid_max: null,
      current_price: 105_000,
      next_valid_amount: 106_000,
      quote_count: 2,
      result: null,
      winning_amount: null,
    });
    const leading = data.rows.find((r) => r.asset_id === lots[1]!.id)!;
    expect(leading).toMatchObject({ status: 'leading', my_highest_quote: 100_000, my_autobid_max: 150_000, current_price: 100_000 });
    expect(Date.parse(leading.ends_at)).toBeGreaterThan(Date.parse(leading.server_time));
  });

  it('lists only lots I quoted on, and none for a buyer who never quoted', async () => {
    const { lots } = await createAuction(t.db, { lots: 2 });
    const a = await subscribedBuyer(t.db);
    const idle = await subscribedBuyer(t.db);
    await quote(t.app, a.cookie, lots[0]!.id, 100_000);
    expect((await myBids(a.cookie)).rows.map((r) => r.asset_id)).toEqual([lots[0]!.id]);
    expect(await myBids(idle.cookie)).toMatchObject({ rows: [], total: 0, total_pages: 0 });
  });

  it('moves the winner through approval_pending, countered (with the counter amount), payment_due and won, and the other bidder to lost', async () => {
    const { auction, lots } = await createAuction(t.db);
    const lot = lots[0]!.id;
    const winner = await subscribedBuyer(t.db);
    const loser = await subscribedBuyer(t.db);
    await quote(t.app, loser.cookie, lot, 100_000);
    await quote(t.app, winner.cookie, lot, 120_000);
    await endAuction(t.db, auction.id);

    expect(await row(winner.cookie, lot)).toMatchObject({
      status: 'approval_pending',
      lot_state: 'closed',
      result: 'approval_pending',
      winning_amount: 120_000,
      counter_amount: null,
      payment_due_at: null,
    });
    expect(await row(loser.cookie, lot)).toMatchObject({ status: 'lost', result: null, winning_amount: null });

    await setResult(t.db, lot, 'countered', { counterAmount: 130_000 });
    expect(await row(winner.cookie, lot)).toMatchObject({ status: 'approval_pending', result: 'countered', counter_amount: 130_000 });

    await setResult(t.db, lot, 'approved');
    const due = await row(winner.cookie, lot);
    expect(due).toMatchObject({ status: 'payment_due', result: 'approved', payment_overdue: false });
    const hoursLeft = (Date.parse(due.payment_due_at!) - Date.parse(due.server_time)) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(47);
    expect(hoursLeft).toBeLessThanOrEqual(48);

    await setResult(t.db, lot, 'paid');
    expect(await row(winner.cookie, lot)).toMatchObject({ status: 'won', result: 'paid', payment_due_at: null });
    expect(await row(loser.cookie, lot)).toMatchObject({ status: 'lost' });
  });

  it('treats a lot past its end that the scheduler has not closed yet as ended', async () => {
    const { lots } = await createAuction(t.db);
    const leader = await subscribedBuyer(t.db);
    const rival = await subscribedBuyer(t.db);
    await quote(t.app, rival.cookie, lots[0]!.id, 100_000);
    await quote(t.app, leader.cookie, lots[0]!.id, 101_000);
    await t.db.execute(sql`update assets set ends_at = now() - interval '1 second' where id = ${lots[0]!.id}`);
    expect(await row(leader.cookie, lots[0]!.id)).toMatchObject({ status: 'approval_pending', lot_state: 'closed', result: null });
    expect(await row(rival.cookie, lots[0]!.id)).toMatchObject({ status: 'lost', lot_state: 'closed' });
  });

  it('shows a rejected sale as lost for its top bidder', async () => {
    const { auction, lots } = await createAuction(t.db);
    const buyer = await subscribedBuyer(t.db);
    await quote(t.app, buyer.cookie, lots[0]!.id, 100_000);
    await endAuction(t.db, auction.id);
    await setResult(t.db, lots[0]!.id, 'rejected');
    expect(await row(buyer.cookie, lots[0]!.id)).toMatchObject({ status: 'lost', result: 'rejected' });
  });

  it('shows backed_out with the charge owed, also after the lot is offered to the second-highest bidder', async () => {
    const { auction, lots } = await createAuction(t.db);
    const lot = lots[0]!.id;
    const h1 = await subscribedBuyer(t.db);
    const h2 = await subscribedBuyer(t.db);
    await quote(t.app, h2.cookie, lot, 100_000);
    await quote(t.app, h1.cookie, lot, 110_000);
    await endAuction(t.db, auction.id);
    await setResult(t.db, lot, 'approved');
    await recordBackout(t.db, lot, h1.user.id);

    expect(await row(h1.cookie, lot)).toMatchObject({
      status: 'backed_out',
      backout: { amount: 10_000, status: 'due' },
      result: 'backed_out',
    });
    expect(await row(h2.cookie, lot)).toMatchObject({ status: 'lost' });

    await setResult(t.db, lot, 'offered_h2', { winnerUserId: h2.user.id });
    expect(await row(h1.cookie, lot)).toMatchObject({ status: 'backed_out', winning_amount: null });
    expect(await row(h2.cookie, lot)).toMatchObject({ status: 'approval_pending', result: 'offered_h2' });
  });

  it('filters by one status or several, and refuses an unknown status with a 400', async () => {
    const { lots } = await createAuction(t.db, { lots: 2 });
    const ended = await createAuction(t.db);
    const a = await subscribedBuyer(t.db);
    const b = await subscribedBuyer(t.db);
    await quote(t.app, a.cookie, lots[0]!.id, 100_000);
    await quote(t.app, a.cookie, lots[1]!.id, 100_000);
    await quote(t.app, b.cookie, lots[1]!.id, 101_000);
    await quote(t.app, a.cookie, ended.lots[0]!.id, 100_000);
    await endAuction(t.db, ended.auction.id);

    expect((await myBids(a.cookie, { status: 'leading' })).rows.map((r) => r.asset_id)).toEqual([lots[0]!.id]);
    expect((await myBids(a.cookie, { status: 'outbid' })).rows.map((r) => r.asset_id)).toEqual([lots[1]!.id]);
    const several = await myBids(a.cookie, { status: 'leading,approval_pending' });
    expect(several.rows.map((r) => r.asset_id).sort()).toEqual([lots[0]!.id, ended.lots[0]!.id].sort());
    expect((await myBids(a.cookie, { status: 'all' })).total).toBe(3);

    const bad = await post(t.app, '/client/mybid', a.cookie, { status: 'winning' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/^status must be one of leading, outbid/);
  });

  it('pages 20 lots at a time, live lots ending soonest first', async () => {
    const { lots } = await createAuction(t.db, { lots: 21 });
    const buyer = await subscribedBuyer(t.db);
    for (const lot of lots) await quote(t.app, buyer.cookie, lot.id, 100_000);
    const first = await myBids(buyer.cookie, { page_no: '1' });
    expect(first).toMatchObject({ total: 21, total_pages: 2, page_no: 1 });
    expect(first.rows).toHaveLength(20);
    const second = await myBids(buyer.cookie, { page_no: 2 });
    expect(second.rows).toHaveLength(1);
    const seen = new Set([...first.rows, ...second.rows].map((r) => r.asset_id));
    expect(seen.size).toBe(21);
    expect((await post(t.app, '/client/mybid', buyer.cookie, { page_no: 0 })).statusCode).toBe(400);
  });

  it('gives the 320 px thumbnail of the first photo', async () => {
    const { lots } = await createAuction(t.db);
    await t.db.insert(assetPhotos).values([
      { assetId: lots[0]!.id, storageKey: 'lots/second.jpg', sortOrder: 2 },
      { assetId: lots[0]!.id, storageKey: 'lots/first.jpg', sortOrder: 1 },
    ]);
    const buyer = await subscribedBuyer(t.db);
    await quote(t.app, buyer.cookie, lots[0]!.id, 100_000);
    expect((await row(buyer.cookie, lots[0]!.id)).thumbnail_url).toBe('/media/img/320/lots/first.jpg');
  });

  it('requires a session with the spec’s 401 body', async () => {
    const res = await post(t.app, '/client/mybid', undefined);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 401, msg: 'Authentication Required' });
  });
});
