import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from './columns.js';
import { users } from './users.js';

/**
 * How far the notification service has read the outbox. One row per reader; the instance that
 * holds it (FOR UPDATE SKIP LOCKED) is the one deciding, so several instances never decide twice.
 */
export const notificationCursor = pgTable('notification_cursor', {
  name: text().primaryKey(),
  lastId: bigint({ mode: 'number' }).notNull(),
  updatedAt: updatedAt(),
});

/**
 * One message to one user on one channel, for one event: `eventKey` is the outbox id (or the key
 * of a scheduled notice), unique with channel and user, so a replayed event writes nothing.
 * Rows the rules held back stay as `suppressed` with their reason: the admin's log shows why.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: id(),
    eventKey: text().notNull(),
    channel: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The number to text when it is not the user's own: a dealer's agent invitation goes to the
     * invited phone (which may have no account yet) and is recorded under the dealer. Null: the user's phone.
     */
    phone: text(),
    kind: text().notNull(),
    assetId: integer(),
    language: text().notNull(),
    /** pending → sending → sent | retry → … | failed; suppressed never leaves. */
    status: text().notNull(),
    reason: text(),
    /** The template's parameters, already formatted in the user's language. */
    params: jsonb().notNull().default({}),
    attempts: integer().notNull().default(0),
    /** When the next attempt may start; while sending, when a crashed attempt may be taken again. */
    nextAttemptAt: tstz().notNull().defaultNow(),
    providerId: text(),
    error: text(),
    /** When the event was committed: latency is measured from here to the provider's acceptance. */
    eventAt: tstz().notNull(),
    sentAt: tstz(),
    latencyMs: integer(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('notification_deliveries_event_uq').on(t.eventKey, t.channel, t.userId),
    index('notification_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('pending', 'retry', 'sending')`),
    // A user's deliveries newest first: the live notices' rate window (recentLiveNotices reads
    // only the window, however long the history) and the delivery log filtered by user.
    index('notification_deliveries_user_created_idx').on(t.userId, sql`${t.createdAt} desc`),
    // The admin's delivery log, newest first.
    index('notification_deliveries_created_idx').on(sql`${t.createdAt} desc`, sql`${t.id} desc`),
  ],
);

/** A user's choices: the language of their messages, quiet hours, and kind:channel pairs turned off. */
export const notificationSettings = pgTable('notification_settings', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  language: text().notNull().default('en'),
  quietHours: boolean().notNull().default(true),
  muted: text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  updatedAt: updatedAt(),
});
