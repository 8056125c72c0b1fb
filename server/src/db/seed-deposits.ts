import { and, eq } from 'drizzle-orm';
import { recordDeposit } from '../modules/deposits/index.js';
import { auctions, payments, users } from './schema/index.js';
import type { Tx } from './client.js';

/** The demo auction that requires deposits (an upcoming one in the demo buyer's state). */
export const DEMO_DEPOSIT_AUCTION_REF = 'demo:narmada-mh-cv-upcoming';
/** The demo buyer's deposit: a ₹20,000 deposit, a ₹2,00,000 buying limit at the default multiple. */
export const DEMO_DEPOSIT = { phone: '9000000002', amount: 20_000 } as const;

/**
 * Deposits in the demo: one upcoming auction requires them, and the subscribed demo buyer has a
 * deposit paid through the (simulated) gateway, so the limit, the refusal and the top-up show at once.
 */
export async function seedDeposits(tx: Tx): Promise<boolean> {
  await tx.update(auctions).set({ requiresDeposit: true }).where(eq(auctions.externalRef, DEMO_DEPOSIT_AUCTION_REF));
  const [buyer] = await tx.select({ id: users.id }).from(users).where(eq(users.phone, DEMO_DEPOSIT.phone));
  if (!buyer) return false;
  const [existing] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.userId, buyer.id), eq(payments.purpose, 'deposit')))
    .limit(1);
  if (existing) return false;
  const [paid] = await tx
    .insert(payments)
    .values({
      userId: buyer.id,
      purpose: 'deposit',
      gateway: 'simulated',
      orderId: 'order_DemoDeposit001',
      referenceId: 'VHDdemo',
      paymentId: 'pay_DemoDeposit001',
      amount: DEMO_DEPOSIT.amount,
      status: 'paid',
      paidAt: new Date(),
    })
    .returning({ id: payments.id });
  await recordDeposit(tx, { userId: buyer.id, amount: DEMO_DEPOSIT.amount, paymentId: paid!.id });
  return true;
}
