import { and, asc, count, desc, eq, gte, ilike, inArray, lte, max, min, or, sql, type SQL } from 'drizzle-orm';
import { outerId } from '../../db/rows.js';
import {
  assetConditionReports,
  assetDocuments,
  assetPhotos,
  assets,
  auctions,
  financiers,
  segments,
  states,
} from '../../db/schema/index.js';
import { auctionFilterConditions, auctionRowColumns, type AuctionFilter } from './auction-repo.js';
import {
  auctionIsUpcoming,
  auctionState,
  containsPattern,
  financierIdsNamed,
  lotCoverKey,
  lotIsBiddable,
  lotPhotoCount,
  lotPrice,
  lotRegistrationKey,
  lotReserveMet,
  lotState,
} from './sql.js';
import type { Executor } from '../../db/client.js';
import type { LotSort } from './schema.js';

/** Lots (assets) as buyers browse them. Reserve prices stay in the database: only reserveMet leaves. */

/** A lot's vehicle, yard and condition grade: what buyers and the console both show of it. */
export const lotVehicleColumns = {
  id: assets.id,
  auctionId: assets.auctionId,
  lotNo: assets.lotNo,
  make: assets.make,
  model: assets.model,
  year: assets.year,
  registrationNumber: assets.registrationNumber,
  fuel: assets.fuel,
  kmsDriven: assets.kmsDriven,
  hoursRun: assets.hoursRun,
  owners: assets.owners,
  yardLocation: assets.yardLocation,
  yardDistrict: assets.yardDistrict,
  grade: sql<string | null>`(select r.grade from asset_condition_reports r where r.asset_id = ${outerId(assets)})`,
};

export const lotColumns = {
  ...lotVehicleColumns,
  coverKey: lotCoverKey,
  photoCount: lotPhotoCount,
  startPrice: assets.startPrice,
  currentPrice: assets.currentPrice,
  increment: assets.increment,
  quoteCount: assets.quoteCount,
  startsAt: assets.startsAt,
  endsAt: assets.endsAt,
  hardEndAt: assets.hardEndAt,
  status: assets.status,
  lotState,
  reserveMet: lotReserveMet,
  leaderUserId: assets.leaderUserId,
};

const auctionBrief = {
  id: auctions.id,
  title: auctions.title,
  financierName: financiers.name,
  financierNames: financiers.nameI18n,
  financierLogoKey: financiers.logoKey,
  stateName: states.name,
  segmentName: segments.name,
  segmentCode: segments.code,
  state: auctionState,
  requiresDeposit: auctions.requiresDeposit,
};

export interface LotFilter {
  auctionId?: number;
  /** Only lots still open for quotes in live or upcoming auctions (the cross-auction search). */
  biddableOnly?: boolean;
  auctionKind?: 'live' | 'upcoming';
  auction?: AuctionFilter;
  /** Lower-cased makes, any of which matches. */
  makes?: string[];
  model?: string;
  /** Each word must match the make, the model, or the auction's financier (any of its spellings). */
  words?: string[];
  yearFrom?: number;
  yearTo?: number;
  priceMin?: number;
  priceMax?: number;
  /** Condition grades (A-E), any of which matches. */
  grades?: string[];
}

function lotConditions(f: LotFilter): SQL | undefined {
  const conds: (SQL | undefined)[] = [eq(auctions.status, 'scheduled'), sql`${assets.status} <> 'withdrawn'`];
  if (f.auctionId !== undefined) conds.push(eq(assets.auctionId, f.auctionId));
  if (f.biddableOnly) conds.push(lotIsBiddable);
  if (f.auctionKind === 'live') conds.push(sql`${auctions.startsAt} <= now()`);
  if (f.auctionKind === 'upcoming') conds.push(auctionIsUpcoming);
  if (f.auction) conds.push(...auctionFilterConditions(f.auction));
  if (f.makes?.length) conds.push(inArray(sql`lower(${assets.make})`, f.makes));
  if (f.model) conds.push(ilike(assets.model, containsPattern(f.model)));
  for (const word of f.words ?? []) {
    const p = containsPattern(word);
    conds.push(or(ilike(assets.make, p), ilike(assets.model, p), sql`${auctions.financierId} in ${financierIdsNamed(word)}`));
  }
  if (f.yearFrom !== undefined) conds.push(gte(assets.year, f.yearFrom));
  if (f.yearTo !== undefined) conds.push(lte(assets.year, f.yearTo));
  if (f.priceMin !== undefined) conds.push(sql`${lotPrice} >= ${f.priceMin}`);
  if (f.priceMax !== undefined) conds.push(sql`${lotPrice} <= ${f.priceMax}`);
  if (f.grades?.length) {
    conds.push(
      sql`exists (select 1 from ${assetConditionReports} r where r.asset_id = ${outerId(assets)} and r.grade in (${sql.join(
        f.grades.map((g) => sql`${g}`),
        sql`, `,
      )}))`,
    );
  }
  return and(...conds);
}

function lotOrder(sort: LotSort): SQL[] {
  switch (sort) {
    case 'price_low':
      return [asc(lotPrice), asc(assets.id)];
    case 'price_high':
      return [desc(lotPrice), asc(assets.id)];
    case 'newest':
      return [desc(assets.createdAt), desc(assets.id)];
    case 'ends_soonest':
      // Lots still running come first, so closed ones (ended earliest) do not crowd the first page.
      return [sql`(${assets.status} = 'open' and ${assets.endsAt} > now()) desc`, asc(assets.endsAt), asc(assets.lotNo), asc(assets.id)];
  }
}

export function listLots(db: Executor, f: LotFilter, sort: LotSort, page: { limit: number; offset: number }) {
  return db
    .select({ lot: lotColumns, auction: auctionBrief })
    .from(assets)
    .innerJoin(auctions, eq(auctions.id, assets.auctionId))
    .innerJoin(financiers, eq(financiers.id, auctions.financierId))
    .innerJoin(states, eq(states.id, auctions.stateId))
    .innerJoin(segments, eq(segments.id, auctions.segmentId))
    .where(lotConditions(f))
    .orderBy(...lotOrder(sort))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countLots(db: Executor, f: LotFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(assets)
    .innerJoin(auctions, eq(auctions.id, assets.auctionId))
    .innerJoin(financiers, eq(financiers.id, auctions.financierId))
    .innerJoin(states, eq(states.id, auctions.stateId))
    .innerJoin(segments, eq(segments.id, auctions.segmentId))
    .where(lotConditions(f));
  return row?.n ?? 0;
}

/** What an auction's filters can choose from: its makes, and the span of years and prices. */
export async function auctionFacets(db: Executor, auctionId: number) {
  const onSale = and(eq(assets.auctionId, auctionId), sql`${assets.status} <> 'withdrawn'`);
  const [makes, [span]] = await Promise.all([
    db.select({ make: assets.make, count: count() }).from(assets).where(onSale).groupBy(assets.make).orderBy(asc(assets.make)),
    db
      .select({
        yearMin: min(assets.year),
        yearMax: max(assets.year),
        priceMin: sql<number | null>`min(${lotPrice})`.mapWith(Number),
        priceMax: sql<number | null>`max(${lotPrice})`.mapWith(Number),
      })
      .from(assets)
      .where(onSale),
  ]);
  return { makes, span: span ?? { yearMin: null, yearMax: null, priceMin: null, priceMax: null } };
}

/** One lot in full, with its auction as listed; null when absent or its auction was cancelled. */
export async function findLot(db: Executor, assetId: number) {
  const [row] = await db
    .select({
      lot: {
        ...lotColumns,
        specs: assets.specs,
        inspectionNotes: assets.inspectionNotes,
        extensions: assets.extensions,
        closedAt: assets.closedAt,
        videoUrl: assets.videoUrl,
      },
      auction: auctionRowColumns,
    })
    .from(assets)
    .innerJoin(auctions, eq(auctions.id, assets.auctionId))
    .innerJoin(financiers, eq(financiers.id, auctions.financierId))
    .innerJoin(states, eq(states.id, auctions.stateId))
    .innerJoin(segments, eq(segments.id, auctions.segmentId))
    .where(and(eq(assets.id, assetId), eq(auctions.status, 'scheduled')));
  return row ?? null;
}

export function listPhotos(db: Executor, assetId: number) {
  return db
    .select({ id: assetPhotos.id, key: assetPhotos.storageKey, caption: assetPhotos.caption, slot: assetPhotos.slot })
    .from(assetPhotos)
    .where(eq(assetPhotos.assetId, assetId))
    .orderBy(asc(assetPhotos.sortOrder), asc(assetPhotos.id));
}

/** Lots open for quotes in live or upcoming auctions, by registration (normalised) or by id. */
export function findListedLots(db: Executor, by: { registrationKey?: string; assetId?: number }) {
  const match = by.registrationKey !== undefined ? sql`${lotRegistrationKey} = ${by.registrationKey}` : eq(assets.id, by.assetId ?? -1);
  return db
    .select({
      id: assets.id,
      auctionId: assets.auctionId,
      lotNo: assets.lotNo,
      make: assets.make,
      model: assets.model,
      registrationNumber: assets.registrationNumber,
      // An open, unexpired lot's auction is live once started, upcoming before.
      auctionState: sql<'upcoming' | 'live'>`(case when ${auctionIsUpcoming} then 'upcoming' else 'live' end)`,
      startsAt: auctions.startsAt,
      endsAt: assets.endsAt,
    })
    .from(assets)
    .innerJoin(auctions, eq(auctions.id, assets.auctionId))
    .where(and(lotIsBiddable, match))
    .orderBy(asc(assets.endsAt), asc(assets.id));
}

export async function findReport(db: Executor, assetId: number) {
  const [row] = await db.select().from(assetConditionReports).where(eq(assetConditionReports.assetId, assetId));
  return row;
}

export async function findDocuments(db: Executor, assetId: number) {
  const [row] = await db.select().from(assetDocuments).where(eq(assetDocuments.assetId, assetId));
  return row;
}
