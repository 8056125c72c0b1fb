import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { invoices, payments, plans, subscriptions, users } from '../../db/schema/index.js';
import type { Executor } from '../../db/client.js';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export async function insertSubscription(
  ex: Executor,
  values: { userId: number; planId: number; amount: number; remarks: string },
): Promise<SubscriptionRow> {
  const [row] = await ex.insert(subscriptions).values(values).returning();
  return row!;
}

export async function findSubscription(ex: Executor, id: number, opts: { forUpdate?: boolean } = {}) {
  const q = ex.select().from(subscriptions).where(eq(subscriptions.id, id));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row;
}

/** The user's subscription state, row-locked: activations of one user run one at a time. */
export async function lockUserSubscriptionState(ex: Executor, userId: number) {
  const [row] = await ex
    .select({
      // By the database clock: the flag stays true after a one-time plan ends.
      active: sql<boolean>`(${users.isSubscribed} and coalesce(${users.subscriptionEndDate} > now(), false))`,
      segments: users.subscriptionSegments,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

/**
 * Starts the subscription now, or when the user's current plan ends if one is running (a renewal
 * bought early loses no paid days), and runs it for the plan's tenure, by the database clock.
 */
export async function activateSubscriptionRow(
  ex: Executor,
  a: { subscriptionId: number; userId: number; tenureMonths: number; afterCurrent: boolean },
) {
  const start = a.afterCurrent ? sql`(select ${users.subscriptionEndDate} from ${users} where ${users.id} = ${a.userId})` : sql`now()`;
  await ex
    .update(subscriptions)
    .set({
      status: 'active',
      startAt: start,
      endAt: sql`${start} + make_interval(months => ${a.tenureMonths})`,
      updatedAt: sql`now()`,
    })
    .where(eq(subscriptions.id, a.subscriptionId));
}

/** Copies an activated subscription onto the user's subscription fields (spec §3). */
export async function applySubscriptionToUser(
  ex: Executor,
  a: { subscriptionId: number; userId: number; afterCurrent: boolean; segments: string[] | null },
) {
  const ofSubscription = (col: typeof subscriptions.startAt | typeof subscriptions.endAt) =>
    sql`(select ${col} from ${subscriptions} where ${subscriptions.id} = ${a.subscriptionId})`;
  await ex
    .update(users)
    .set({
      isSubscribed: true,
      neverSubscribed: false,
      // A renewal keeps the date the running plan began.
      ...(a.afterCurrent ? {} : { subscriptionDate: ofSubscription(subscriptions.startAt) }),
      subscriptionEndDate: ofSubscription(subscriptions.endAt),
      subscriptionSegments: a.segments,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, a.userId));
}

export async function markSubscriptionFailed(ex: Executor, id: number) {
  await ex
    .update(subscriptions)
    .set({ status: 'failed', updatedAt: sql`now()` })
    .where(and(eq(subscriptions.id, id), eq(subscriptions.status, 'created')));
}

/** What a verified payment reports: the plan bought and the user's resulting state. */
export async function subscriptionSummary(ex: Executor, subscriptionId: number) {
  const [row] = await ex
    .select({
      subscriptionId: subscriptions.id,
      status: subscriptions.status,
      planName: plans.name,
      tenureMonths: plans.tenureMonths,
      startAt: subscriptions.startAt,
      endAt: subscriptions.endAt,
      amount: subscriptions.amount,
      phone: users.phone,
      isSubscribed: sql<boolean>`(${users.isSubscribed} and coalesce(${users.subscriptionEndDate} > now(), false))`,
      neverSubscribed: users.neverSubscribed,
      subscriptionDate: users.subscriptionDate,
      subscriptionEndDate: users.subscriptionEndDate,
      subscriptionSegments: users.subscriptionSegments,
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(eq(subscriptions.id, subscriptionId));
  return row;
}

/** Paid subscriptions, newest first, each marked expired or not by the database clock. */
export async function listPaidSubscriptions(ex: Executor, userId: number) {
  return ex
    .select({
      subscriptionId: subscriptions.id,
      planName: plans.name,
      tenureMonths: plans.tenureMonths,
      startAt: subscriptions.startAt,
      endAt: subscriptions.endAt,
      amount: subscriptions.amount,
      expired: sql<boolean>`(${subscriptions.endAt} <= now())`,
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'active')))
    .orderBy(desc(subscriptions.startAt), desc(subscriptions.id));
}

export async function findUserByPhone(ex: Executor, phone: string) {
  const [row] = await ex
    .select({ id: users.id, phone: users.phone, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.phone, phone));
  return row;
}

/**
 * What was charged for each of these subscriptions: the paid payment's amount (the plan price,
 * plus GST where prices exclude it) and its invoice's tax lines, when one was issued.
 */
export async function chargedFor(ex: Executor, subscriptionIds: number[]) {
  if (subscriptionIds.length === 0) return new Map<number, ChargedRow>();
  const rows = await ex
    .select({
      subscriptionId: payments.subscriptionId,
      amount: payments.amount,
      kind: invoices.kind,
      rateBp: invoices.rateBp,
      taxablePaise: invoices.taxablePaise,
      cgstPaise: invoices.cgstPaise,
      sgstPaise: invoices.sgstPaise,
      igstPaise: invoices.igstPaise,
      roundOffPaise: invoices.roundOffPaise,
      totalPaise: invoices.totalPaise,
    })
    .from(payments)
    .leftJoin(invoices, and(eq(invoices.paymentId, payments.id), ne(invoices.kind, 'credit_note')))
    .where(and(inArray(payments.subscriptionId, subscriptionIds), eq(payments.status, 'paid')))
    .orderBy(desc(payments.paidAt));
  const bySubscription = new Map<number, ChargedRow>();
  for (const r of rows) if (r.subscriptionId !== null && !bySubscription.has(r.subscriptionId)) bySubscription.set(r.subscriptionId, r);
  return bySubscription;
}

export interface ChargedRow {
  amount: number;
  kind: 'tax_invoice' | 'receipt' | 'credit_note' | null;
  rateBp: number | null;
  taxablePaise: number | null;
  cgstPaise: number | null;
  sgstPaise: number | null;
  igstPaise: number | null;
  roundOffPaise: number | null;
  totalPaise: number | null;
}
