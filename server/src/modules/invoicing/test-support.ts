import { payments, subscriptions } from '../../db/schema/index.js';
import { createPaymentService } from '../billing/payment-service.js';
import { insertPlan } from '../billing/test-support.js';
import { taxSettings } from './settings.js';
import type { Config } from '../../config.js';
import type { Db, Executor } from '../../db/client.js';
import type { PaymentGateway } from '../billing/gateway/index.js';

/** settle() needs no gateway call: a gateway that refuses everything proves it. */
const noGateway = new Proxy({} as PaymentGateway, {
  get: (_t, prop) => (prop === 'name' ? 'simulated' : () => Promise.reject(new Error(`gateway.${String(prop)} called`))),
});

export const paymentServiceFor = (db: Db, config: Config) => createPaymentService({ db, gateway: noGateway, tax: taxSettings(config) });

let orders = 0;

/** A subscription awaiting payment, with its checkout order, as subscription-creation-by-user leaves it. */
export async function pendingSubscriptionPayment(db: Executor, userId: number, price = 25_000) {
  const plan = await insertPlan(db, { tenureMonths: 12, price });
  const [sub] = await db.insert(subscriptions).values({ userId, planId: plan.id, amount: price }).returning();
  const [payment] = await db
    .insert(payments)
    .values({
      userId,
      purpose: 'subscription',
      subscriptionId: sub!.id,
      gateway: 'simulated',
      orderId: `order_T${process.pid}${++orders}${Date.now()}`,
      amount: price,
    })
    .returning();
  return { plan, subscription: sub!, payment: payment! };
}
