import type { FastifyPluginAsync } from 'fastify';
import { backoutRoutes } from './backout-routes.js';
import { createBackoutService } from './backout-service.js';
import { createGateway } from './gateway/index.js';
import { createPaymentService } from './payment-service.js';
import { taxSettings } from '../invoicing/index.js';
import { createSubscriptionService } from './subscription-service.js';
import { subscriptionRoutes } from './subscription-routes.js';
import { createWebhookService } from './webhook-service.js';
import { webhookRoutes } from './webhook-routes.js';

export { BACKOUT_CHARGE_RUPEES, SALE_PAYMENT_DUE_HOURS, TENURES } from './constants.js';
export { insertBackout } from './backouts-repo.js';

/** Plans, subscriptions, payments (checkout and links), backouts and the Razorpay webhook. */
export const billingModule: FastifyPluginAsync = async (app) => {
  const db = app.db;
  const gateway = await createGateway(app.config, db, app.log);
  const tax = taxSettings(app.config);
  const payments = createPaymentService({ db, gateway, tax, log: app.log });
  const subscriptions = createSubscriptionService({ db, gateway, payments });
  const backouts = createBackoutService({ db, gateway, payments });
  const webhooks = createWebhookService({ db, gateway, payments, log: app.log });

  if (app.config.SIMULATED_WEBHOOKS) gateway.onCaptured?.((eventId, event) => webhooks.handle(eventId, event));

  await app.register(subscriptionRoutes, { subscriptions, gateway, tax });
  await app.register(backoutRoutes, { backouts });
  await app.register(webhookRoutes, { webhooks });
  if (gateway.routes) await app.register(gateway.routes);
  app.log.debug({ gateway: gateway.name }, 'billing ready');
};
