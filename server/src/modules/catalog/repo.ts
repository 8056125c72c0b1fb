import { and, asc, eq, or, sql } from 'drizzle-orm';
import {
  assetPhotos,
  assets,
  auctions,
  brands,
  financiers,
  segments,
  stateHeadContacts,
  states,
  vehicleModels,
} from '../../db/schema/index.js';
import { auctionIsListed } from './sql.js';
import type { Executor } from '../../db/client.js';

/** Reference data: financiers, states, segments, brands, contacts. Queries only. */

/** The database clock, which decides every auction's state. */
export async function dbNow(db: Executor): Promise<Date> {
  const [row] = await db
    .select({ ms: sql<number>`(extract(epoch from now()) * 1000)::float8`.mapWith(Number) })
    .from(sql`(values (1)) as one(x)`);
  return new Date(row!.ms);
}

export function listFinanciers(db: Executor) {
  return db
    .select({ id: financiers.id, name: financiers.name, nameI18n: financiers.nameI18n, slug: financiers.slug, logoKey: financiers.logoKey })
    .from(financiers)
    .where(eq(financiers.isActive, true))
    .orderBy(asc(financiers.name));
}

export function listStates(db: Executor, opts: { activeOnly: boolean }) {
  return db
    .select({ id: states.id, name: states.name, code: states.code, isActive: states.isActive })
    .from(states)
    .where(opts.activeOnly ? eq(states.isActive, true) : undefined)
    .orderBy(asc(states.sortOrder), asc(states.name));
}

/** Active states with at least one live or upcoming auction. */
export function listStatesWithSales(db: Executor) {
  return db
    .selectDistinct({ id: states.id, name: states.name, sortOrder: states.sortOrder })
    .from(states)
    .innerJoin(auctions, eq(auctions.stateId, states.id))
    .where(and(eq(states.isActive, true), auctionIsListed))
    .orderBy(asc(states.sortOrder), asc(states.name), asc(states.id));
}

export function listStateHeads(db: Executor) {
  return db
    .select({ state: states.name, name: stateHeadContacts.name, phone: stateHeadContacts.phone })
    .from(stateHeadContacts)
    .innerJoin(states, eq(states.id, stateHeadContacts.stateId))
    .orderBy(asc(states.sortOrder), asc(states.name), asc(stateHeadContacts.sortOrder), asc(stateHeadContacts.id));
}

export function listSegments(db: Executor) {
  return db
    .select({ id: segments.id, code: segments.code, name: segments.name })
    .from(segments)
    .orderBy(asc(segments.sortOrder), asc(segments.id));
}

export function listBrandModels(db: Executor) {
  return db
    .select({ segmentId: brands.segmentId, brand: brands.name, model: vehicleModels.name })
    .from(brands)
    .leftJoin(vehicleModels, eq(vehicleModels.brandId, brands.id));
}

/** Makes and models of lots actually put up for sale, which the brand table may not know yet. */
export function listLotMakeModels(db: Executor) {
  return db
    .selectDistinct({ segmentId: auctions.segmentId, brand: assets.make, model: assets.model })
    .from(assets)
    .innerJoin(auctions, eq(auctions.id, assets.auctionId))
    .where(and(eq(auctions.status, 'scheduled'), sql`${assets.status} <> 'withdrawn'`));
}

const numericId = (ref: string) => (/^\d{1,9}$/.test(ref) ? Number(ref) : -1);

/** A state by id or by name (any case); null when none matches. */
export async function findStateId(db: Executor, ref: string): Promise<number | null> {
  const [row] = await db
    .select({ id: states.id })
    .from(states)
    .where(or(eq(states.id, numericId(ref)), sql`lower(${states.name}) = lower(${ref})`))
    .limit(1);
  return row?.id ?? null;
}

/** A financier by id, slug, or its name in any of its spellings (any case); null when none matches. */
export async function findFinancierId(db: Executor, ref: string): Promise<number | null> {
  const [row] = await db
    .select({ id: financiers.id })
    .from(financiers)
    .where(
      or(
        eq(financiers.id, numericId(ref)),
        eq(financiers.slug, ref.toLowerCase()),
        sql`lower(${financiers.name}) = lower(${ref})`,
        sql`exists (select 1 from jsonb_each_text(${financiers.nameI18n}) v where lower(v.value) = lower(${ref}))`,
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

export async function findSegmentId(db: Executor, ref: string): Promise<number | null> {
  const [row] = await db
    .select({ id: segments.id })
    .from(segments)
    .where(or(eq(segments.id, numericId(ref)), sql`lower(${segments.code}) = lower(${ref})`, sql`lower(${segments.name}) = lower(${ref})`))
    .limit(1);
  return row?.id ?? null;
}

export async function findStateName(db: Executor, id: number): Promise<string | null> {
  const [row] = await db.select({ name: states.name }).from(states).where(eq(states.id, id));
  return row?.name ?? null;
}

/** Whether a stored key is a public image: a financier logo or a lot photo (never an identity document). */
export async function isPublicImageKey(db: Executor, key: string): Promise<boolean> {
  const [logo] = await db.select({ id: financiers.id }).from(financiers).where(eq(financiers.logoKey, key)).limit(1);
  if (logo) return true;
  const [photo] = await db.select({ id: assetPhotos.id }).from(assetPhotos).where(eq(assetPhotos.storageKey, key)).limit(1);
  return Boolean(photo);
}
