import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { auctions } from './auctions.js';
import { financiers, segments, states } from './catalog.js';
import { createdAt, id, rupees, tstz, updatedAt } from './columns.js';
import { users } from './users.js';

/**
 * What a buyer pays a financier on top of the hammer price: a percentage (in basis points) or a
 * flat amount, with GST on the fee. A financier without a row uses the default in
 * modules/insight/all-in.ts.
 */
export const buyerFees = pgTable(
  'buyer_fees',
  {
    financierId: integer()
      .primaryKey()
      .references(() => financiers.id, { onDelete: 'cascade' }),
    kind: text().notNull().$type<'percent' | 'flat'>(),
    percentBp: integer().notNull().default(0),
    flatAmount: rupees().notNull().default(0),
    gstPercent: integer().notNull().default(18),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('buyer_fees_kind_ck', sql`${t.kind} in ('percent', 'flat')`),
    check('buyer_fees_values_ck', sql`${t.percentBp} between 0 and 10000 and ${t.flatAmount} >= 0 and ${t.gstPercent} between 0 and 100`),
  ],
);

/** Yard charges per day, by the yard named on the lot (assets.yard_location). */
export const yardCharges = pgTable(
  'yard_charges',
  {
    yardLocation: text().primaryKey(),
    perDay: rupees().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('yard_charges_per_day_ck', sql`${t.perDay} >= 0`)],
);

/** The reference RTO transfer cost per state and segment; an estimate unless marked otherwise. */
export const rtoTransferFees = pgTable(
  'rto_transfer_fees',
  {
    stateId: integer()
      .notNull()
      .references(() => states.id),
    segmentId: integer()
      .notNull()
      .references(() => segments.id),
    amount: rupees().notNull(),
    isEstimate: boolean().notNull().default(true),
    /** Where the figure comes from, shown beside it. */
    source: text().notNull().default(''),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.stateId, t.segmentId] }), check('rto_transfer_fees_amount_ck', sql`${t.amount} >= 0`)],
);

/** A buyer's saved search; new lots matching it are announced (notifications kind saved_search_match). */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    segmentId: integer().references(() => segments.id),
    make: text(),
    model: text(),
    yearFrom: integer(),
    yearTo: integer(),
    stateId: integer().references(() => states.id),
    district: text(),
    priceMin: rupees(),
    priceMax: rupees(),
    /** Condition grade A-E: applied to lots that carry a grade. */
    grade: text(),
    createdAt: createdAt(),
    /** When the buyer last opened its matches: later lots are "new". */
    seenAt: tstz().notNull().defaultNow(),
  },
  (t) => [index('saved_searches_user_idx').on(t.userId)],
);

/** "Remind me" before an auction starts (notifications kind auction_reminder). */
export const auctionReminders = pgTable(
  'auction_reminders',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    auctionId: integer()
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.auctionId] }), index('auction_reminders_auction_idx').on(t.auctionId)],
);
