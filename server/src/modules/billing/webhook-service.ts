import { badRequest } from '../../errors.js';
import { isValidWebhookSignature } from './gateway/signatures.js';
import { viaGateway, type PaymentService } from './payment-service.js';
import { findPaymentByLinkId, findPaymentByOrderId, markWebhookProcessed, recordWebhookEvent } from './payments-repo.js';
import type { Db } from '../../db/client.js';
import type { PaymentGateway } from './gateway/index.js';
import type { FastifyBaseLogger } from 'fastify';

export const HANDLED_EVENTS = [
  'payment.captured',
  'order.paid',
  'payment_link.paid',
  'payment.failed',
  'refund.processed',
  'refund.failed',
] as const;

/**
 * Applies a refund's state, fetched again from the gateway (the module that asked for the refund
 * registers it). Returns whether it knew the refund.
 */
export type RefundListener = (refund: { paymentId: string; refundId: string }) => Promise<boolean>;

export interface WebhookEvent {
  event: string;
  payload?: Record<string, unknown>;
}

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

/** payload.<kind>.entity.id, if it looks like an id. */
function entityId(e: WebhookEvent, kind: 'payment' | 'payment_link' | 'refund', field = 'id'): string | undefined {
  const wrapper = e.payload?.[kind];
  const entity = wrapper && typeof wrapper === 'object' ? (wrapper as { entity?: unknown }).entity : undefined;
  const id = entity && typeof entity === 'object' ? (entity as Record<string, unknown>)[field] : undefined;
  return typeof id === 'string' && /^[A-Za-z0-9_]{1,64}$/.test(id) ? id : undefined;
}

/**
 * Razorpay webhooks (STYLE §8): the signature is checked on the raw body, then only ids are
 * taken from the payload and the state is fetched again from the gateway. Applying that state
 * is idempotent, so duplicate and out-of-order deliveries all end in the same place.
 */
export function createWebhookService(deps: { db: Db; gateway: PaymentGateway; payments: PaymentService; log: FastifyBaseLogger }) {
  const { db, gateway, payments, log } = deps;
  const refundListeners: RefundListener[] = [];

  function assertSigned(rawBody: Buffer, signature: string | undefined) {
    if (!isValidWebhookSignature(gateway.webhookSecret, rawBody, signature)) throw badRequest('billing.webhook_bad_signature');
  }

  async function reconcileLink(linkId: string): Promise<boolean> {
    const row = await findPaymentByLinkId(db, linkId);
    if (!row) return false;
    const settled = await payments.settleIfLinkPaid(row);
    if (!settled) log.info({ paymentLinkId: linkId }, 'payment link not paid at the gateway; nothing applied');
    return settled;
  }

  async function reconcilePayment(paymentId: string): Promise<boolean> {
    const p = await viaGateway(() => gateway.fetchPayment(paymentId));
    if (!p?.orderId) return false;
    // A payment-link payment carries the link's internal order: payment_link.paid settles it.
    const row = await findPaymentByOrderId(db, p.orderId);
    if (!row) return false;
    if (p.amount !== row.amount) {
      log.error({ paymentId, orderId: p.orderId, paid: p.amount, expected: row.amount }, 'payment amount differs from the order');
      return false;
    }
    if (p.status === 'captured') {
      await payments.settle(row.id, p.id);
      return true;
    }
    if (p.status === 'failed') {
      await payments.recordFailure(row.id);
      return true;
    }
    return false;
  }

  async function apply(e: WebhookEvent): Promise<boolean> {
    if (!(HANDLED_EVENTS as readonly string[]).includes(e.event)) return false;
    if (e.event.startsWith('refund.')) {
      const refundId = entityId(e, 'refund');
      const refundPaymentId = entityId(e, 'refund', 'payment_id');
      if (!refundId || !refundPaymentId) return false;
      let known = false;
      for (const listener of refundListeners) known = (await listener({ paymentId: refundPaymentId, refundId })) || known;
      return known;
    }
    const linkId = entityId(e, 'payment_link');
    const paymentId = entityId(e, 'payment');
    let applied = false;
    if (linkId) applied = (await reconcileLink(linkId)) || applied;
    if (paymentId) applied = (await reconcilePayment(paymentId)) || applied;
    return applied;
  }

  async function handle(eventId: string, e: WebhookEvent): Promise<WebhookOutcome> {
    const seen = await recordWebhookEvent(db, { eventId, event: e.event, payload: e });
    if (seen === 'processed') return 'duplicate';
    const applied = await apply(e);
    // Marked only once applied: an event that failed half-way is applied again on redelivery.
    await markWebhookProcessed(db, eventId);
    return applied ? 'processed' : 'ignored';
  }

  return {
    assertSigned,
    handle,
    onRefund(listener: RefundListener) {
      refundListeners.push(listener);
    },
  };
}

export type WebhookService = ReturnType<typeof createWebhookService>;
