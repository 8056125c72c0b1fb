import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/factories.js';
import { createAsset, createAuction, form, type AuctionRow } from '../../test/factories.js';
import { createTestApp, modeName, type TestContext } from '../../test/harness.js';

const HOUR = 3600;
const MAKES = ['Mahindra', 'Swaraj', 'John Deere'] as const;
type Lot = Awaited<ReturnType<typeof createAsset>>;

describe(`auction lots page (/client/get_auction) in ${modeName}`, () => {
  let t: TestContext;
  let buyer: Awaited<ReturnType<typeof signedInUser>>;
  let auction: AuctionRow;
  let upcoming: AuctionRow;
  let cancelled: AuctionRow;
  let cancelledLot: Lot;
  const lots: Lot[] = [];

  const getLots = (fields: Record<string, string | number>, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/client/get_auction',
      ...form({ list_type: 'all_assets', ...fields }),
      ...(cookie ? { headers: { ...form({}).headers, cookie } } : {}),
    });
  const lotNos = (body: { data: { assets: Array<{ lot_no: number }> } }) => body.data.assets.map((a) => a.lot_no);

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.app.db;
    buyer = await signedInUser(db);
    ({ auction } = await createAuction(db, {
      lots: 0,
      financier: { slug: 'kaveri', name: 'Kaveri Kisan Fincorp' },
      startsIn: -HOUR,
      endsIn: 2 * HOUR,
    }));
    for (let i = 0; i < 15; i++) {
      const start = 200_000 + i * 10_000;
      const quoted = i === 3 || i === 7;
      lots.push(
        await createAsset(db, auction, {
          make: MAKES[i % 3],
          model: `Model ${i}`,
          year: 2010 + i,
          startPrice: start,
          reservePrice: start + 40_000,
          ...(quoted ? { currentPrice: start + 50_000, quoteCount: 2, lastSeq: 2 } : {}),
          ...(i === 3 ? { leaderUserId: buyer.user.id } : {}),
          ...(i === 5 ? { endsIn: HOUR / 2 } : {}),
          ...(i === 13 ? { status: 'closed', currentPrice: start + 50_000, quoteCount: 1 } : {}),
          ...(i === 14 ? { status: 'closed', currentPrice: start + 10_000, quoteCount: 1 } : {}),
          photos: i === 0 ? ['seed/vehicles/tractor.svg', 'seed/vehicles/tractor-trolley.svg'] : [],
          specs: i === 0 ? { HP: 45, Drive: '2WD' } : {},
          inspectionNotes: i === 0 ? 'Rear tyres 60%. Starts on first crank.' : '',
        }),
      );
    }
    await createAsset(db, auction, { make: 'Sonalika', status: 'withdrawn' });
    ({ auction: upcoming } = await createAuction(db, {
      lots: 0,
      financier: { slug: 'thar', name: 'Thar Motor Credit' },
      state: 'Karnataka',
      startsIn: HOUR,
      endsIn: 3 * HOUR,
    }));
    await createAsset(db, upcoming, { make: 'Eicher', model: '380' });
    ({ auction: cancelled } = await createAuction(db, { lots: 0, status: 'cancelled' }));
    cancelledLot = await createAsset(db, cancelled);
  });
  afterAll(async () => {
    await t.close();
  });

  it('pages through the lots twelve at a time, running lots soonest-ending first', async () => {
    const first = (await getLots({ uid: auction.id, page_no: 1 })).json();
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ page_no: 1, page_size: 12, total: 15, total_pages: 2 });
    expect(lotNos(first)).toEqual([6, 1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12]);
    const second = (await getLots({ uid: auction.id, page_no: 2 })).json();
    expect(lotNos(second)).toEqual([13, 14, 15]);
    const beyond = (await getLots({ uid: auction.id, page_no: 3 })).json();
    expect(beyond.data).toMatchObject({ assets: [], total: 15, page_no: 3 });
  });

  it('starts on page one when page_no is left out', async () => {
    const body = (await getLots({ uid: auction.id })).json();
    expect(body.data.page_no).toBe(1);
    expect(body.data.assets).toHaveLength(12);
  });

  it('describes each lot for its card, the auction and the server time', async () => {
    const body = (await getLots({ uid: auction.id })).json();
    const card = body.data.assets.find((a: { lot_no: number }) => a.lot_no === 1);
    const lot = lots[0]!;
    expect(card).toEqual({
      asset_id: lot.id,
      c_auction_id: auction.id,
      lot_no: 1,
      make: 'Mahindra',
      model: 'Model 0',
      year: 2010,
      registration_number: `${lot.registrationNumber.slice(0, -4)}****`,
      fuel: 'Diesel',
      kms_driven: null,
      hours_run: null,
      owners: 1,
      yard_location: 'Pune Yard',
      yard_district: 'Pune',
      thumbnail_url: '/media/img/320/seed/vehicles/tractor.svg',
      photo_count: 2,
      start_price: 200_000,
      current_price: null,
      increment: 5_000,
      next_valid_amount: 200_000,
      quote_count: 0,
      starts_at: lot.startsAt.toISOString(),
      ends_at: lot.endsAt.toISOString(),
      hard_end_at: lot.hardEndAt.toISOString(),
      status: 'open',
      lot_state: 'live',
      is_leading: false,
      grade: null,
    });
    expect(body.data.auction).toMatchObject({
      c_auction_id: auction.id,
      financierName: 'Kaveri Kisan Fincorp',
      asset_count: 15,
      auction_state: 'live',
    });
    expect(Date.parse(body.data.server_time)).toBeGreaterThan(auction.startsAt.getTime());
  });

  it('quotes the next valid amount as current price plus increment once quoted', async () => {
    const body = (await getLots({ uid: auction.id })).json();
    const quoted = body.data.assets.find((a: { lot_no: number }) => a.lot_no === 4);
    expect(quoted).toMatchObject({
      start_price: 230_000,
      current_price: 280_000,
      increment: 5_000,
      next_valid_amount: 285_000,
      quote_count: 2,
    });
  });

  it('never sends a reserve price or who quoted, and flags reserve met only on closed lots', async () => {
    const res = await getLots({ uid: auction.id, page_no: 2 });
    expect(res.body).not.toMatch(/reserve_price|leader|winner|user_id/);
    const [open, metLot, unmetLot] = res.json().data.assets;
    expect(open).not.toHaveProperty('reserve_met');
    expect(metLot).toMatchObject({ lot_no: 14, status: 'closed', lot_state: 'ended', reserve_met: true });
    expect(unmetLot).toMatchObject({ lot_no: 15, status: 'closed', lot_state: 'ended', reserve_met: false });
  });

  it('shows a signed-in buyer the full registration number and the lots they lead', async () => {
    const body = (await getLots({ uid: auction.id }, buyer.cookie)).json();
    const led = body.data.assets.filter((a: { is_leading: boolean }) => a.is_leading).map((a: { lot_no: number }) => a.lot_no);
    expect(led).toEqual([4]);
    expect(body.data.assets.find((a: { lot_no: number }) => a.lot_no === 1).registration_number).toBe(lots[0]!.registrationNumber);
  });

  it('filters by make (any case, several at once), year range and price range', async () => {
    const swaraj = (await getLots({ uid: auction.id, make: 'swaraj' })).json();
    expect(swaraj.data.total).toBe(5);
    expect(new Set(swaraj.data.assets.map((a: { make: string }) => a.make))).toEqual(new Set(['Swaraj']));
    const two = (await getLots({ uid: auction.id, make: 'Swaraj, john deere' })).json();
    expect(two.data.total).toBe(10);
    const years = (await getLots({ uid: auction.id, year_from: 2012, year_to: 2014, sort: 'newest' })).json();
    expect(years.data.assets.map((a: { year: number }) => a.year)).toEqual([2014, 2013, 2012]);
    // Lot 4 starts at 230,000 but its quote moved it to 280,000: the filter uses the price shown.
    const prices = (await getLots({ uid: auction.id, price_min: 250_000, price_max: 290_000, sort: 'price_low' })).json();
    expect(prices.data.assets.map((a: { lot_no: number }) => a.lot_no)).toEqual([6, 7, 4, 9, 10]);
    const combined = (await getLots({ uid: auction.id, make: 'Mahindra', year_from: 2013, price_max: 300_000 })).json();
    expect(lotNos(combined)).toEqual([4, 7, 10]);
  });

  it('sorts by price either way and by newest', async () => {
    const low = (await getLots({ uid: auction.id, sort: 'price_low' })).json();
    const lowPrices = low.data.assets.map((a: { current_price: number | null; start_price: number }) => a.current_price ?? a.start_price);
    expect(lowPrices).toEqual([...lowPrices].sort((a, b) => a - b));
    expect(low.data.assets[0].lot_no).toBe(1);
    const high = (await getLots({ uid: auction.id, sort: 'price_high' })).json();
    expect(high.data.assets[0]).toMatchObject({ lot_no: 14, current_price: 380_000 });
    const newest = (await getLots({ uid: auction.id, sort: 'newest' })).json();
    expect(lotNos(newest).slice(0, 3)).toEqual([15, 14, 13]);
  });

  it('offers facets for the filters: makes with counts, years and prices', async () => {
    const body = (await getLots({ uid: auction.id, make: 'Swaraj' })).json();
    expect(body.data.facets).toEqual({
      makes: [
        { make: 'John Deere', count: 5 },
        { make: 'Mahindra', count: 5 },
        { make: 'Swaraj', count: 5 },
      ],
      year_min: 2010,
      year_max: 2024,
      price_min: 200_000,
      price_max: 380_000,
    });
  });

  it('lists an upcoming auction with its lots not yet live', async () => {
    const body = (await getLots({ uid: upcoming.id })).json();
    expect(body.data.auction.auction_state).toBe('upcoming');
    expect(body.data.assets.map((a: { lot_state: string }) => a.lot_state)).toEqual(['upcoming']);
  });

  it('answers a missing or cancelled auction with 404', async () => {
    for (const uid of [cancelled.id, 999_999]) {
      const res = await getLots({ uid });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 404, msg: 'Auction not found' });
    }
  });

  it.each([
    [{}, 'uid (the auction id) is required'],
    [{ uid: 'abc' }, 'uid must be a number'],
    [{ uid: 1, page_no: 0 }, 'page_no must be at least 1'],
    [{ uid: 1, sort: 'cheapest' }, 'sort must be one of ends_soonest, price_low, price_high, newest'],
    [{ uid: 1, list_type: 'my_bids' }, 'list_type must be all_assets'],
    [{ uid: 1, year_from: 2020, year_to: 2010 }, 'year_from must not be after year_to'],
    [{ uid: 1, price_min: 5, price_max: 1 }, 'price_min must not be more than price_max'],
  ])('rejects %j with 400 and a msg', async (fields, msg) => {
    const res = await getLots(fields as Record<string, string | number>);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, msg });
  });

  describe('one lot in full (/auctions/view/assets)', () => {
    const view = (assetId: number | string, cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/auctions/view/assets',
        ...form({ asset_id: assetId }),
        ...(cookie ? { headers: { ...form({}).headers, cookie } } : {}),
      });

    it('shows photos in phone sizes, specs, inspection notes, prices and the countdown', async () => {
      const res = await view(lots[0]!.id);
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data).toMatchObject({
        asset_id: lots[0]!.id,
        specs: { HP: 45, Drive: '2WD' },
        inspection_notes: 'Rear tyres 60%. Starts on first crank.',
        current_price: null,
        next_valid_amount: 200_000,
        increment: 5_000,
        quote_count: 0,
        ends_at: lots[0]!.endsAt.toISOString(),
        hard_end_at: lots[0]!.hardEndAt.toISOString(),
        extensions: 0,
        closed_at: null,
        server_time: expect.any(String),
      });
      expect(data.photos).toEqual([
        {
          caption: 'Photo 1',
          slot: 'other',
          thumbnail_url: '/media/img/320/seed/vehicles/tractor.svg',
          medium_url: '/media/img/640/seed/vehicles/tractor.svg',
          url: '/media/img/1024/seed/vehicles/tractor.svg',
          srcset:
            '/media/img/320/seed/vehicles/tractor.svg 320w, /media/img/640/seed/vehicles/tractor.svg 640w, /media/img/1024/seed/vehicles/tractor.svg 1024w',
          avif_srcset:
            '/media/avif/320/seed/vehicles/tractor.svg 320w, /media/avif/640/seed/vehicles/tractor.svg 640w, /media/avif/1024/seed/vehicles/tractor.svg 1024w',
        },
        expect.objectContaining({ url: '/media/img/1024/seed/vehicles/tractor-trolley.svg' }),
      ]);
      expect(data.auction).toMatchObject({
        c_auction_id: auction.id,
        financierName: 'Kaveri Kisan Fincorp',
        state: 'Maharashtra',
        segment: 'Tractor',
      });
      expect(data).not.toHaveProperty('reserve_met');
      expect(res.body).not.toMatch(/reserve_price|leader|winner/);
    });

    it('reports reserve met only as a boolean once the lot is closed', async () => {
      const met = (await view(lots[13]!.id)).json().data;
      expect(met).toMatchObject({ status: 'closed', reserve_met: true });
      const unmet = (await view(lots[14]!.id)).json().data;
      expect(unmet).toMatchObject({ status: 'closed', reserve_met: false });
    });

    it('tells a signed-in buyer they lead', async () => {
      expect((await view(lots[3]!.id, buyer.cookie)).json().data.is_leading).toBe(true);
      expect((await view(lots[3]!.id)).json().data.is_leading).toBe(false);
    });

    it('answers a missing lot, or a lot of a cancelled auction, with 404, and no id with 400', async () => {
      for (const id of [999_999, cancelledLot.id]) {
        const missing = await view(id);
        expect(missing.statusCode).toBe(404);
        expect(missing.json()).toMatchObject({ status: 404, msg: 'Vehicle not found' });
      }
      const res = await t.app.inject({ method: 'POST', url: '/auctions/view/assets' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, msg: 'asset_id is required' });
    });
  });
});
