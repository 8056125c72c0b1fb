import { financierName } from '@vahanhaat/words';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financiers } from '../../db/schema/index.js';
import { createAsset, createAuction, form, type AuctionFixtureResult as Auction } from '../../test/factories.js';
import { createTestApp, modeName, type TestContext } from '../../test/harness.js';

const HOUR = 3600;
const idsOf = (side: unknown) => (Array.isArray(side) ? side.map((r: { c_auction_id: number }) => r.c_auction_id) : side);

describe(`home auction listing in ${modeName}`, () => {
  let t: TestContext;
  const kaveri = { slug: 'kaveri', name: 'Kaveri Kisan Fincorp', logoKey: 'seed/financiers/kaveri-kisan-fincorp.svg' };
  const thar = { slug: 'thar', name: 'Thar Motor Credit' };
  let live: Auction;
  let liveSoon: Auction;
  let upcoming: Auction;
  let upcomingLater: Auction;
  let ended: Auction;
  let allLotsClosed: Auction;
  let cancelled: Auction;
  let bikes: Auction;

  const getAuction = (fields: Record<string, string> = { state: '', key: '' }) =>
    t.app.inject({ method: 'POST', url: '/tractorpoint/getAuction', ...form(fields) });

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.app.db;
    live = await createAuction(db, { lots: 0, financier: kaveri, state: 'Maharashtra', startsIn: -HOUR, endsIn: 2 * HOUR });
    await db
      .update(financiers)
      .set({ nameI18n: { hi: 'कावेरी किसान फिनकॉर्प', ta: 'காவேரி கிசான் ஃபின்கார்ப்' } })
      .where(eq(financiers.id, live.financier.id));
    await createAsset(db, live.auction, { make: 'Mahindra', model: '575 DI' });
    await createAsset(db, live.auction, { make: 'Swaraj', model: '744 FE' });
    await createAsset(db, live.auction, { make: 'Sonalika', model: 'DI 740', status: 'withdrawn' });
    liveSoon = await createAuction(db, { lots: 0, financier: thar, state: 'Rajasthan', startsIn: -2 * HOUR, endsIn: HOUR });
    await createAsset(db, liveSoon.auction, { make: 'John Deere', model: '5050 D' });
    upcoming = await createAuction(db, { lots: 0, financier: kaveri, state: 'Karnataka', startsIn: HOUR, endsIn: 3 * HOUR });
    await createAsset(db, upcoming.auction, { make: 'Eicher', model: '380' });
    upcomingLater = await createAuction(db, { lots: 0, financier: thar, state: 'Maharashtra', startsIn: 5 * HOUR, endsIn: 6 * HOUR });
    ended = await createAuction(db, { lots: 0, financier: kaveri, startsIn: -3 * HOUR, endsIn: -HOUR });
    await createAsset(db, ended.auction, { make: 'Mahindra', model: '265 DI' });
    // Scheduled end still ahead, but every lot is already closed: nothing left to quote on.
    allLotsClosed = await createAuction(db, { lots: 0, financier: thar, startsIn: -HOUR, endsIn: HOUR });
    await createAsset(db, allLotsClosed.auction, { status: 'closed' });
    cancelled = await createAuction(db, { lots: 0, financier: kaveri, startsIn: HOUR, endsIn: 2 * HOUR, status: 'cancelled' });
    await createAsset(db, cancelled.auction);
    bikes = await createAuction(db, {
      lots: 0,
      financier: thar,
      state: 'Gujarat',
      segment: 'twoWheeler',
      startsIn: -HOUR,
      endsIn: 4 * HOUR,
    });
    await createAsset(db, bikes.auction, { make: 'Hero', model: 'Splendor Plus' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('splits auctions into live and upcoming by the database clock', async () => {
    const res = await getAuction();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(200);
    expect(idsOf(body.data.live)).toEqual([liveSoon.auction.id, live.auction.id, bikes.auction.id]);
    expect(idsOf(body.data.upcoming)).toEqual([upcoming.auction.id, upcomingLater.auction.id]);
    const listed = [...body.data.live, ...body.data.upcoming].map((r: { c_auction_id: number }) => r.c_auction_id);
    for (const hidden of [ended.auction.id, allLotsClosed.auction.id, cancelled.auction.id]) expect(listed).not.toContain(hidden);
  });

  it("answers a Hindi reader with the financier's spellings, the same answer as for English; the Hindi name, else the English one", async () => {
    const english = (await getAuction()).json();
    const res = await t.app.inject({
      method: 'POST',
      url: '/tractorpoint/getAuction',
      ...form({ state: '', key: '' }),
      headers: { ...form({}).headers, cookie: 'language=hi', 'accept-language': 'hi' },
    });
    const hindi = res.json();
    const rowOf = (body: typeof hindi, id: number) => body.data.live.find((r: { c_auction_id: number }) => r.c_auction_id === id);
    // The answer does not vary by language: caches and prerendered pages stay right for every reader.
    expect(rowOf(hindi, live.auction.id).financier_names).toEqual(rowOf(english, live.auction.id).financier_names);
    const kaveriRow = rowOf(hindi, live.auction.id);
    expect(financierName(kaveriRow.financierName, kaveriRow.financier_names, 'hi')).toBe('कावेरी किसान फिनकॉर्प');
    expect(financierName(kaveriRow.financierName, kaveriRow.financier_names, 'mr')).toBe('Kaveri Kisan Fincorp');
    const tharRow = rowOf(hindi, liveSoon.auction.id);
    expect(tharRow.financier_names).toEqual({});
    expect(financierName(tharRow.financierName, tharRow.financier_names, 'hi')).toBe('Thar Motor Credit');
  });

  it('fills every field of a row the home page shows', async () => {
    const body = (await getAuction()).json();
    const row = body.data.live.find((r: { c_auction_id: number }) => r.c_auction_id === live.auction.id);
    expect(row).toEqual({
      c_auction_id: live.auction.id,
      title: expect.any(String),
      financier_id: live.financier.id,
      financierName: 'Kaveri Kisan Fincorp',
      financier_names: { hi: 'कावेरी किसान फिनकॉर्प', ta: 'காவேரி கிசான் ஃபின்கார்ப்' },
      financier_thumbnail_url: '/media/img/160/seed/financiers/kaveri-kisan-fincorp.svg',
      state_id: live.state.id,
      state: 'Maharashtra',
      segment_id: live.segment.id,
      segment: 'Tractor',
      segment_code: 'tractor',
      asset_count: 2,
      starts_at: live.auction.startsAt.toISOString(),
      ends_at: live.auction.endsAt.toISOString(),
      auction_state: 'live',
      requires_deposit: false,
      server_time: expect.any(String),
    });
    const serverTime = Date.parse(row.server_time);
    expect(serverTime).toBeGreaterThan(Date.parse(row.starts_at));
    expect(serverTime).toBeLessThan(Date.parse(row.ends_at));
    const bikeRow = body.data.live.find((r: { c_auction_id: number }) => r.c_auction_id === bikes.auction.id);
    expect(bikeRow).toMatchObject({ segment: '2 Wheeler', financier_thumbnail_url: null, asset_count: 1 });
  });

  it('reports a lot extended past the scheduled end as the auction end', async () => {
    const extended = await createAuction(t.app.db, {
      lots: 0,
      financier: { slug: 'ext', name: 'Extended Finance' },
      state: 'Punjab',
      endsIn: HOUR,
    });
    await createAsset(t.app.db, extended.auction);
    const lot = await createAsset(t.app.db, extended.auction, { endsIn: HOUR + 180 });
    const body = (await getAuction({ state: '', key: 'Extended' })).json();
    expect(idsOf(body.data.live)).toEqual([extended.auction.id]);
    expect(body.data.live[0].ends_at).toBe(lot.endsAt.toISOString());
    expect(lot.endsAt.getTime()).toBeGreaterThan(extended.auction.endsAt.getTime());
  });

  it('filters by state name or id', async () => {
    const byName = (await getAuction({ state: 'maharashtra', key: '' })).json();
    expect(idsOf(byName.data.live)).toEqual([live.auction.id]);
    expect(idsOf(byName.data.upcoming)).toEqual([upcomingLater.auction.id]);
    const byId = (await getAuction({ state: String(upcoming.state.id), key: '' })).json();
    expect(byId.data.upcoming.map((r: { state: string }) => r.state)).toEqual(['Karnataka']);
  });

  it('answers a side with nothing in it as {status:404}', async () => {
    const body = (await getAuction({ state: 'Rajasthan', key: '' })).json();
    expect(idsOf(body.data.live)).toEqual([liveSoon.auction.id]);
    expect(body.data.upcoming).toMatchObject({ status: 404, msg: 'No Listings.' });
    const unknown = (await getAuction({ state: 'Atlantis', key: '' })).json();
    expect(unknown).toEqual({
      status: 200,
      data: { live: { status: 404, msg: 'No Listings.' }, upcoming: { status: 404, msg: 'No Listings.' } },
    });
  });

  it('searches by financier, state, and the make or model of the lots', async () => {
    const byFinancier = (await getAuction({ state: '', key: 'thar motor' })).json();
    expect(idsOf(byFinancier.data.live)).toEqual([liveSoon.auction.id, bikes.auction.id]);
    const byState = (await getAuction({ state: '', key: 'karnataka' })).json();
    expect(idsOf(byState.data.upcoming)).toEqual([upcoming.auction.id]);
    expect(byState.data.live).toMatchObject({ status: 404, msg: 'No Listings.' });
    const byMake = (await getAuction({ state: '', key: 'swaraj' })).json();
    expect(idsOf(byMake.data.live)).toEqual([live.auction.id]);
    const byModel = (await getAuction({ state: '', key: 'splendor' })).json();
    expect(idsOf(byModel.data.live)).toEqual([bikes.auction.id]);
    const withdrawnOnly = (await getAuction({ state: '', key: 'sonalika' })).json();
    expect(withdrawnOnly.data.live).toMatchObject({ status: 404, msg: 'No Listings.' });
  });

  it("matches a financier by any of its spellings, and a state or segment by its name in the site's languages", async () => {
    const kaveriIds = { live: [live.auction.id], upcoming: [upcoming.auction.id] };
    const hindi = (await getAuction({ state: '', key: 'कावेरी' })).json();
    expect({ live: idsOf(hindi.data.live), upcoming: idsOf(hindi.data.upcoming) }).toEqual(kaveriIds);
    const tamilPart = (await getAuction({ state: '', key: 'கிசான்' })).json();
    expect({ live: idsOf(tamilPart.data.live), upcoming: idsOf(tamilPart.data.upcoming) }).toEqual(kaveriIds);
    // Every word must match: the Hindi financier and the Hindi state narrow to the one auction.
    const withState = (await getAuction({ state: '', key: 'कावेरी कर्नाटक' })).json();
    expect(idsOf(withState.data.upcoming)).toEqual([upcoming.auction.id]);
    expect(withState.data.live).toMatchObject({ status: 404 });
    const tamilState = (await getAuction({ state: '', key: 'ராஜஸ்தான்' })).json();
    expect(idsOf(tamilState.data.live)).toEqual([liveSoon.auction.id]);
    const hindiSegment = (await getAuction({ state: '', key: 'दोपहिया' })).json();
    expect(idsOf(hindiSegment.data.live)).toEqual([bikes.auction.id]);
    const byFilter = (await getAuction({ state: '', key: '', financier: 'कावेरी किसान फिनकॉर्प' })).json();
    expect(idsOf(byFilter.data.live)).toEqual([live.auction.id]);
    const unknown = (await getAuction({ state: '', key: 'फ़र्ज़ी' })).json();
    expect(unknown.data).toEqual({ live: { status: 404, msg: 'No Listings.' }, upcoming: { status: 404, msg: 'No Listings.' } });
  });

  it('takes the pattern characters of a key literally', async () => {
    const body = (await getAuction({ state: '', key: '%' })).json();
    expect(body.data).toEqual({ live: { status: 404, msg: 'No Listings.' }, upcoming: { status: 404, msg: 'No Listings.' } });
  });

  it('narrows by segment as well, for the showcase tabs', async () => {
    const body = (await getAuction({ state: '', key: '', segment: 'two-wheeler' })).json();
    expect(idsOf(body.data.live)).toEqual([bikes.auction.id]);
    expect(body.data.upcoming).toMatchObject({ status: 404, msg: 'No Listings.' });
  });

  it('accepts JSON and an empty body as well as the form', async () => {
    const json = await t.app.inject({ method: 'POST', url: '/tractorpoint/getAuction', payload: { state: 'Gujarat' } });
    expect(idsOf(json.json().data.live)).toEqual([bikes.auction.id]);
    const empty = await t.app.inject({ method: 'POST', url: '/tractorpoint/getAuction' });
    expect(empty.json().data.upcoming.length).toBe(2);
  });

  it('rejects an over-long key with a 400 msg', async () => {
    const res = await getAuction({ state: '', key: 'x'.repeat(101) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, msg: 'key must be at most 100 characters' });
  });

  it('counts live and upcoming auctions and lots per segment, all first', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/auctions/api/get-segment-with-type-count' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(200);
    expect(body.data.server_time).toEqual(expect.any(String));
    const [all, tractor, bike] = body.data.segments;
    expect(tractor).toMatchObject({
      tab_id: String(live.segment.id),
      segment: 'Tractor',
      segment_code: 'tractor',
      upcoming_auction_count: 2,
      upcoming_asset_count: 1,
    });
    expect(bike).toEqual({
      tab_id: String(bikes.segment.id),
      segment_id: bikes.segment.id,
      segment: '2 Wheeler',
      segment_code: 'two-wheeler',
      live_auction_count: 1,
      upcoming_auction_count: 0,
      live_asset_count: 1,
      upcoming_asset_count: 0,
    });
    expect(all).toEqual({
      tab_id: 'all',
      segment_id: null,
      segment: 'All',
      segment_code: null,
      live_auction_count: tractor.live_auction_count + 1,
      upcoming_auction_count: 2,
      live_asset_count: tractor.live_asset_count + 1,
      upcoming_asset_count: 1,
    });
  });

  it('counts per state and per financier', async () => {
    const count = async (payload: Record<string, string>) =>
      (await t.app.inject({ method: 'POST', url: '/auctions/api/get-segment-with-type-count', ...form(payload) })).json().data.segments[0];
    expect(await count({ state: 'Maharashtra' })).toMatchObject({
      live_auction_count: 1,
      live_asset_count: 2,
      upcoming_auction_count: 1,
      upcoming_asset_count: 0,
    });
    expect(await count({ financier: 'kaveri' })).toMatchObject({
      live_auction_count: 1,
      live_asset_count: 2,
      upcoming_auction_count: 1,
      upcoming_asset_count: 1,
    });
    expect(await count({ financier: 'Nobody Finance' })).toMatchObject({ live_auction_count: 0, upcoming_auction_count: 0 });
  });
});

describe(`home auction listing with no auctions in ${modeName}`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers both sides with {status:404}', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/tractorpoint/getAuction', ...form({ state: '', key: '' }) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 200,
      data: { live: { status: 404, msg: 'No Listings.' }, upcoming: { status: 404, msg: 'No Listings.' } },
    });
  });

  it('counts zero in the all tab', async () => {
    const body = (await t.app.inject({ method: 'POST', url: '/auctions/api/get-segment-with-type-count' })).json();
    expect(body.data.segments).toEqual([
      {
        tab_id: 'all',
        segment_id: null,
        segment: 'All',
        segment_code: null,
        live_auction_count: 0,
        upcoming_auction_count: 0,
        live_asset_count: 0,
        upcoming_asset_count: 0,
      },
    ]);
  });
});
