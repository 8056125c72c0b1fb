import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets, auctions } from '../../db/schema/index.js';
import { createAuction, ensureSegment, signedInUser } from '../../test/factories.js';
import { createTestApp, modeName, type TestContext } from '../../test/harness.js';
import { allInCost } from './all-in.js';
import { DEFAULT_FEE, DEFAULT_RTO, DEFAULT_YARD_PER_DAY } from './service.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: cookie ? { cookie } : {} });

/** A closed sale in an auction of `segmentId`, `daysAgo` days back by the database clock. */
async function sale(f: {
  auctionId: number;
  lotNo: number;
  make?: string;
  model?: string;
  year: number;
  amount: number;
  daysAgo: number;
  result?: 'paid' | 'approved' | 'rejected';
}) {
  const closedAt = sql`now() - make_interval(days => ${f.daysAgo})`;
  await t.db.insert(assets).values({
    auctionId: f.auctionId,
    lotNo: f.lotNo,
    make: f.make ?? 'Mahindra',
    model: f.model ?? '575 DI',
    year: f.year,
    registrationNumber: `MH12PH${1000 + f.lotNo}`,
    yardLocation: 'Pune',
    startPrice: 100_000,
    increment: 1_000,
    startsAt: closedAt as unknown as Date,
    endsAt: closedAt as unknown as Date,
    hardEndAt: closedAt as unknown as Date,
    closedAt: closedAt as unknown as Date,
    status: 'closed',
    result: f.result ?? 'paid',
    winningAmount: f.amount,
  });
}

describe(`lot costs and price memory in ${modeName}`, () => {
  it('gives a lot’s cost parameters, defaults first, then what an admin sets, and refuses others', async () => {
    const { lots, financier, state, segment } = await createAuction(t.db, { endsIn: 3600 });
    const lot = lots[0]!;
    const first = await post('/auctions/api/lot-costs', { asset_id: lot.id });
    expect(first.statusCode).toBe(200);
    const p = first.json().data;
    expect(p).toMatchObject({
      asset_id: lot.id,
      fee: { kind: DEFAULT_FEE.kind, percent_bp: DEFAULT_FEE.percentBp, gst_percent: DEFAULT_FEE.gstPercent },
      yard: { per_day: DEFAULT_YARD_PER_DAY, days: 6 },
      rto: { amount: DEFAULT_RTO.amount, estimate: true },
      backout_charge: 10_000,
      yard_location: 'Pune',
    });
    // 48 h to pay + 96 h to release after the lot's end.
    expect(Date.parse(p.expected_release_at) - Date.parse(lot.endsAt.toISOString())).toBe(144 * 3600_000);

    const buyer = await signedInUser(t.db);
    expect((await post('/admin/cost-settings/yard', { yard_location: 'Pune', per_day: 200 }, buyer.cookie)).statusCode).toBe(403);
    expect((await post('/admin/cost-settings/yard', { yard_location: 'Pune', per_day: 200 })).statusCode).toBe(401);

    const admin = await signedInUser(t.db, { isAdmin: true });
    expect(
      (await post('/admin/cost-settings/fee', { financier_id: financier.id, kind: 'flat', flat_amount: 5000 }, admin.cookie)).statusCode,
    ).toBe(200);
    expect((await post('/admin/cost-settings/yard', { yard_location: 'Pune', per_day: 200 }, admin.cookie)).statusCode).toBe(200);
    const rto = await post(
      '/admin/cost-settings/rto',
      { state_id: state.id, segment_id: segment.id, amount: 1800, estimate: 'false', source: 'RTO fee schedule' },
      admin.cookie,
    );
    expect(rto.statusCode).toBe(200);
    expect(rto.json().data.rto).toContainEqual(
      expect.objectContaining({ state_id: state.id, amount: 1800, estimate: false, source: 'RTO fee schedule' }),
    );

    const after = (await post('/auctions/api/lot-costs', { asset_id: lot.id })).json().data;
    expect(after).toMatchObject({
      fee: { kind: 'flat', flat_amount: 5000, gst_percent: 18 },
      yard: { per_day: 200, days: 6 },
      rto: { amount: 1800, estimate: false },
      rto_source: 'RTO fee schedule',
    });
    expect(allInCost(300_000, after)).toEqual({
      amount: 300_000,
      fee: 5_000,
      gst: 900,
      yard: 1_200,
      rto: 1_800,
      total: 308_900,
      backout_charge: 10_000,
    });
  });

  it('answers bad input with a 400 and an unknown lot with a 404', async () => {
    expect((await post('/auctions/api/lot-costs', { asset_id: 'abc' })).statusCode).toBe(400);
    expect((await post('/auctions/api/price-memory', {})).statusCode).toBe(400);
    const missing = await post('/auctions/api/lot-costs', { asset_id: 2_000_000_000 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'insight.lot_not_found' });
    const admin = await signedInUser(t.db, { isAdmin: true });
    const fee = await post('/admin/cost-settings/fee', { financier_id: 1, kind: 'percent', percent_bp: 20_000 }, admin.cookie);
    expect(fee.statusCode).toBe(400);
  });

  it('remembers what the same make and model, year ±2, same segment, sold for in the last 12 months', async () => {
    const { auction, lots, segment } = await createAuction(t.db);
    const lot = lots[0]!; // Mahindra 575 DI 2018
    const [past] = await t.db
      .insert(auctions)
      .values({
        title: 'Past',
        financierId: auction.financierId,
        stateId: auction.stateId,
        segmentId: segment.id,
        startsAt: sql`now() - interval '400 days'` as unknown as Date,
        endsAt: sql`now() - interval '399 days'` as unknown as Date,
      })
      .returning();
    const other = await ensureSegment(t.db, 'cv', 'Commercial Vehicle');
    const [elsewhere] = await t.db
      .insert(auctions)
      .values({
        title: 'CV',
        financierId: auction.financierId,
        stateId: auction.stateId,
        segmentId: other.id,
        startsAt: sql`now() - interval '40 days'` as unknown as Date,
        endsAt: sql`now() - interval '39 days'` as unknown as Date,
      })
      .returning();
    await sale({ auctionId: past!.id, lotNo: 1, year: 2018, amount: 300_000, daysAgo: 200 });
    await sale({ auctionId: past!.id, lotNo: 2, year: 2016, amount: 200_000, daysAgo: 100 });
    await sale({ auctionId: past!.id, lotNo: 3, year: 2020, amount: 400_000, daysAgo: 30, result: 'approved' });
    await sale({ auctionId: past!.id, lotNo: 4, year: 2019, amount: 350_000, daysAgo: 10, make: 'MAHINDRA' });
    // Not like it: too old a sale, year out of range, another model, unsold, another segment.
    await sale({ auctionId: past!.id, lotNo: 5, year: 2018, amount: 900_000, daysAgo: 400 });
    await sale({ auctionId: past!.id, lotNo: 6, year: 2015, amount: 900_000, daysAgo: 20 });
    await sale({ auctionId: past!.id, lotNo: 7, year: 2018, amount: 900_000, daysAgo: 20, model: '475 DI' });
    await sale({ auctionId: past!.id, lotNo: 8, year: 2018, amount: 900_000, daysAgo: 20, result: 'rejected' });
    await sale({ auctionId: elsewhere!.id, lotNo: 1, year: 2018, amount: 900_000, daysAgo: 20 });

    const res = await post('/auctions/api/price-memory', { asset_id: lot.id });
    expect(res.statusCode).toBe(200);
    const m = res.json().data;
    expect(m).toMatchObject({
      make: 'Mahindra',
      model: '575 DI',
      year_from: 2016,
      year_to: 2020,
      count: 4,
      median: 325_000,
      p25: 275_000,
      p75: 362_500,
    });
    expect(m.sales.map((s: { amount: number }) => s.amount)).toEqual([300_000, 200_000, 400_000, 350_000]);
    expect(m).not.toHaveProperty('reserve_price');

    const admin = await signedInUser(t.db, { isAdmin: true });
    const forAdmin = await post('/admin/price-memory', { asset_id: lot.id }, admin.cookie);
    expect(forAdmin.json().data).toMatchObject({ count: 4, reserve_price: null });
    expect((await post('/admin/price-memory', { asset_id: lot.id }, (await signedInUser(t.db)).cookie)).statusCode).toBe(403);
  });
});
