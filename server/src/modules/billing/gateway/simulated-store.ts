import { and, eq, isNull } from 'drizzle-orm';
import { payments } from '../../../db/schema/index.js';
import type { Executor } from '../../../db/client.js';

/*
 * The simulated gateway keeps no books of its own: an order or link is the payments row the
 * billing service wrote, and "paid at the gateway" is that row carrying a payment id.
 */

const columns = {
  id: payments.id,
  userId: payments.userId,
  purpose: payments.purpose,
  orderId: payments.orderId,
  paymentLinkId: payments.paymentLinkId,
  referenceId: payments.referenceId,
  paymentId: payments.paymentId,
  amount: payments.amount,
};

export type SimulatedRecord = {
  id: number;
  /** The payer: only their own session may pay or fail it. */
  userId: number;
  purpose: 'subscription' | 'backout' | 'deposit';
  orderId: string | null;
  paymentLinkId: string | null;
  referenceId: string | null;
  paymentId: string | null;
  amount: number;
};

export async function findByOrderId(ex: Executor, orderId: string): Promise<SimulatedRecord | undefined> {
  const [row] = await ex.select(columns).from(payments).where(eq(payments.orderId, orderId)).limit(1);
  return row;
}

export async function findByPaymentLinkId(ex: Executor, linkId: string): Promise<SimulatedRecord | undefined> {
  const [row] = await ex.select(columns).from(payments).where(eq(payments.paymentLinkId, linkId)).limit(1);
  return row;
}

export async function findByPaymentId(ex: Executor, paymentId: string): Promise<SimulatedRecord | undefined> {
  const [row] = await ex.select(columns).from(payments).where(eq(payments.paymentId, paymentId)).limit(1);
  return row;
}

/** Records the checkout's payment once; a second completion gets the first payment id back. */
export async function recordGatewayPayment(ex: Executor, rowId: number, paymentId: string): Promise<string> {
  const [set] = await ex
    .update(payments)
    .set({ paymentId })
    .where(and(eq(payments.id, rowId), isNull(payments.paymentId)))
    .returning({ paymentId: payments.paymentId });
  if (set?.paymentId) return set.paymentId;
  const [existing] = await ex.select({ paymentId: payments.paymentId }).from(payments).where(eq(payments.id, rowId));
  return existing?.paymentId ?? paymentId;
}
