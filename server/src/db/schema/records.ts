import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, rupees, tstz } from './columns.js';
import { users } from './users.js';

/** RC (registration certificate) details a buyer looked up before quoting. */
export const rcRecords = pgTable('rc_records', {
  id: id(),
  registrationNumber: text().notNull().unique(),
  ownerNameMasked: text().notNull(),
  makerModel: text().notNull(),
  vehicleClass: text().notNull().default(''),
  fuel: text().notNull().default(''),
  registrationDate: tstz(),
  rto: text().notNull().default(''),
  insuranceUpto: tstz(),
  fitnessUpto: tstz(),
  financier: text().notNull().default(''),
  raw: jsonb().notNull().default({}),
  fetchedAt: createdAt(),
});

export const challans = pgTable(
  'challans',
  {
    id: id(),
    registrationNumber: text().notNull(),
    challanNo: text().notNull().unique(),
    issuedAt: tstz().notNull(),
    offence: text().notNull(),
    place: text().notNull().default(''),
    amount: rupees().notNull(),
    status: text().notNull().default('pending'),
  },
  (t) => [index('challans_registration_idx').on(t.registrationNumber)],
);

export const rcLookups = pgTable(
  'rc_lookups',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    registrationNumber: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('rc_lookups_user_idx').on(t.userId)],
);
