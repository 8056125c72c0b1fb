import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { paymentWebhookEvents, payments } from '../../db/schema/index.js';
import type { Executor } from '../../db/client.js';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = Pick<
  typeof payments.$inferInsert,
  'userId' | 'purpose' | 'subscriptionId' | 'backoutId' | 'gateway' | 'orderId' | 'paymentLinkId' | 'referenceId' | 'amount'
>;

export async function insertPayment(ex: Executor, values: NewPayment): Promise<PaymentRow> {
  const [row] = await ex.insert(payments).values(values).returning();
  return row!;
}

export async function findPaymentById(ex: Executor, id: number, opts: { forUpdate?: boolean } = {}) {
  const q = ex.select().from(payments).where(eq(payments.id, id));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row;
}

export async function findPaymentByOrderId(ex: Executor, orderId: string) {
  const [row] = await ex.select().from(payments).where(eq(payments.orderId, orderId)).limit(1);
  return row;
}

export async function findPaymentByLinkId(ex: Executor, paymentLinkId: string) {
  const [row] = await ex.select().from(payments).where(eq(payments.paymentLinkId, paymentLinkId)).limit(1);
  return row;
}

/** The checkout order a subscription was created with (one per subscription). */
export async function findOrderForSubscription(ex: Executor, subscriptionId: number) {
  const [row] = await ex
    .select()
    .from(payments)
    .where(and(eq(payments.subscriptionId, subscriptionId), isNotNull(payments.orderId)))
    .orderBy(desc(payments.id))
    .limit(1);
  return row;
}

/** The newest payment link for a backout that has not been paid yet. */
export async function findOpenBackoutLink(ex: Executor, backoutId: number) {
  const [row] = await ex
    .select()
    .from(payments)
    .where(and(eq(payments.backoutId, backoutId), isNotNull(payments.paymentLinkId), inArray(payments.status, ['created', 'failed'])))
    .orderBy(desc(payments.id))
    .limit(1);
  return row;
}

export async function markPaymentPaid(ex: Executor, id: number, paymentId: string) {
  await ex
    .update(payments)
    .set({ status: 'paid', paymentId, paidAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(payments.id, id));
}

/** A failed attempt never overrides a payment that went through. */
export async function markPaymentFailed(ex: Executor, id: number) {
  await ex
    .update(payments)
    .set({ status: 'failed', updatedAt: sql`now()` })
    .where(and(eq(payments.id, id), eq(payments.status, 'created')));
}

export type WebhookEventState = 'new' | 'pending' | 'processed';

/** 'pending': seen before but not finished (a crash or a gateway outage), so it is applied again. */
export async function recordWebhookEvent(
  ex: Executor,
  e: { eventId: string; event: string; payload: unknown },
): Promise<WebhookEventState> {
  const inserted = await ex
    .insert(paymentWebhookEvents)
    .values({ eventId: e.eventId, event: e.event, payload: e.payload })
    .onConflictDoNothing()
    .returning({ eventId: paymentWebhookEvents.eventId });
  if (inserted.length > 0) return 'new';
  const [row] = await ex
    .select({ processedAt: paymentWebhookEvents.processedAt })
    .from(paymentWebhookEvents)
    .where(eq(paymentWebhookEvents.eventId, e.eventId));
  return row?.processedAt ? 'processed' : 'pending';
}

export async function markWebhookProcessed(ex: Executor, eventId: string) {
  await ex
    .update(paymentWebhookEvents)
    .set({ processedAt: sql`now()` })
    .where(eq(paymentWebhookEvents.eventId, eventId));
}
