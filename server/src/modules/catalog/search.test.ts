import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financiers } from '../../db/schema/index.js';
import { signedInUser } from '../../test/factories.js';
import { createAsset, createAuction, form } from '../../test/factories.js';
import { createTestApp, modeName, type TestContext } from '../../test/harness.js';

const HOUR = 3600;
type Lot = Awaited<ReturnType<typeof createAsset>>;

describe(`lot search and listing check in ${modeName}`, () => {
  let t: TestContext;
  let cookie: string;
  const lot: Record<string, Lot> = {};

  const search = (fields: Record<string, string | number> = {}) =>
    t.app.inject({ method: 'POST', url: '/auctions/search-assets-by-make-model', ...form(fields) });
  const names = (res: { json(): { data: { assets: Array<{ make: string; model: string }> } } }) =>
    res.json().data.assets.map((a) => `${a.make} ${a.model}`);

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.app.db;
    cookie = (await signedInUser(db)).cookie;
    const kaveri = { slug: 'kaveri', name: 'Kaveri Kisan Fincorp' };
    const thar = { slug: 'thar', name: 'Thar Motor Credit' };
    const live = await createAuction(db, { lots: 0, financier: kaveri, state: 'Maharashtra', startsIn: -HOUR, endsIn: 2 * HOUR });
    lot.m575 = await createAsset(db, live.auction, {
      make: 'Mahindra',
      model: '575 DI',
      year: 2016,
      startPrice: 350_000,
      registrationNumber: 'MH 12 AB 1234',
    });
    lot.m265 = await createAsset(db, live.auction, { make: 'Mahindra', model: '265 DI', year: 2012, startPrice: 250_000 });
    lot.closed = await createAsset(db, live.auction, {
      make: 'Mahindra',
      model: 'Arjun 605',
      status: 'closed',
      registrationNumber: 'MH14CD9999',
    });
    lot.withdrawn = await createAsset(db, live.auction, { make: 'Mahindra', model: 'Yuvo 575', status: 'withdrawn' });
    await db
      .update(financiers)
      .set({ nameI18n: { hi: 'कावेरी किसान फिनकॉर्प', ta: 'காவேரி கிசான் ஃபின்கார்ப்' } })
      .where(eq(financiers.id, live.financier.id));
    const upcoming = await createAuction(db, { lots: 0, financier: thar, state: 'Rajasthan', startsIn: HOUR, endsIn: 3 * HOUR });
    lot.swaraj = await createAsset(db, upcoming.auction, {
      make: 'Swaraj',
      model: '744 FE',
      year: 2019,
      startPrice: 450_000,
      registrationNumber: 'RJ14XY0001',
    });
    lot.sonalika = await createAsset(db, upcoming.auction, { make: 'Sonalika', model: 'DI 745', year: 2020, startPrice: 300_000 });
    const bikes = await createAuction(db, {
      lots: 0,
      financier: thar,
      state: 'Gujarat',
      segment: 'twoWheeler',
      startsIn: -HOUR,
      endsIn: HOUR,
    });
    lot.hero = await createAsset(db, bikes.auction, {
      make: 'Hero',
      model: 'Splendor Plus',
      year: 2021,
      startPrice: 30_000,
      increment: 500,
    });
    const ended = await createAuction(db, { lots: 0, financier: kaveri, startsIn: -3 * HOUR, endsIn: -HOUR });
    lot.ended = await createAsset(db, ended.auction, { make: 'Mahindra', model: '475 DI', registrationNumber: 'MH15EF5555' });
    const cancelled = await createAuction(db, { lots: 0, financier: kaveri, status: 'cancelled' });
    lot.cancelled = await createAsset(db, cancelled.auction, { make: 'Mahindra', model: '585 DI', registrationNumber: 'MH16GH6666' });
    // Enough extra live lots for a second page.
    for (let i = 0; i < 12; i++) {
      await createAsset(db, bikes.auction, {
        make: 'Honda',
        model: `Shine ${i}`,
        year: 2015,
        startPrice: 40_000 + i * 1_000,
        increment: 500,
      });
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('finds lots still open for quotes across live and upcoming auctions only', async () => {
    const res = await search({ key: 'mahindra' });
    expect(res.statusCode).toBe(200);
    expect(names(res).sort()).toEqual(['Mahindra 265 DI', 'Mahindra 575 DI']);
  });

  it('carries the auction each lot belongs to', async () => {
    const body = (await search({ key: 'swaraj' })).json();
    expect(body.data).toMatchObject({ page_no: 1, page_size: 12, total: 1, total_pages: 1, server_time: expect.any(String) });
    expect(body.data.assets[0]).toMatchObject({
      asset_id: lot.swaraj!.id,
      lot_state: 'upcoming',
      next_valid_amount: 450_000,
      auction: {
        financierName: 'Thar Motor Credit',
        state: 'Rajasthan',
        segment: 'Tractor',
        segment_code: 'tractor',
        auction_state: 'upcoming',
      },
    });
  });

  it('matches every word of the key against make or model', async () => {
    expect(names(await search({ key: 'mahindra 575' }))).toEqual(['Mahindra 575 DI']);
    expect(names(await search({ key: 'DI 745' }))).toEqual(['Sonalika DI 745']);
  });

  it("matches a word against the auction's financier in any of its spellings", async () => {
    expect(names(await search({ key: 'कावेरी', sort: 'price_low' }))).toEqual(['Mahindra 265 DI', 'Mahindra 575 DI']);
    expect(names(await search({ key: 'காவேரி 575' }))).toEqual(['Mahindra 575 DI']);
    expect(names(await search({ key: 'kaveri', sort: 'price_low' }))).toEqual(['Mahindra 265 DI', 'Mahindra 575 DI']);
    expect(names(await search({ financier: 'कावेरी किसान फिनकॉर्प', sort: 'price_low' }))).toEqual(['Mahindra 265 DI', 'Mahindra 575 DI']);
    expect((await search({ key: 'थार' })).json().data.total).toBe(0);
  });

  it('filters by financier, state, segment, make, year and price', async () => {
    expect(names(await search({ financier: 'thar', segment: 'tractor', sort: 'price_low' }))).toEqual(['Sonalika DI 745', 'Swaraj 744 FE']);
    expect(names(await search({ state: 'maharashtra', sort: 'price_low' }))).toEqual(['Mahindra 265 DI', 'Mahindra 575 DI']);
    expect((await search({ segment: '2 Wheeler' })).json().data.total).toBe(13);
    expect(names(await search({ make: 'sonalika,swaraj', year_from: 2020 }))).toEqual(['Sonalika DI 745']);
    expect(names(await search({ segment: 'tractor', price_min: 300_000, price_max: 400_000, sort: 'price_high' }))).toEqual([
      'Mahindra 575 DI',
      'Sonalika DI 745',
    ]);
  });

  it('narrows to live or upcoming auctions', async () => {
    const live = (await search({ auction_type: 'live', segment: 'tractor' })).json().data.assets;
    expect(live.map((a: { lot_state: string }) => a.lot_state)).toEqual(['live', 'live']);
    const upcoming = (await search({ auction_type: 'upcoming' })).json().data.assets;
    expect(upcoming.map((a: { make: string }) => a.make).sort()).toEqual(['Sonalika', 'Swaraj']);
  });

  it('pages twelve at a time', async () => {
    const first = (await search({ segment: 'two-wheeler', sort: 'price_low' })).json().data;
    expect(first).toMatchObject({ total: 13, total_pages: 2 });
    expect(first.assets).toHaveLength(12);
    expect(first.assets[0].model).toBe('Splendor Plus');
    const second = (await search({ segment: 'two-wheeler', sort: 'price_low', page_no: 2 })).json().data;
    expect(second.assets.map((a: { model: string }) => a.model)).toEqual(['Shine 11']);
  });

  it('finds nothing for an unknown financier, state or segment rather than failing', async () => {
    const unknown: Record<string, string>[] = [{ financier: 'nobody' }, { state: 'Atlantis' }, { segment: 'boats' }];
    for (const fields of unknown) {
      const body = (await search(fields)).json();
      expect(body).toMatchObject({ status: 200, data: { assets: [], total: 0, total_pages: 0 } });
    }
  });

  it('rejects a bad filter with a 400 msg', async () => {
    const res = await search({ auction_type: 'ended' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, msg: 'auction_type must be all, live or upcoming' });
  });

  describe('/auctions/asset-exists-check', () => {
    const check = (fields: Record<string, string | number>, withSession = true) =>
      t.app.inject({
        method: 'POST',
        url: '/auctions/asset-exists-check',
        ...form(fields),
        ...(withSession ? { headers: { ...form({}).headers, cookie } } : {}),
      });

    it('needs a session', async () => {
      const res = await check({ registration_number: 'MH12AB1234' }, false);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status: 401, msg: 'Authentication Required' });
    });

    it('finds a listed vehicle by registration number in any spacing or case', async () => {
      const res = await check({ registration_number: 'mh12-ab 1234' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: 200,
        data: {
          exists: true,
          listings: [
            {
              asset_id: lot.m575!.id,
              c_auction_id: lot.m575!.auctionId,
              lot_no: lot.m575!.lotNo,
              make: 'Mahindra',
              model: '575 DI',
              registration_number: 'MH 12 AB 1234',
              auction_state: 'live',
              starts_at: expect.any(String),
              ends_at: lot.m575!.endsAt.toISOString(),
            },
          ],
        },
      });
      const upcoming = (await check({ registration_number: 'RJ14XY0001' })).json().data;
      expect(upcoming.listings[0].auction_state).toBe('upcoming');
    });

    it('finds a listed vehicle by asset id', async () => {
      expect((await check({ asset_id: lot.hero!.id })).json().data.exists).toBe(true);
    });

    it('reports closed lots, ended or cancelled auctions and unknown vehicles as not listed', async () => {
      for (const reg of ['MH14CD9999', 'MH15EF5555', 'MH16GH6666', 'KA01ZZ0000']) {
        expect((await check({ registration_number: reg })).json()).toEqual({ status: 200, data: { exists: false, listings: [] } });
      }
      expect((await check({ asset_id: lot.withdrawn!.id })).json().data.exists).toBe(false);
    });

    it('asks for a registration number or an asset id', async () => {
      const res = await check({});
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, msg: 'Please enter a registration number or an asset id' });
      expect((await check({ registration_number: '--' })).json()).toMatchObject({
        status: 400,
        msg: 'Please enter a valid registration number',
      });
    });
  });
});
