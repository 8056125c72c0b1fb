import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, watchlist } from '../../../db/schema/index.js';
import { createAuction, subscribedBuyer, adminUser, call, placeQuote } from '../../../test/factories.js';
import { createTestApp, modeName, type TestContext } from '../../../test/harness.js';

let t: TestContext;
let admin: { cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminUser(t.db, 'auction_admin');
});
afterAll(async () => {
  await t.close();
});

interface Snapshot {
  server_time: string;
  activity: { quotes_last_5_minutes: number; quotes_per_minute: number; per_minute: { minutes_ago: number; count: number }[] };
  lots: {
    asset_id: number;
    price: number | null;
    leader: { user_id: number; name: string; phone: string } | null;
    quote_count: number;
    watchers: number;
    ends_at: string;
    seconds_left: number;
    extensions: number;
    reserve_met: boolean;
  }[];
  alerts: {
    kind: string;
    asset_id: number | null;
    lot_no: number | null;
    users: { user_id: number }[];
    count: number;
    last_at: string;
    code: string;
    params: Record<string, number>;
    message: string;
  }[];
}
async function snapshot(auctionId: number, language?: string): Promise<Snapshot> {
  const res = language
    ? await t.app.inject({
        method: 'GET',
        url: `/admin/auctions/${auctionId}/monitor`,
        headers: { cookie: `${admin.cookie}; language=${language}` },
      })
    : await call(t.app, 'GET', `/admin/auctions/${auctionId}/monitor`, admin.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const autobid = (cookie: string, assetId: number, max: number) =>
  t.app.inject({
    method: 'POST',
    url: '/client/add_autobid_amount',
    headers: { cookie, 'idempotency-key': randomUUID() },
    payload: { asset_id: assetId, max_amount: max },
  });
const lowball = (cookie: string, assetId: number) =>
  t.app.inject({
    method: 'POST',
    url: '/client/bid',
    headers: { cookie, 'idempotency-key': randomUUID() },
    payload: { asset_id: assetId, amount: 1 },
  });

describe(`live monitor snapshot in ${modeName}`, () => {
  it("shows each lot's price, real leader, quote count, watchers, time left and extensions", async () => {
    const { auction, lots } = await createAuction(t.db, { lots: 2, reservePrice: 150_000 });
    const a = await subscribedBuyer(t.db, { firstName: 'Anita', lastName: 'Patil' });
    const b = await subscribedBuyer(t.db, { firstName: 'Babu', lastName: 'Rao' });
    await placeQuote(t.app, a.cookie, lots[0]!.id, 100_000);
    await placeQuote(t.app, b.cookie, lots[0]!.id, 101_000);
    await t.db.insert(watchlist).values([
      { userId: a.user.id, assetId: lots[0]!.id },
      { userId: b.user.id, assetId: lots[0]!.id },
      { userId: b.user.id, assetId: lots[1]!.id },
    ]);

    const s = await snapshot(auction.id);
    const [first, second] = s.lots;
    expect(first).toMatchObject({ asset_id: lots[0]!.id, price: 101_000, quote_count: 2, watchers: 2, extensions: 0, reserve_met: false });
    expect(first!.leader).toEqual({ user_id: b.user.id, name: 'Babu Rao', phone: b.user.phone });
    expect(first!.seconds_left).toBe(Math.floor((Date.parse(first!.ends_at) - Date.parse(s.server_time)) / 1000));
    expect(second).toMatchObject({ price: null, leader: null, quote_count: 0, watchers: 1 });
  });

  it('counts quotes per minute over the last 5 minutes by the database clock', async () => {
    const { auction, lots } = await createAuction(t.db);
    const a = await subscribedBuyer(t.db);
    const b = await subscribedBuyer(t.db);
    for (const [i, who] of [a, b, a, b].entries()) await placeQuote(t.app, who.cookie, lots[0]!.id, 100_000 + i * 1_000);
    // Move the first quote 3.5 minutes back and the second 7 minutes back (out of the window).
    await t.db.execute(sql`update quotes set created_at = now() - interval '210 seconds' where asset_id = ${lots[0]!.id} and seq = 1`);
    await t.db.execute(sql`update quotes set created_at = now() - interval '420 seconds' where asset_id = ${lots[0]!.id} and seq = 2`);

    const { activity } = await snapshot(auction.id);
    expect(activity.per_minute.map((m) => m.minutes_ago)).toEqual([4, 3, 2, 1, 0]);
    expect(activity.per_minute.find((m) => m.minutes_ago === 3)!.count).toBe(1);
    expect(activity.per_minute.reduce((n, m) => n + m.count, 0)).toBe(3);
    expect(activity).toMatchObject({ quotes_last_5_minutes: 3, quotes_per_minute: 0.6 });
  });

  it('counts soft-close extensions', async () => {
    const { auction, lots } = await createAuction(t.db, { endsIn: 60 });
    const a = await subscribedBuyer(t.db);
    await placeQuote(t.app, a.cookie, lots[0]!.id, 100_000);
    expect((await snapshot(auction.id)).lots[0]!.extensions).toBe(1);
  });

  it('raises autobid_push when a buyer’s 3rd manual quote in 10 minutes is answered at once by the same autobid', async () => {
    const { auction, lots } = await createAuction(t.db, { lots: 1 });
    const lot = lots[0]!;
    const holder = await subscribedBuyer(t.db);
    const pusher = await subscribedBuyer(t.db);
    expect((await autobid(holder.cookie, lot.id, 500_000)).statusCode).toBe(200);
    const pushes = async () => (await snapshot(auction.id)).alerts.filter((x) => x.kind === 'autobid_push');

    await placeQuote(t.app, pusher.cookie, lot.id, 110_000);
    await placeQuote(t.app, pusher.cookie, lot.id, 120_000);
    expect(await pushes()).toEqual([]);
    await placeQuote(t.app, pusher.cookie, lot.id, 130_000);
    const [alert] = await pushes();
    expect(alert).toMatchObject({
      asset_id: lot.id,
      lot_no: 1,
      count: 3,
      users: [{ user_id: pusher.user.id }, { user_id: holder.user.id }],
      code: 'monitor.autobid_push',
      params: { window: 10, count: 3 },
      message: '10-minute window: 3 manual quotes each answered at once by the same autobid',
    });
    expect(Number.isNaN(Date.parse(alert!.last_at))).toBe(false);
    const [hindi] = (await snapshot(auction.id, 'hi')).alerts.filter((x) => x.kind === 'autobid_push');
    expect(hindi).toMatchObject({ code: 'monitor.autobid_push', message: '10 मिनट में: 3 मैन्युअल कोट, हर एक का तुरंत जवाब एक ही ऑटोबिड ने दिया' });

    // Outside the 10-minute window the pattern no longer counts.
    await t.db.execute(sql`update quotes set created_at = created_at - interval '11 minutes' where asset_id = ${lot.id}`);
    expect(await pushes()).toEqual([]);
  });

  it('raises rejected_burst for a buyer with 10 refused quotes in 5 minutes, not for 9', async () => {
    const { auction, lots } = await createAuction(t.db);
    const spammer = await subscribedBuyer(t.db);
    const mine = async () =>
      (await snapshot(auction.id)).alerts.filter((x) => x.kind === 'rejected_burst' && x.users[0]!.user_id === spammer.user.id);
    for (let i = 0; i < 9; i++) expect((await lowball(spammer.cookie, lots[0]!.id)).statusCode).toBe(422);
    expect(await mine()).toEqual([]);
    expect((await lowball(spammer.cookie, lots[0]!.id)).statusCode).toBe(422);
    expect(await mine()).toEqual([expect.objectContaining({ kind: 'rejected_burst', asset_id: null, count: 10 })]);
    const tamil = (await snapshot(auction.id, 'ta')).alerts.find(
      (x) => x.kind === 'rejected_burst' && x.users[0]!.user_id === spammer.user.id,
    );
    expect(tamil).toMatchObject({ code: 'monitor.rejected_burst', params: { count: 10, window: 5 } });
    expect(tamil!.message).toBe('கடந்த 5 நிமிடங்களில் 10 விலைப்புள்ளி கோரிக்கைகள் மறுக்கப்பட்டன (எந்த ஏலத்திலும்)');

    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '6 minutes'` })
      .where(eq(idempotencyKeys.userId, spammer.user.id));
    expect(await mine()).toEqual([]);
  });

  it('answers 404 for an unknown auction', async () => {
    expect((await call(t.app, 'GET', '/admin/auctions/999999/monitor', admin.cookie)).statusCode).toBe(404);
  });
});
