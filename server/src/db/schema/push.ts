import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from './columns.js';
import { users } from './users.js';

/**
 * One browser's web push subscription (docs/notifications.md): the push service's endpoint and the
 * keys the browser made to decrypt what is sent to it. An endpoint belongs to one browser profile,
 * so it is unique: signing in as someone else on the same browser moves it to them.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text().notNull().unique(),
    /** The browser's P-256 public key and auth secret, base64url as PushSubscription.toJSON() gives them. */
    p256dh: text().notNull(),
    auth: text().notNull(),
    userAgent: text(),
    /** The last time the push service accepted a message for it. */
    lastSentAt: tstz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);
