import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { firstRow, outerId } from '../../../db/rows.js';
import { assetDocuments, assetPhotos, assets, auctions, users } from '../../../db/schema/index.js';
import { lotRegistrationKey, lotState, lotVehicleColumns } from '../../catalog/index.js';
import type { Executor } from '../../../db/client.js';

/** Lots as the console edits them: reserve, leader's identity and watchers included. Queries only. */

const leader = alias(users, 'leader');

const lotColumns = {
  ...lotVehicleColumns,
  inspectionNotes: assets.inspectionNotes,
  videoUrl: assets.videoUrl,
  documents: {
    rc: assetDocuments.rc,
    keys: assetDocuments.keys,
    noc: assetDocuments.noc,
    form35: assetDocuments.form35,
    insuranceValidUntil: assetDocuments.insuranceValidUntil,
    hypothecation: assetDocuments.hypothecation,
    repossessionBasis: assetDocuments.repossessionBasis,
    dispute: assetDocuments.dispute,
  },
  startPrice: assets.startPrice,
  reservePrice: assets.reservePrice,
  increment: assets.increment,
  currentPrice: assets.currentPrice,
  quoteCount: assets.quoteCount,
  leaderUserId: assets.leaderUserId,
  leaderFirstName: leader.firstName,
  leaderLastName: leader.lastName,
  leaderPhone: leader.phone,
  watchers: sql<number>`(select count(*)::int from watchlist w where w.asset_id = ${outerId(assets)})`.mapWith(Number),
  status: assets.status,
  lotState,
  result: assets.result,
  startsAt: assets.startsAt,
  endsAt: assets.endsAt,
  hardEndAt: assets.hardEndAt,
  extensions: assets.extensions,
  closedAt: assets.closedAt,
  auctionStatus: auctions.status,
  auctionStartsAt: auctions.startsAt,
  /** The lot can take no more quotes by the database clock. */
  ended: sql<boolean>`(${assets.endsAt} <= now())`,
};
export type LotRow = NonNullable<Awaited<ReturnType<typeof findLot>>>;

const base = (ex: Executor) =>
  ex
    .select(lotColumns)
    .from(assets)
    .innerJoin(auctions, eq(auctions.id, assets.auctionId))
    .leftJoin(leader, eq(leader.id, assets.leaderUserId))
    .leftJoin(assetDocuments, eq(assetDocuments.assetId, assets.id));

/** The lot, row-locked when `lock`: the quote transaction takes the same lock, so they serialise. */
export async function findLot(ex: Executor, id: number, lock = false) {
  return firstRow(base(ex).where(eq(assets.id, id)), lock, assets);
}

export const lotsOfAuction = (ex: Executor, auctionId: number) =>
  base(ex).where(eq(assets.auctionId, auctionId)).orderBy(asc(assets.lotNo));

export async function photosOf(ex: Executor, assetIds: number[]) {
  if (assetIds.length === 0) return [];
  return ex
    .select()
    .from(assetPhotos)
    .where(inArray(assetPhotos.assetId, assetIds))
    .orderBy(asc(assetPhotos.assetId), asc(assetPhotos.sortOrder), asc(assetPhotos.id));
}

export async function nextLotNo(ex: Executor, auctionId: number) {
  const [row] = await ex
    .select({ n: sql<number>`coalesce(max(${assets.lotNo}), 0) + 1`.mapWith(Number) })
    .from(assets)
    .where(eq(assets.auctionId, auctionId));
  return row!.n;
}

/** Registration keys (upper-case letters and digits) and lot numbers already in the auction. */
export async function takenInAuction(ex: Executor, auctionId: number, exceptAssetId?: number) {
  const rows = await ex
    .select({ key: lotRegistrationKey, lotNo: assets.lotNo, status: assets.status })
    .from(assets)
    .where(and(eq(assets.auctionId, auctionId), exceptAssetId === undefined ? undefined : ne(assets.id, exceptAssetId)));
  return {
    registrations: new Set(rows.filter((r) => r.status !== 'withdrawn').map((r) => r.key)),
    lotNos: new Set(rows.map((r) => r.lotNo)),
  };
}

export type NewLot = typeof assets.$inferInsert;

export async function insertLots(ex: Executor, rows: NewLot[]) {
  if (rows.length === 0) return [];
  return ex.insert(assets).values(rows).returning({ id: assets.id, lotNo: assets.lotNo });
}

export async function updateLot(ex: Executor, id: number, set: Partial<NewLot>) {
  await ex
    .update(assets)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(assets.id, id));
}

export async function insertPhotos(ex: Executor, assetId: number, keys: string[], caption: string, slot = 'other') {
  const [row] = await ex
    .select({ n: sql<number>`coalesce(max(${assetPhotos.sortOrder}), -1) + 1`.mapWith(Number) })
    .from(assetPhotos)
    .where(eq(assetPhotos.assetId, assetId));
  const first = row!.n;
  const rows = await ex
    .insert(assetPhotos)
    .values(keys.map((storageKey, i) => ({ assetId, storageKey, sortOrder: first + i, caption, slot })))
    .returning({ id: assetPhotos.id, sortOrder: assetPhotos.sortOrder });
  // In the keys' order, whatever order the database returns them in.
  return rows.sort((a, b) => a.sortOrder - b.sortOrder).map((r) => r.id);
}

export async function deletePhoto(ex: Executor, assetId: number, photoId: number) {
  const [row] = await ex
    .delete(assetPhotos)
    .where(and(eq(assetPhotos.id, photoId), eq(assetPhotos.assetId, assetId)))
    .returning({ storageKey: assetPhotos.storageKey });
  return row?.storageKey;
}

export async function setPhotoOrder(ex: Executor, assetId: number, photoIds: number[]) {
  for (const [i, id] of photoIds.entries()) {
    await ex
      .update(assetPhotos)
      .set({ sortOrder: i })
      .where(and(eq(assetPhotos.id, id), eq(assetPhotos.assetId, assetId)));
  }
}

/** Whether any photo row still names the file (seeded lots may share one). */
export async function keyInUse(ex: Executor, key: string) {
  const [row] = await ex.select({ id: assetPhotos.id }).from(assetPhotos).where(eq(assetPhotos.storageKey, key)).limit(1);
  return row !== undefined;
}
