/** Queries over browsers' push subscriptions (push_subscriptions): saved, listed, dropped when gone. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { intArray, queryRows } from '../../db/rows.js';
import { pushSubscriptions } from '../../db/schema/index.js';
import type { Executor } from '../../db/client.js';

export interface PushSubscriptionRow {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface NewPushSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  userAgent: string | null;
}

/** Saves this browser's subscription for the user; the same endpoint saved again (by anyone) is replaced. */
export async function saveSubscription(ex: Executor, userId: number, s: NewPushSubscription): Promise<void> {
  await ex
    .insert(pushSubscriptions)
    .values({ userId, ...s })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: s.p256dh, auth: s.auth, userAgent: s.userAgent, updatedAt: sql`now()` },
    });
}

/** Forgets one of the user's browsers; true when there was one. */
export async function removeSubscription(ex: Executor, userId: number, endpoint: string): Promise<boolean> {
  const gone = await ex
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return gone.length > 0;
}

export async function subscriptionsOf(ex: Executor, userId: number): Promise<PushSubscriptionRow[]> {
  return ex
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(pushSubscriptions.id);
}

export async function countOf(ex: Executor, userId: number): Promise<number> {
  const [row] = await ex
    .select({ n: sql<number>`count(*)::int` })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return Number(row?.n ?? 0);
}

/** Of these users, the ones with at least one browser subscribed. */
export async function usersWithSubscriptions(ex: Executor, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await queryRows<{ user_id: number }>(
    ex,
    sql`select distinct user_id from ${pushSubscriptions} where user_id = any(${intArray(userIds)}::int[])`,
  );
  return new Set(rows.map((r) => Number(r.user_id)));
}

/** The push service said these endpoints no longer exist (404/410). */
export async function dropSubscriptions(ex: Executor, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await ex.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, [...ids]));
}

export async function markDelivered(ex: Executor, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await ex
    .update(pushSubscriptions)
    .set({ lastSentAt: sql`now()` })
    .where(inArray(pushSubscriptions.id, [...ids]));
}
