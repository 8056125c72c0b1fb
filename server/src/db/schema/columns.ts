import { integer, timestamp } from 'drizzle-orm/pg-core';

export const id = () => integer().primaryKey().generatedAlwaysAsIdentity();
export const tstz = (name?: string) =>
  name ? timestamp(name, { withTimezone: true, mode: 'date' }) : timestamp({ withTimezone: true, mode: 'date' });
export const createdAt = () => tstz().notNull().defaultNow();
export const updatedAt = () => tstz().notNull().defaultNow();
/** Whole rupees. Razorpay's paise exist only inside the payment adapter. */
export const rupees = () => integer();
