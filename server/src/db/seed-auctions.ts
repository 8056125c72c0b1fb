import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows } from './rows.js';
import { assetPhotos, assets, auctions, challans, financiers, rcRecords } from './schema/index.js';
import {
  AUCTION_PLAN,
  DEMO_SEED,
  FINANCIERS,
  SEED_ASSETS_DIR,
  STATE_DATA,
  generateAuctionLots,
  lotEndsAt,
  rcFor,
  recolourIllustration,
  scheduleFor,
  vehicleIllustrationFile,
  type VehicleKind,
} from './seed-data.js';
import type { Tx } from './client.js';

const SEGMENT_TITLES: Record<string, string> = { tractor: 'Tractor', two_wheeler: '2 Wheeler', cv: 'Commercial Vehicle' };

/** The illustration in the lot's body colour (once per colour); returns its storage key. */
async function lotPicture(kind: VehicleKind, colour: string, pictures: Map<string, Buffer>) {
  const name = `lots/seed-${kind}-${colour.replace('#', '').toLowerCase()}.svg`;
  if (pictures.has(name)) return name;
  const svg = await readFile(path.join(SEED_ASSETS_DIR, vehicleIllustrationFile(kind)), 'utf8');
  pictures.set(name, Buffer.from(recolourIllustration(svg, colour)));
  return name;
}

/**
 * Demo auctions timed from the database clock, so a fresh start always has live sales. The lot
 * pictures they name go into `pictures` (key → bytes): the caller stores them once its
 * transaction has committed (the storage may be the database, on another connection).
 */

export async function seedAuctions(
  tx: Tx,
  pictures: Map<string, Buffer>,
  ids: { stateIds: Map<string, number>; segmentIds: Map<string, number> },
): Promise<number> {
  const [clock] = await queryRows<{ now: string | Date }>(tx, sql`select now() as now`);
  const now = new Date(clock!.now);
  const financierRows = await tx.select({ id: financiers.id, slug: financiers.slug }).from(financiers);
  const financierIds = new Map(financierRows.map((f) => [f.slug, f.id]));
  let created = 0;

  for (const item of AUCTION_PLAN) {
    const state = STATE_DATA.find((s) => s.code === item.stateCode)!;
    const financier = FINANCIERS.find((f) => f.slug === item.financierSlug)!;
    const schedule = scheduleFor(item, now);
    const [auction] = await tx
      .insert(auctions)
      .values({
        title: `${financier.name} · ${state.name} ${SEGMENT_TITLES[item.segment]} Sale`,
        externalRef: `demo:${item.key}`,
        financierId: financierIds.get(item.financierSlug)!,
        stateId: ids.stateIds.get(state.name)!,
        segmentId: ids.segmentIds.get(item.segment)!,
        startsAt: schedule.startsAt,
        endsAt: schedule.endsAt,
        closeGapSeconds: item.lotStaggerSeconds,
      })
      .onConflictDoNothing()
      .returning({ id: auctions.id, hardEndSeconds: auctions.hardEndSeconds });
    if (!auction) continue;
    created += 1;

    const lots = generateAuctionLots(item, DEMO_SEED);
    const rows = lots.map((lot) => {
      const endsAt = lotEndsAt(item, now, lot.lotNumber);
      return {
        auctionId: auction.id,
        lotNo: lot.lotNumber,
        make: lot.make,
        model: lot.model,
        year: lot.year,
        registrationNumber: lot.registrationNumber,
        fuel: lot.fuel,
        kmsDriven: lot.kmsDriven,
        hoursRun: lot.hoursRun,
        owners: lot.owners,
        yardLocation: `${lot.yard.name}, ${lot.yard.town}`,
        yardDistrict: lot.yard.district,
        inspectionNotes: lot.inspectionNotes.join('\n'),
        specs: Object.fromEntries(Object.entries(lot.specs).filter(([, v]) => v !== undefined)) as Record<string, string | number>,
        startPrice: lot.startPrice,
        reservePrice: lot.reservePrice,
        increment: lot.increment,
        startsAt: schedule.startsAt,
        endsAt,
        hardEndAt: new Date(endsAt.getTime() + auction.hardEndSeconds * 1000),
      };
    });
    const inserted = await tx.insert(assets).values(rows).returning({ id: assets.id, lotNo: assets.lotNo });
    const photoRows = [];
    for (const a of inserted) {
      const lot = lots.find((l) => l.lotNumber === a.lotNo)!;
      const key = await lotPicture(lot.illustration, lot.bodyColour, pictures);
      photoRows.push({ assetId: a.id, storageKey: key, sortOrder: 0, caption: `${lot.make} ${lot.model}` });
    }
    await tx.insert(assetPhotos).values(photoRows);

    const records = lots.map((lot) =>
      rcFor(
        {
          registrationNumber: lot.registrationNumber,
          make: lot.make,
          model: lot.model,
          year: lot.year,
          fuel: lot.fuel,
          segment: item.segment,
          financier: financier.name,
          town: lot.yard.town,
        },
        now,
      ),
    );
    await tx
      .insert(rcRecords)
      .values(records.map(({ challans: _c, ...rc }) => rc))
      .onConflictDoNothing();
    const challanRows = records.flatMap((r) => r.challans.map((c) => ({ ...c, registrationNumber: r.registrationNumber })));
    if (challanRows.length) await tx.insert(challans).values(challanRows).onConflictDoNothing();
  }
  return created;
}
