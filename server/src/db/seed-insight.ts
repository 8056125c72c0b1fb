import { sql } from 'drizzle-orm';
import { queryRows } from './rows.js';
import { assetPhotos, assets, auctions, buyerFees, financiers, rtoTransferFees, segments, states, yardCharges } from './schema/index.js';
import { mulberry32, randomInt } from './seed-data/random.js';
import { STATE_DATA } from './seed-data.js';
import type { Tx } from './client.js';

/*
 * Demo data for knowing a lot's cost and worth: buyer fees per financier, yard charges per yard,
 * RTO transfer references per state and segment, and a year of closed sales of the same makes
 * and models as the lots on sale, so every lot page has a price memory.
 */

/** Percent in basis points, or a flat fee: a mix, as financiers differ. */
const FEES: Record<string, { kind: 'percent' | 'flat'; percentBp?: number; flatAmount?: number }> = {
  'sahyadri-auto-finance': { kind: 'percent', percentBp: 250 },
  'krishi-mitra-capital': { kind: 'flat', flatAmount: 5_000 },
  'narmada-vahan-finance': { kind: 'percent', percentBp: 200 },
  'deccan-wheels-credit': { kind: 'flat', flatAmount: 2_500 },
  'godavari-gramin-finserv': { kind: 'percent', percentBp: 300 },
  'thar-motor-credit': { kind: 'percent', percentBp: 225 },
  'kaveri-kisan-fincorp': { kind: 'flat', flatAmount: 4_000 },
  'malwa-tractor-finance': { kind: 'percent', percentBp: 250 },
};

/**
 * Estimates of the cost of an ownership transfer at the RTO, by segment: the central fees of
 * CMVR rule 81 (transfer of ownership, smart-card RC) plus the hypothecation entry's removal;
 * state charges and service fees differ and are not included, so every figure is an estimate.
 */
export const RTO_ESTIMATES: Record<string, number> = { tractor: 1_200, two_wheeler: 850, cv: 2_200 };
export const RTO_SOURCE = 'Estimate: central transfer and smart-card RC fees (CMVR rule 81) and hypothecation removal; state charges vary';

export async function seedCostReference(tx: Tx) {
  const financierRows = await tx.select({ id: financiers.id, slug: financiers.slug }).from(financiers);
  const fees = financierRows.flatMap((f) => {
    const fee = FEES[f.slug];
    return fee
      ? [{ financierId: f.id, kind: fee.kind, percentBp: fee.percentBp ?? 0, flatAmount: fee.flatAmount ?? 0, gstPercent: 18 }]
      : [];
  });
  if (fees.length) await tx.insert(buyerFees).values(fees).onConflictDoNothing();

  const yards = STATE_DATA.flatMap((s, i) =>
    s.yards.map((y, j) => ({ yardLocation: `${y.name}, ${y.town}`, perDay: 100 + ((i * 3 + j * 2) % 6) * 25 })),
  );
  await tx.insert(yardCharges).values(yards).onConflictDoNothing();

  const stateRows = await tx.select({ id: states.id, code: states.code }).from(states);
  const segmentRows = await tx.select({ id: segments.id, code: segments.code }).from(segments);
  const rto = STATE_DATA.flatMap((s) => {
    const stateId = stateRows.find((r) => r.code === s.code)?.id;
    return stateId === undefined
      ? []
      : segmentRows.flatMap((g) =>
          RTO_ESTIMATES[g.code] === undefined
            ? []
            : [{ stateId, segmentId: g.id, amount: RTO_ESTIMATES[g.code]!, isEstimate: true, source: RTO_SOURCE }],
        );
  });
  if (rto.length) await tx.insert(rtoTransferFees).values(rto).onConflictDoNothing();
}

const MONTH_MS = 30 * 24 * 3600_000;
const round = (n: number, step: number) => Math.max(step, Math.round(n / step) * step);

/**
 * Closed, paid sales over the last 11 months: for each make, model and year on sale, three to
 * five vehicles of that year or one either side, sold near its start price (newer ones for more).
 * One closed auction per segment and month holds them.
 */
export async function seedPriceHistory(tx: Tx): Promise<number> {
  const [done] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from auctions where external_ref like 'demo:price-history:%'`,
  );
  if ((done?.n ?? 0) > 0) return 0;
  const [clock] = await queryRows<{ now: string | Date }>(tx, sql`select now() as now`);
  const now = new Date(clock!.now).getTime();
  const models = await queryRows<{
    segment_id: number;
    segment: string;
    make: string;
    model: string;
    year: number;
    price: number;
    increment: number;
    yard_location: string;
    yard_district: string;
    financier_id: number;
    state_id: number;
    state_code: string | null;
    photo: string | null;
  }>(
    tx,
    sql`select distinct on (au.segment_id, a.make, a.model, a.year) au.segment_id, sg.code as segment, a.make, a.model, a.year, a.start_price as price, a.increment,
          a.yard_location, a.yard_district, au.financier_id, au.state_id, st.code as state_code,
          (select p.storage_key from asset_photos p where p.asset_id = a.id order by p.sort_order limit 1) as photo
        from assets a join auctions au on au.id = a.auction_id join segments sg on sg.id = au.segment_id join states st on st.id = au.state_id
        where a.status = 'open' and au.external_ref like 'demo:%'
        order by au.segment_id, a.make, a.model, a.year, a.id`,
  );
  if (models.length === 0) return 0;
  const rng = mulberry32(20261126);
  const MONTHS = 11;
  const auctionIds = new Map<string, number>();
  for (const m of models) {
    for (let month = 0; month < MONTHS; month++) {
      const key = `${m.segment}:${month}`;
      if (auctionIds.has(key)) continue;
      const endsAt = new Date(now - month * MONTH_MS - 3 * 24 * 3600_000);
      const [row] = await tx
        .insert(auctions)
        .values({
          title: `Sales record · ${m.segment} · ${endsAt.toISOString().slice(0, 7)}`,
          externalRef: `demo:price-history:${key}`,
          financierId: m.financier_id,
          stateId: m.state_id,
          segmentId: m.segment_id,
          startsAt: new Date(endsAt.getTime() - 4 * 3600_000),
          endsAt,
        })
        .returning({ id: auctions.id });
      auctionIds.set(key, row!.id);
    }
  }

  const lotNos = new Map<number, number>();
  const rows: (typeof assets.$inferInsert & { photo: string | null })[] = [];
  for (const m of models) {
    const sales = randomInt(rng, 3, 5);
    for (let k = 0; k < sales; k++) {
      const month = randomInt(rng, 0, MONTHS - 1);
      const auctionId = auctionIds.get(`${m.segment}:${month}`)!;
      const lotNo = (lotNos.get(auctionId) ?? 0) + 1;
      lotNos.set(auctionId, lotNo);
      const yearDelta = randomInt(rng, -1, 1);
      const amount = round(m.price * (1 + yearDelta * 0.06) * (0.95 + rng() * 0.4), m.price >= 100_000 ? 1_000 : 500);
      const closedAt = new Date(now - month * MONTH_MS - randomInt(rng, 3, 20) * 24 * 3600_000);
      rows.push({
        auctionId,
        lotNo,
        make: m.make,
        model: m.model,
        year: m.year + yearDelta,
        registrationNumber: `${m.state_code ?? 'MH'}${String(randomInt(rng, 10, 50))}PH${String(randomInt(rng, 1000, 9999))}`,
        yardLocation: m.yard_location,
        yardDistrict: m.yard_district,
        startPrice: round(amount * 0.85, 500),
        increment: m.increment,
        currentPrice: amount,
        winningAmount: amount,
        quoteCount: randomInt(rng, 3, 14),
        reserveMet: true,
        startsAt: new Date(closedAt.getTime() - 4 * 3600_000),
        endsAt: closedAt,
        hardEndAt: closedAt,
        status: 'closed',
        closedAt,
        result: 'paid',
        resultDecidedAt: closedAt,
        photo: m.photo,
      });
    }
  }
  for (let i = 0; i < rows.length; i += 400) {
    const batch = rows.slice(i, i + 400);
    const ids = await tx
      .insert(assets)
      .values(batch.map(({ photo: _photo, ...row }) => row))
      .returning({ id: assets.id });
    const photos = batch.flatMap((r, j) =>
      r.photo ? [{ assetId: ids[j]!.id, storageKey: r.photo, caption: `${r.make} ${r.model}` }] : [],
    );
    if (photos.length) await tx.insert(assetPhotos).values(photos);
  }
  return rows.length;
}
