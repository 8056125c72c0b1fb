import fp from 'fastify-plugin';
import { taxSettings } from '../invoicing/index.js';
import { backoutRoutes } from './backout-routes.js';
import { createBackoutService } from './backout-service.js';
import { createGateway } from './gateway/index.js';
import { createPaymentService } from './payment-service.js';
import { subscriptionRoutes } from './subscription-routes.js';
import { createSubscriptionService } from './subscription-service.js';
import { webhookRoutes } from './webhook-routes.js';
import { createWebhookService } from './webhook-service.js';
import type { FastifyInstance } from 'fastify';

export { BACKOUT_CHARGE_RUPEES, SALE_PAYMENT_DUE_HOURS, TENURES } from './constants.js';
export { insertBackout } from './backouts-repo.js';
export { insertPayment, findPaymentById, findPaymentByOrderId, type PaymentRow } from './payments-repo.js';
export { viaGateway, type PaymentService } from './payment-service.js';
export type { WebhookService } from './webhook-service.js';
export type { PaymentGateway, GatewayRefund } from './gateway/types.js';
export { GatewayError } from './gateway/types.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The gateway and the payment services, for modules that take payments of their own (deposits). */
    billing: {
      gateway: import('./gateway/types.js').PaymentGateway;
      payments: import('./payment-service.js').PaymentService;
      webhooks: import('./webhook-service.js').WebhookService;
    };
  }
}

/** Plans, subscriptions, payments (checkout and links), backouts and the Razorpay webhook. */
export const billingModule = fp(
  async (app: FastifyInstance) => {
    const db = app.db;
    const gateway = await createGateway(app.config, db, app.log);
    const tax = taxSettings(app.config);
    const payments = createPaymentService({ db, gateway, tax, log: app.log });
    const subscriptions = createSubscriptionService({ db, gateway, payments });
    const backouts = createBackoutService({ db, gateway, payments });
    const webhooks = createWebhookService({ db, gateway, payments, log: app.log });

    app.decorate('billing', { gateway, payments, webhooks });

    if (app.config.SIMULATED_WEBHOOKS) gateway.onCaptured?.((eventId, event) => webhooks.handle(eventId, event));

    await app.register(subscriptionRoutes, { subscriptions, gateway, tax });
    await app.register(backoutRoutes, { backouts });
    await app.register(webhookRoutes, { webhooks });
    if (gateway.routes) await app.register(gateway.routes);
    app.log.debug({ gateway: gateway.name }, 'billing ready');
  },
  { name: 'billing' },
);
