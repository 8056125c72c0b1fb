import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetConditionReports, notificationDeliveries, watchlist } from '../../db/schema/index.js';
import { createCapturingSender } from '../../lib/sms.js';
import { createAuction, ensureSegment, ensureState, subscribedBuyer } from '../../test/factories.js';
import { createTestApp, modeName, type TestContext } from '../../test/harness.js';

const sms = createCapturingSender();
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ sms, env: { NOTIFY_QUIET_HOURS: 'false' } });
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: cookie ? { cookie } : {} });

/** Every pass the worker runs, until there is nothing left. */
async function drain() {
  await t.app.notifications.prepare();
  while ((await t.app.notifications.decidePass()) > 0);
  await t.app.notifications.schedulePass();
  while ((await t.app.notifications.sendPass()) > 0);
}

const deliveries = (userId: number, kind: string) =>
  t.db
    .select()
    .from(notificationDeliveries)
    .where(and(eq(notificationDeliveries.userId, userId), eq(notificationDeliveries.kind, kind)));

describe(`saved searches and the auction calendar in ${modeName}`, () => {
  it('saves a search, tells the buyer by SMS of a new lot that matches, and lists it as new in the app', async () => {
    const buyer = await subscribedBuyer(t.db);
    const segment = await ensureSegment(t.db);
    const state = await ensureState(t.db);
    // Listed before the search: matches (it has no condition report, so the search's grade does
    // not hold it back), but is not "new" and owes no notice.
    const before = await createAuction(t.db, { startsIn: 3600, endsIn: 7200 });
    const saved = await post(
      '/client/api/saved-searches/create',
      { segment_id: segment.id, make: 'mahindra', year_from: '2016', year_to: 2020, state_id: state.id, price_max: '200000', grade: 'c' },
      buyer.cookie,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().code).toBe('alerts.search_saved');
    const id = saved.json().data.id as number;

    const fresh = await createAuction(t.db, { startsIn: 3600, endsIn: 7200, startPrice: 150_000 });
    // Not a match: dearer than the search's maximum.
    await createAuction(t.db, { startsIn: 3600, endsIn: 7200, startPrice: 250_000 });
    // Not a match: its condition report grades it D, below the search's C.
    const worn = await createAuction(t.db, { startsIn: 3600, endsIn: 7200, startPrice: 120_000 });
    await t.db.insert(assetConditionReports).values({ assetId: worn.lots[0]!.id, checklist: 'tractor', grade: 'D', points: [] });
    await drain();

    const notices = await deliveries(buyer.user.id, 'saved_search_match');
    expect(notices.map((n) => [n.assetId, n.status])).toEqual([[fresh.lots[0]!.id, 'sent']]);
    const text = sms.lastTo(buyer.user.phone)!.message;
    expect(text).toContain(
      `A new lot matches your saved search: Lot 1, Mahindra 575 DI (${fresh.lots[0]!.registrationNumber}), from ₹1,50,000.`,
    );
    await drain();
    expect(await deliveries(buyer.user.id, 'saved_search_match')).toHaveLength(1);

    const list = (await post('/client/api/saved-searches', {}, buyer.cookie)).json().data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id,
      make: 'mahindra',
      year_from: 2016,
      year_to: 2020,
      price_max: 200_000,
      grade: 'C',
      segment: segment.name,
      new_count: 1,
    });
    expect(list[0].matching).toBeGreaterThanOrEqual(2);
    const matches = (await post('/client/api/saved-searches/matches', { id }, buyer.cookie)).json().data as {
      asset_id: number;
      is_new: boolean;
    }[];
    expect(matches.find((m) => m.asset_id === fresh.lots[0]!.id)?.is_new).toBe(true);
    expect(matches.find((m) => m.asset_id === before.lots[0]!.id)?.is_new).toBe(false);
    // Opened: nothing is new any more.
    expect((await post('/client/api/saved-searches', {}, buyer.cookie)).json().data[0].new_count).toBe(0);
  });

  it('refuses an empty search, reversed ranges and another buyer’s search', async () => {
    const buyer = await subscribedBuyer(t.db);
    const empty = await post('/client/api/saved-searches/create', { make: '  ' }, buyer.cookie);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('alerts.search_empty');
    expect((await post('/client/api/saved-searches/create', { year_from: 2020, year_to: 2010 }, buyer.cookie)).json().code).toBe(
      'alerts.search_ranges',
    );
    expect((await post('/client/api/saved-searches/create', { grade: 'F' }, buyer.cookie)).statusCode).toBe(400);
    expect((await post('/client/api/saved-searches/create', { year_from: 'soon' }, buyer.cookie)).statusCode).toBe(400);
    const { id } = (await post('/client/api/saved-searches/create', { model: '575' }, buyer.cookie)).json().data;
    const other = await subscribedBuyer(t.db);
    expect((await post('/client/api/saved-searches/delete', { id }, other.cookie)).statusCode).toBe(404);
    expect((await post('/client/api/saved-searches/matches', { id }, other.cookie)).statusCode).toBe(404);
    expect((await post('/client/api/saved-searches/delete', { id }, buyer.cookie)).statusCode).toBe(200);
    expect((await post('/client/api/saved-searches', {})).statusCode).toBe(401);
  });

  it('lists coming auctions and reminds the buyer who asked, once, before one starts', async () => {
    const buyer = await subscribedBuyer(t.db);
    const soon = await createAuction(t.db, { startsIn: 10 * 60, endsIn: 3 * 3600 });
    const later = await createAuction(t.db, { startsIn: 5 * 3600, endsIn: 8 * 3600 });
    const running = await createAuction(t.db, { startsIn: -60, endsIn: 3600 });
    for (const a of [soon, later])
      expect((await post('/client/api/auction-reminders', { auction_id: a.auction.id, remind: 'true' }, buyer.cookie)).statusCode).toBe(
        200,
      );
    expect((await post('/client/api/auction-reminders', { auction_id: running.auction.id, remind: true }, buyer.cookie)).json().code).toBe(
      'alerts.auction_not_found',
    );

    const calendar = (await post('/client/api/auction-calendar', {}, buyer.cookie)).json().data.auctions as {
      c_auction_id: number;
      reminded: boolean;
      lots: number;
    }[];
    expect(calendar.find((a) => a.c_auction_id === soon.auction.id)).toMatchObject({ reminded: true, lots: 1 });
    expect(calendar.find((a) => a.c_auction_id === running.auction.id)).toMatchObject({ reminded: false });

    await drain();
    await drain();
    const reminders = await deliveries(buyer.user.id, 'auction_reminder');
    expect(reminders.map((r) => r.eventKey.split(':')[1])).toEqual([String(soon.auction.id)]);
    expect(sms.lastTo(buyer.user.phone)!.message).toMatch(/^VahanHaat: An auction you are following starts at /);

    // Watching lots of an auction about to start counts as asking: one notice, however many lots.
    const watcher = await subscribedBuyer(t.db);
    const watchedSoon = await createAuction(t.db, { startsIn: 15 * 60, endsIn: 3 * 3600, lots: 2 });
    await t.db.insert(watchlist).values(watchedSoon.lots.map((l) => ({ userId: watcher.user.id, assetId: l.id })));
    // And so does a saved search matching one of its lots.
    const searcher = await subscribedBuyer(t.db);
    expect(
      (await post('/client/api/saved-searches/create', { make: 'mahindra', price_min: 85_000, price_max: 95_000 }, searcher.cookie))
        .statusCode,
    ).toBe(200);
    const cheapSoon = await createAuction(t.db, { startsIn: 20 * 60, endsIn: 3 * 3600, startPrice: 90_000 });
    // The buyer who asked already has a reminder for `soon`: watching its lot adds no second one.
    await t.db.insert(watchlist).values({ userId: buyer.user.id, assetId: soon.lots[0]!.id });
    await drain();
    await drain();
    expect((await deliveries(watcher.user.id, 'auction_reminder')).map((r) => r.eventKey.split(':')[1])).toEqual([
      String(watchedSoon.auction.id),
    ]);
    expect((await deliveries(buyer.user.id, 'auction_reminder')).map((r) => r.eventKey.split(':')[1])).toEqual([String(soon.auction.id)]);
    expect((await deliveries(searcher.user.id, 'auction_reminder')).map((r) => r.eventKey.split(':')[1])).toEqual([
      String(cheapSoon.auction.id),
    ]);

    expect((await post('/client/api/auction-reminders', { auction_id: later.auction.id, remind: false }, buyer.cookie)).json().code).toBe(
      'alerts.reminder_removed',
    );
    const after = (await post('/client/api/auction-calendar', {}, buyer.cookie)).json().data.auctions as {
      c_auction_id: number;
      reminded: boolean;
    }[];
    expect(after.find((a) => a.c_auction_id === later.auction.id)?.reminded).toBe(false);
  });
});
