import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuction, subscribedBuyer } from '../../test/factories.js';
import { createTestApp, modeName, type TestContext } from '../../test/harness.js';
import { post, quote } from './test-helpers.js';
import type { BuyerLot } from './schema.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const update = (cookie: string, payload: Record<string, unknown>) =>
  post(t.app, '/auctions/update-watchlist-by-auction-asset-id', cookie, payload);
const lookup = async (cookie: string, payload: Record<string, unknown>) => {
  const res = await post(t.app, '/auctions/get-watchlist-by-auction-asset-id', cookie, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { asset_id: number; in_watchlist: boolean }[];
};
const favorites = async (cookie: string, payload: Record<string, unknown> = {}) => {
  const res = await post(t.app, '/client/api/favorite/assets', cookie, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { rows: BuyerLot[]; total: number };
};

describe(`watchlist in ${modeName}`, () => {
  it('adds a lot once and removes it once: repeating either changes nothing', async () => {
    const { lots } = await createAuction(t.db);
    const buyer = await subscribedBuyer(t.db);
    const id = lots[0]!.id;

    const added = await update(buyer.cookie, { asset_id: id, action: 'add' });
    expect(added.json()).toMatchObject({
      status: 200,
      msg: 'Added to your watchlist',
      data: { asset_id: id, in_watchlist: true, changed: true },
    });
    expect((await update(buyer.cookie, { asset_id: id, action: 'add' })).json().data).toEqual({
      asset_id: id,
      in_watchlist: true,
      changed: false,
    });
    expect(await lookup(buyer.cookie, { asset_id: id })).toEqual([{ asset_id: id, in_watchlist: true }]);
    expect((await favorites(buyer.cookie)).total).toBe(1);

    const removed = await update(buyer.cookie, { asset_id: id, action: 'remove' });
    expect(removed.json()).toMatchObject({
      status: 200,
      msg: 'Removed from your watchlist',
      data: { asset_id: id, in_watchlist: false, changed: true },
    });
    expect((await update(buyer.cookie, { asset_id: id, action: 'remove' })).json().data.changed).toBe(false);
    expect(await lookup(buyer.cookie, { asset_id: id })).toEqual([{ asset_id: id, in_watchlist: false }]);
    expect((await favorites(buyer.cookie)).total).toBe(0);
  });

  it('accepts a form-encoded boolean instead of an action', async () => {
    const { lots } = await createAuction(t.db);
    const buyer = await subscribedBuyer(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/auctions/update-watchlist-by-auction-asset-id',
      headers: { cookie: buyer.cookie, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/x-www-form-urlencoded' },
      payload: `asset_id=${lots[0]!.id}&is_watchlist=true`,
    });
    expect(res.json().data).toEqual({ asset_id: lots[0]!.id, in_watchlist: true, changed: true });
    expect((await update(buyer.cookie, { asset_id: lots[0]!.id, is_watchlist: false })).json().data.in_watchlist).toBe(false);
  });

  it('answers 404 for an unknown lot, whether adding or removing', async () => {
    const buyer = await subscribedBuyer(t.db);
    for (const action of ['add', 'remove']) {
      const res = await update(buyer.cookie, { asset_id: 987_654, action });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 404, msg: 'Lot not found.' });
    }
  });

  it.each([
    [{ asset_id: 1 }, 'action must be add or remove'],
    [{ asset_id: 1, action: 'toggle' }, 'action must be add or remove'],
    [{ action: 'add' }, 'asset_id must be a number'],
    [{ asset_id: 'abc', action: 'add' }, 'asset_id must be a number'],
  ])('refuses %o with a 400 naming the problem', async (payload, msg) => {
    const buyer = await subscribedBuyer(t.db);
    const res = await update(buyer.cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, msg });
  });

  it('keeps each buyer’s watchlist their own', async () => {
    const { lots } = await createAuction(t.db);
    const a = await subscribedBuyer(t.db);
    const b = await subscribedBuyer(t.db);
    await update(a.cookie, { asset_id: lots[0]!.id, action: 'add' });
    expect(await lookup(b.cookie, { asset_id: lots[0]!.id })).toEqual([{ asset_id: lots[0]!.id, in_watchlist: false }]);
    expect((await favorites(b.cookie)).total).toBe(0);
  });

  it('looks up several lots at once, in the order asked, unknown ones reading false', async () => {
    const { lots } = await createAuction(t.db, { lots: 3 });
    const buyer = await subscribedBuyer(t.db);
    await update(buyer.cookie, { asset_id: lots[2]!.id, action: 'add' });
    await update(buyer.cookie, { asset_id: lots[0]!.id, action: 'add' });
    const ids = [lots[2]!.id, lots[1]!.id, 999_999, lots[0]!.id];
    const expected = [true, false, false, true].map((w, i) => ({ asset_id: ids[i], in_watchlist: w }));
    expect(await lookup(buyer.cookie, { asset_id: ids.join(',') })).toEqual(expected);
    expect(await lookup(buyer.cookie, { asset_ids: ids })).toEqual(expected);
    const none = await post(t.app, '/auctions/get-watchlist-by-auction-asset-id', buyer.cookie, {});
    expect(none.json()).toMatchObject({ status: 400, msg: 'asset_id is required' });
  });

  it('lists favorites as lot cards with my live status: not quoted, leading or outbid; upcoming lots too', async () => {
    const live = await createAuction(t.db, { lots: 3 });
    const upcoming = await createAuction(t.db, { startsIn: 3600, endsIn: 7200 });
    const me = await subscribedBuyer(t.db);
    const rival = await subscribedBuyer(t.db);
    await quote(t.app, me.cookie, live.lots[1]!.id, 100_000);
    await quote(t.app, me.cookie, live.lots[2]!.id, 100_000);
    await quote(t.app, rival.cookie, live.lots[2]!.id, 101_000);
    for (const lot of [...live.lots, ...upcoming.lots]) await update(me.cookie, { asset_id: lot.id, action: 'add' });

    const { rows, total } = await favorites(me.cookie, { page_no: 1 });
    expect(total).toBe(4);
    const byId = new Map(rows.map((r) => [r.asset_id, r]));
    expect(byId.get(live.lots[0]!.id)).toMatchObject({
      status: 'not_quoted',
      lot_state: 'live',
      in_watchlist: true,
      my_highest_quote: null,
      my_quote_count: 0,
    });
    expect(byId.get(live.lots[1]!.id)).toMatchObject({ status: 'leading', my_highest_quote: 100_000 });
    expect(byId.get(live.lots[2]!.id)).toMatchObject({ status: 'outbid', current_price: 101_000 });
    expect(byId.get(upcoming.lots[0]!.id)).toMatchObject({ status: 'not_quoted', lot_state: 'upcoming' });
    expect(rows.at(-1)!.asset_id).toBe(upcoming.lots[0]!.id);
  });

  it('requires a session for every watchlist call', async () => {
    for (const url of [
      '/auctions/update-watchlist-by-auction-asset-id',
      '/auctions/get-watchlist-by-auction-asset-id',
      '/client/api/favorite/assets',
    ]) {
      const res = await post(t.app, url, undefined, { asset_id: 1, action: 'add' });
      expect(res.statusCode).toBe(401);
    }
  });
});
