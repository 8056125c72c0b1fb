import { AppError, badRequest, notFound } from '../../errors.js';
import { amountToCharge, issueForPayment, type TaxSettings } from '../invoicing/index.js';
import { resolveBackout } from './backouts-repo.js';
import { GatewayError, type PaymentGateway } from './gateway/index.js';
import { isValidCheckoutSignature, isValidPaymentLinkSignature } from './gateway/signatures.js';
import {
  findOrderForSubscription,
  findPaymentById,
  findPaymentByLinkId,
  markPaymentFailed,
  markPaymentPaid,
  type PaymentRow,
} from './payments-repo.js';
import { findPlan } from './plans-repo.js';
import {
  activateSubscriptionRow,
  applySubscriptionToUser,
  findSubscription,
  lockUserSubscriptionState,
  markSubscriptionFailed,
} from './subscriptions-repo.js';
import type { Db, Executor } from '../../db/client.js';
import type { FastifyBaseLogger } from 'fastify';

export const INVALID_SIGNATURE_MSG = 'billing.invalid_signature';

/** Segments a user may quote in with two plans running back to back; null (PAN India) wins. */
export function mergeSegments(a: string[] | null, b: string[] | null): string[] | null {
  if (a === null || b === null) return null;
  return [...new Set([...a, ...b])].sort();
}

/** Gateway outages are the gateway's, not the client's: 503, worth a retry. */
export async function viaGateway<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof GatewayError) {
      throw new AppError('UNAVAILABLE', 'billing.gateway_unavailable');
    }
    throw err;
  }
}

async function activateSubscription(tx: Executor, subscriptionId: number) {
  const sub = await findSubscription(tx, subscriptionId, { forUpdate: true });
  if (!sub || sub.status === 'active') return;
  const plan = await findPlan(tx, sub.planId);
  const state = await lockUserSubscriptionState(tx, sub.userId);
  if (!plan || !state) throw new Error(`subscription ${subscriptionId} has no plan or user`);
  const planSegments = plan.segmentCode === null ? null : [plan.segmentCode];
  const afterCurrent = state.active;
  await activateSubscriptionRow(tx, { subscriptionId, userId: sub.userId, tenureMonths: plan.tenureMonths, afterCurrent });
  await applySubscriptionToUser(tx, {
    subscriptionId,
    userId: sub.userId,
    afterCurrent,
    segments: afterCurrent ? mergeSegments(state.segments, planSegments) : planSegments,
  });
}

/**
 * What a paid payment of a purpose another module owns grants (a deposit credits the buyer's
 * deposit account). It runs in the settling transaction, once the row is marked paid, and must be
 * idempotent: a payment can be settled more than once.
 */
export type SettleHook = (tx: Executor, paid: PaymentRow) => Promise<void>;

export function createPaymentService(deps: { db: Db; gateway: PaymentGateway; tax: TaxSettings; log?: FastifyBaseLogger }) {
  const { db, gateway, tax, log } = deps;
  const settleHooks = new Map<string, SettleHook>();

  /**
   * Applies a confirmed payment: records it and grants what it bought. Idempotent and safe to
   * race: the payment row is locked first, and each effect only moves forward.
   * Lock order everywhere: payment → subscription → user.
   */
  async function settle(paymentRowId: number, gatewayPaymentId: string): Promise<PaymentRow> {
    return db.transaction(async (tx) => {
      const p = await findPaymentById(tx, paymentRowId, { forUpdate: true });
      if (!p) throw new Error(`payment ${paymentRowId} vanished`);
      if (p.status !== 'paid') await markPaymentPaid(tx, p.id, gatewayPaymentId);
      else if (p.paymentId !== gatewayPaymentId) {
        // Razorpay can capture a late second payment on a paid order: money to give back.
        log?.warn({ paymentRow: p.id, kept: p.paymentId, extra: gatewayPaymentId }, 'second payment for a paid order: refund it');
      }
      if (p.purpose === 'subscription' && p.subscriptionId !== null) await activateSubscription(tx, p.subscriptionId);
      if (p.purpose === 'backout' && p.backoutId !== null) await resolveBackout(tx, p.backoutId);
      const paid = (await findPaymentById(tx, p.id))!;
      const hook = settleHooks.get(p.purpose);
      if (hook) await hook(tx, paid);
      // The invoice is issued with the payment it accounts for, or neither is. A security deposit
      // is the buyer's money held, not a supply: no invoice.
      if (paid.purpose !== 'deposit') await issueForPayment(tx, tax, { ...paid, purpose: paid.purpose }, log);
      return paid;
    });
  }

  /** A failed attempt: informational, and overridden by any later successful one. */
  async function recordFailure(paymentRowId: number) {
    await db.transaction(async (tx) => {
      const p = await findPaymentById(tx, paymentRowId, { forUpdate: true });
      if (!p || p.status !== 'created') return;
      await markPaymentFailed(tx, p.id);
      if (p.subscriptionId !== null) await markSubscriptionFailed(tx, p.subscriptionId);
    });
  }

  /**
   * Checkout result: HMAC-SHA256 of order_id|payment_id, checked against the order id this
   * server stored for the subscription, never the one the client names.
   */
  async function verifyCheckout(input: { subscriptionId: number; orderId: string; paymentId: string; signature: string }) {
    const order = await findOrderForSubscription(db, input.subscriptionId);
    if (!order?.orderId) throw notFound('billing.no_payment_started');
    if (order.orderId !== input.orderId) throw badRequest('billing.other_order');
    if (!isValidCheckoutSignature(gateway.keySecret, { orderId: order.orderId, paymentId: input.paymentId }, input.signature)) {
      throw badRequest(INVALID_SIGNATURE_MSG);
    }
    return settle(order.id, input.paymentId);
  }

  /**
   * Payment-link return: HMAC-SHA256 of link id|reference id|status|payment id. The reference id
   * is the one stored here; a client that sends one must send the same.
   */
  async function verifyPaymentLink(
    purpose: PaymentRow['purpose'],
    input: { paymentLinkId: string; paymentId: string; signature: string; referenceId?: string; status?: string },
  ) {
    const row = await findPaymentByLinkId(db, input.paymentLinkId);
    if (!row || row.purpose !== purpose) throw notFound('billing.link_not_found');
    const referenceId = row.referenceId ?? '';
    if (input.referenceId !== undefined && input.referenceId !== referenceId) {
      throw badRequest('billing.other_link');
    }
    const status = input.status ?? 'paid';
    if (status !== 'paid') throw badRequest('billing.link_not_paid');
    const proof = { paymentLinkId: row.paymentLinkId!, referenceId, status, paymentId: input.paymentId };
    if (!isValidPaymentLinkSignature(gateway.keySecret, proof, input.signature)) throw badRequest(INVALID_SIGNATURE_MSG);
    return settle(row.id, input.paymentId);
  }

  /** Settles a backout link the gateway reports paid (a missed webhook, say). */
  async function settleIfLinkPaid(row: PaymentRow): Promise<boolean> {
    const link = await viaGateway(() => gateway.fetchPaymentLink(row.paymentLinkId!));
    const captured = link?.status === 'paid' ? link.payments.find((p) => p.status === 'captured') : undefined;
    if (!captured || link!.amount !== row.amount) return false;
    await settle(row.id, captured.id);
    return true;
  }

  /** What the gateway is asked for, for a price (GST_PRICES_INCLUDE_TAX decides). */
  const chargeFor = (charge: PaymentRow['purpose'], priceRupees: number) =>
    charge === 'deposit' ? priceRupees : amountToCharge(tax, charge, priceRupees);

  /**
   * Checkout result for an order another module started (a deposit top-up): the same check as a
   * subscription's, against the order id stored for that payment row.
   */
  async function verifyOrder(row: PaymentRow, input: { orderId: string; paymentId: string; signature: string }) {
    if (!row.orderId) throw notFound('billing.no_payment_started');
    if (row.orderId !== input.orderId) throw badRequest('billing.other_order');
    if (!isValidCheckoutSignature(gateway.keySecret, { orderId: row.orderId, paymentId: input.paymentId }, input.signature)) {
      throw badRequest(INVALID_SIGNATURE_MSG);
    }
    return settle(row.id, input.paymentId);
  }

  /** Registers what a paid payment of this purpose grants (one hook per purpose). */
  function onSettled(purpose: PaymentRow['purpose'], hook: SettleHook) {
    settleHooks.set(purpose, hook);
  }

  return { settle, recordFailure, verifyCheckout, verifyOrder, verifyPaymentLink, settleIfLinkPaid, chargeFor, onSettled };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
