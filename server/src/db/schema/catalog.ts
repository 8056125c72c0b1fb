import { sql } from 'drizzle-orm';
import { boolean, char, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';

/** A financier's name per site language other than English (the English one is `financiers.name`). */
export type FinancierNames = Partial<Record<'hi' | 'mr' | 'gu' | 'kn' | 'te' | 'ta', string>>;

export const states = pgTable('states', {
  id: id(),
  name: text().notNull().unique(),
  code: text(),
  /** States where the marketplace runs sales and sign-up is offered. */
  isActive: boolean().notNull().default(true),
  sortOrder: integer().notNull().default(0),
});

export const districts = pgTable(
  'districts',
  {
    id: id(),
    stateId: integer()
      .notNull()
      .references(() => states.id),
    name: text().notNull(),
  },
  (t) => [uniqueIndex('districts_state_name_uq').on(t.stateId, t.name)],
);

export const pincodes = pgTable(
  'pincodes',
  {
    pin: char({ length: 6 }).notNull(),
    districtId: integer()
      .notNull()
      .references(() => districts.id),
  },
  (t) => [uniqueIndex('pincodes_pin_district_uq').on(t.pin, t.districtId)],
);

export const segments = pgTable('segments', {
  id: id(),
  code: text().notNull().unique(),
  name: text().notNull(),
  sortOrder: integer().notNull().default(0),
});

export const financiers = pgTable(
  'financiers',
  {
    id: id(),
    slug: text().notNull().unique(),
    name: text().notNull(),
    /** The name in the other site languages (hi, mr, gu, kn, te, ta → name); a missing one shows `name`. */
    nameI18n: jsonb('name_i18n').$type<FinancierNames>().notNull().default({}),
    logoKey: text(),
    isActive: boolean().notNull().default(true),
    /** The financier takes quotes only from buyers whose identity documents an admin has verified. */
    requiresVerifiedKyc: boolean().notNull().default(false),
    /** Where a winner pays the sale amount: account name, bank, account number, IFSC, branch. */
    /** The buying-limit multiple of a deposit on this financier's auctions; null = DEPOSIT_LIMIT_MULTIPLE. */
    depositLimitMultiple: integer(),
    payee: jsonb().$type<{ accountName: string; bank: string; accountNumber: string; ifsc: string; branch: string }>(),
    createdAt: createdAt(),
  },
  (t) => [check('financiers_deposit_limit_multiple_ck', sql`${t.depositLimitMultiple} is null or ${t.depositLimitMultiple} > 0`)],
);

export const stateHeadContacts = pgTable(
  'state_head_contacts',
  {
    id: id(),
    stateId: integer()
      .notNull()
      .references(() => states.id),
    name: text().notNull(),
    phone: char({ length: 10 }).notNull(),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [index('state_head_contacts_state_idx').on(t.stateId, t.sortOrder)],
);

export const brands = pgTable(
  'brands',
  {
    id: id(),
    segmentId: integer()
      .notNull()
      .references(() => segments.id),
    name: text().notNull(),
  },
  (t) => [uniqueIndex('brands_segment_name_uq').on(t.segmentId, t.name)],
);

export const vehicleModels = pgTable(
  'vehicle_models',
  {
    id: id(),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    name: text().notNull(),
  },
  (t) => [uniqueIndex('vehicle_models_brand_name_uq').on(t.brandId, t.name)],
);

export const leads = pgTable(
  'leads',
  {
    id: id(),
    name: text(),
    phone: char({ length: 10 }).notNull(),
    state: text(),
    city: text(),
    pincode: char({ length: 6 }),
    taInterest: boolean().notNull().default(false),
    userId: integer(),
    source: text().notNull().default('web'),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [index('leads_phone_created_idx').on(t.phone, sql`${t.createdAt} desc`)],
);

/** Which version of each shipped reference data set (db/reference-data.ts) a database holds. */
export const referenceDataVersions = pgTable('reference_data_versions', {
  name: text().primaryKey(),
  hash: char({ length: 64 }).notNull(),
  appliedAt: createdAt(),
});
