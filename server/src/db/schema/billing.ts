import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { assets } from './auctions.js';
import { segments } from './catalog.js';
import { createdAt, id, rupees, tstz, updatedAt } from './columns.js';
import { users } from './users.js';

export const plans = pgTable(
  'plans',
  {
    id: id(),
    name: text().notNull(),
    tenureMonths: integer().notNull(),
    /** null: PAN India Permission, every segment. */
    segmentId: integer().references(() => segments.id),
    price: rupees().notNull(),
    platform: text().notNull().default('auction'),
    isPublished: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('plans_tenure_segment_uq').on(t.platform, t.tenureMonths, t.name)],
);

export const subscriptionStatus = pgEnum('subscription_status', ['created', 'active', 'expired', 'failed']);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    planId: integer()
      .notNull()
      .references(() => plans.id),
    amount: rupees().notNull(),
    status: subscriptionStatus().notNull().default('created'),
    remarks: text().notNull().default(''),
    startAt: tstz(),
    endAt: tstz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId, sql`${t.createdAt} desc`)],
);

export const backoutStatus = pgEnum('backout_status', ['due', 'paid', 'waived']);

export const backouts = pgTable(
  'backouts',
  {
    id: id(),
    assetId: integer()
      .notNull()
      .references(() => assets.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    amount: rupees().notNull(),
    status: backoutStatus().notNull().default('due'),
    createdAt: createdAt(),
    resolvedAt: tstz(),
  },
  (t) => [uniqueIndex('backouts_asset_user_uq').on(t.assetId, t.userId), index('backouts_user_idx').on(t.userId)],
);

export const paymentPurpose = pgEnum('payment_purpose', ['subscription', 'backout', 'deposit']);
export const paymentStatus = pgEnum('payment_status', ['created', 'paid', 'failed', 'expired']);

export const payments = pgTable(
  'payments',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    purpose: paymentPurpose().notNull(),
    subscriptionId: integer().references(() => subscriptions.id),
    backoutId: integer().references(() => backouts.id),
    gateway: text().notNull(),
    orderId: text().unique(),
    paymentLinkId: text().unique(),
    referenceId: text().unique(),
    paymentId: text(),
    amount: rupees().notNull(),
    currency: text().notNull().default('INR'),
    status: paymentStatus().notNull().default('created'),
    paidAt: tstz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('payments_user_idx').on(t.userId)],
);

export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text().primaryKey(),
  event: text().notNull(),
  payload: jsonb().notNull(),
  receivedAt: createdAt(),
  processedAt: tstz(),
});
