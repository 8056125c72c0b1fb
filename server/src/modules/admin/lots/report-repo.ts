import { and, eq, sql } from 'drizzle-orm';
import { takeProposed } from '../../../db/rows.js';
import {
  assetConditionReports,
  assetDocuments,
  assetPhotos,
  assets,
  auctions,
  segments,
  type StoredPoint,
} from '../../../db/schema/index.js';
import type { Executor } from '../../../db/client.js';

/** Condition reports, documents and photo slots as the console writes them. Queries only. */

/** The lot's status and its auction's segment (which checklist it takes); `lock` row-locks the lot. */
export async function lotForReport(ex: Executor, id: number, lock = false) {
  const q = ex
    .select({
      id: assets.id,
      status: assets.status,
      auctionStatus: auctions.status,
      segmentCode: segments.code,
      ended: sql<boolean>`(${assets.endsAt} <= now())`,
    })
    .from(assets)
    .innerJoin(auctions, eq(auctions.id, assets.auctionId))
    .innerJoin(segments, eq(segments.id, auctions.segmentId))
    .where(eq(assets.id, id));
  const [row] = await (lock ? q.for('update', { of: assets }) : q);
  return row;
}

export async function findReport(ex: Executor, assetId: number) {
  const [row] = await ex.select().from(assetConditionReports).where(eq(assetConditionReports.assetId, assetId));
  return row;
}

export type NewReport = {
  assetId: number;
  checklist: string;
  grade: string;
  points: StoredPoint[];
  inspectorName: string;
  inspectedOn: string | null;
};

export async function upsertReports(ex: Executor, rows: NewReport[]) {
  if (rows.length === 0) return;
  await ex
    .insert(assetConditionReports)
    .values(rows)
    .onConflictDoUpdate({
      target: assetConditionReports.assetId,
      set: takeProposed(assetConditionReports, ['checklist', 'grade', 'points', 'inspectorName', 'inspectedOn']),
    });
}

export async function findDocuments(ex: Executor, assetId: number) {
  const [row] = await ex.select().from(assetDocuments).where(eq(assetDocuments.assetId, assetId));
  return row;
}

export type NewDocuments = typeof assetDocuments.$inferInsert;

export async function upsertDocuments(ex: Executor, rows: NewDocuments[]) {
  if (rows.length === 0) return;
  await ex
    .insert(assetDocuments)
    .values(rows)
    .onConflictDoUpdate({
      target: assetDocuments.assetId,
      set: takeProposed(assetDocuments, [
        'rc',
        'keys',
        'noc',
        'form35',
        'insuranceValidUntil',
        'hypothecation',
        'repossessionBasis',
        'dispute',
      ]),
    });
}

export async function updatePhoto(
  ex: Executor,
  assetId: number,
  photoId: number,
  set: { slot?: string | undefined; caption?: string | undefined },
) {
  const [row] = await ex
    .update(assetPhotos)
    .set(set)
    .where(and(eq(assetPhotos.id, photoId), eq(assetPhotos.assetId, assetId)))
    .returning({ id: assetPhotos.id });
  return row !== undefined;
}
