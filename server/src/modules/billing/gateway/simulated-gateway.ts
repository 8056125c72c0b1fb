import { createHmac } from 'node:crypto';
import { installationSecret } from '../../../db/installation-secrets.js';
import { simulatedCheckoutRoutes, type CaptureListener } from './simulated-checkout.js';
import { SIMULATED_CHECKOUT_PATH, simulatedId } from './simulated-ids.js';
import { findByOrderId, findByPaymentId, findByPaymentLinkId, type SimulatedRecord } from './simulated-store.js';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/client.js';
import type { GatewayOrder, GatewayPaymentLink, GatewayRefund, PaymentGateway } from './types.js';

export interface SimulatedSecrets {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

/**
 * The signing key is as secret as Razorpay's: a signature made with any other key credits nothing.
 * It comes from APP_SECRET when the operator set one, otherwise from a random secret made once per
 * installation and kept in the database the instances share, so each of them (and a restarted
 * one) verifies what another signed. Nothing outside the installation can compute either.
 */
export async function simulatedSecrets(config: Config, db: Db): Promise<SimulatedSecrets> {
  const base = config.appSecretConfigured ? config.APP_SECRET : await installationSecret(db, 'simulated_gateway');
  const derive = (use: string) => createHmac('sha256', base).update(`simulated-gateway|${use}`).digest('hex');
  return { keyId: 'rzp_test_simulated', keySecret: derive('checkout'), webhookSecret: derive('webhook') };
}

export interface SimulatedGatewayOptions extends SimulatedSecrets {
  db: Db;
  /** Absolute site origin for link URLs; without it they are same-origin relative URLs. */
  publicUrl?: string;
}

export function createSimulatedGateway(opts: SimulatedGatewayOptions): PaymentGateway {
  const listeners: CaptureListener[] = [];
  const base = (opts.publicUrl ?? '').replace(/\/+$/, '');
  const linkUrl = (id: string) => `${base}${SIMULATED_CHECKOUT_PATH}?payment_link_id=${encodeURIComponent(id)}`;

  const orderOf = (r: SimulatedRecord): GatewayOrder => ({
    id: r.orderId!,
    amount: r.amount,
    status: r.paymentId ? 'paid' : 'created',
  });
  const linkOf = (r: SimulatedRecord): GatewayPaymentLink => ({
    id: r.paymentLinkId!,
    shortUrl: linkUrl(r.paymentLinkId!),
    referenceId: r.referenceId ?? '',
    amount: r.amount,
    status: r.paymentId ? 'paid' : 'created',
    payments: r.paymentId ? [{ id: r.paymentId, status: 'captured' }] : [],
  });

  /*
   * Refunds, as Razorpay makes them: created pending, then processed (or failed) a moment later
   * and announced as a refund.processed / refund.failed webhook event. The simulation keeps them
   * in this process only: a refund still pending when it restarts is never announced, and its
   * status is read again from the gateway as unknown.
   */
  const refunds = new Map<string, GatewayRefund>();
  let failNext: string | null = null;
  const announce = (r: GatewayRefund) => {
    const event = r.status === 'failed' ? 'refund.failed' : 'refund.processed';
    const entity = { id: r.id, entity: 'refund', amount: r.amount * 100, payment_id: r.paymentId, status: r.status };
    for (const listener of listeners) {
      listener(simulatedId('evt'), { event, payload: { refund: { entity } } }).catch(() => undefined);
    }
  };

  return {
    name: 'simulated',
    keyId: opts.keyId,
    keySecret: opts.keySecret,
    webhookSecret: opts.webhookSecret,
    checkoutUrl: SIMULATED_CHECKOUT_PATH,

    // The billing service writes the payments row that is this order's (and link's) only record.
    async createOrder(input) {
      return { id: simulatedId('order'), amount: input.amount, status: 'created' };
    },

    // callbackUrl is not kept: the checkout returns the payer by the link's purpose instead.
    async createPaymentLink(input) {
      const id = simulatedId('plink');
      return { id, shortUrl: linkUrl(id), referenceId: input.referenceId, amount: input.amount, status: 'created', payments: [] };
    },

    async fetchOrder(id) {
      const r = await findByOrderId(opts.db, id);
      return r ? orderOf(r) : null;
    },

    async fetchPayment(id) {
      const r = await findByPaymentId(opts.db, id);
      return r ? { id, orderId: r.orderId, amount: r.amount, status: 'captured' } : null;
    },

    async fetchPaymentLink(id) {
      const r = await findByPaymentLinkId(opts.db, id);
      return r ? linkOf(r) : null;
    },

    async createRefund(input) {
      const r: GatewayRefund = {
        id: simulatedId('rfnd'),
        paymentId: input.paymentId,
        amount: input.amount,
        status: 'pending',
      };
      const reason = failNext;
      failNext = null;
      refunds.set(r.id, r);
      // Shortly after the caller has recorded the refund, the outcome arrives as a webhook would;
      // a reader that asks before then sees it pending (the deposit service also reads it back).
      setTimeout(() => {
        r.status = reason ? 'failed' : 'processed';
        if (reason) r.failureReason = reason;
        announce(r);
      }, 25).unref();
      return { ...r };
    },

    async fetchRefund(paymentId, refundId) {
      const r = refunds.get(refundId);
      return r && r.paymentId === paymentId ? { ...r } : null;
    },

    simulation: {
      failNextRefund(reason: string) {
        failNext = reason;
      },
    },

    routes: simulatedCheckoutRoutes({ db: opts.db, keySecret: opts.keySecret, listeners }),
    onCaptured(listener) {
      listeners.push(listener);
    },
  };
}
