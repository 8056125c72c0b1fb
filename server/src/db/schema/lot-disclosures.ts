import { sql } from 'drizzle-orm';
import { char, check, date, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { assets } from './auctions.js';
import { tstz, updatedAt } from './columns.js';

/** One checked point of a condition report, as stored (modules/catalog/condition-checklists.ts names the codes). */
export interface StoredPoint {
  code: string;
  status: 'ok' | 'attention' | 'fail';
  /** Tread left in percent, for the tyre points. */
  value?: number;
  note?: string;
  /** An asset_photos id of the same lot. */
  photoId?: number;
}

/**
 * A lot's condition report: every point of its segment's checklist with its status, and the grade
 * the rule in condition-grade.ts gave it when saved (stored so the listing can filter on it).
 */
export const assetConditionReports = pgTable(
  'asset_condition_reports',
  {
    assetId: integer()
      .primaryKey()
      .references(() => assets.id, { onDelete: 'cascade' }),
    checklist: text().notNull(),
    grade: char({ length: 1 }).notNull(),
    points: jsonb().$type<StoredPoint[]>().notNull(),
    inspectorName: text().notNull().default(''),
    inspectedOn: date({ mode: 'string' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('asset_condition_reports_grade_idx').on(t.grade),
    check('asset_condition_reports_grade_ck', sql`${t.grade} in ('A','B','C','D','E')`),
  ],
);

/**
 * What papers come with a lot and its legal standing, as the financier states them before the
 * sale (modules/catalog/lot-documents.ts lists the values each column takes).
 */
export const assetDocuments = pgTable('asset_documents', {
  assetId: integer()
    .primaryKey()
    .references(() => assets.id, { onDelete: 'cascade' }),
  rc: text().notNull(),
  keys: integer().notNull(),
  noc: text().notNull(),
  form35: text().notNull(),
  insuranceValidUntil: date({ mode: 'string' }),
  hypothecation: text().notNull(),
  repossessionBasis: text().notNull(),
  /** Any dispute the financier knows of (court case, third-party claim); empty when none is known. */
  dispute: text().notNull().default(''),
  updatedAt: updatedAt(),
  createdAt: tstz().notNull().defaultNow(),
});
