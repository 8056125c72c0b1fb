import { failures } from '../../lib/http-schemas.js';
import { say } from '../../lib/i18n/say.js';
import { DEFAULT_PLATFORM } from './constants.js';
import { creationRateLimit, siteUrl } from './http.js';
import { publishedPlans, simplifiedPlans } from './plans-service.js';
import {
  activeExpiredResponse,
  createSubscriptionBody,
  createSubscriptionLinkBody,
  createSubscriptionResponse,
  paymentConfigResponse,
  paymentLinkResponse,
  platformListBody,
  publishedPlansResponse,
  simplifiedPlansResponse,
  verifiedSubscriptionResponse,
  verifyLinkBody,
  verifyPaymentBody,
} from './schema.js';
import type { TaxSettings } from '../invoicing/index.js';
import type { PaymentGateway } from './gateway/index.js';
import type { SubscriptionService } from './subscription-service.js';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const tags = ['subscriptions'];
const security = [{ session: [] }];

export const subscriptionRoutes: FastifyPluginAsync<{
  subscriptions: SubscriptionService;
  gateway: PaymentGateway;
  tax: TaxSettings;
}> = async (app, { subscriptions, gateway, tax }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/subscriptions/get-simplified-plan-details-for-subscription',
    {
      schema: {
        tags,
        summary: 'Plans by tenure (1, 3, 6, 9, 12, 24 months) with their price options',
        description:
          'Each option: its price, how GST meets it (included in it, extra on top, or none) and the whole rupees the checkout will charge.',
        response: { 200: simplifiedPlansResponse },
      },
    },
    async () => ({ status: 200 as const, data: await simplifiedPlans(app.db, DEFAULT_PLATFORM, tax) }),
  );

  r.post(
    '/subscriptions/get-all-published-plans-by-platform-list',
    {
      schema: {
        tags,
        summary: 'Every published plan of the given platforms',
        description: 'platform: a list or a comma-separated string; default "auction".',
        body: platformListBody,
        response: { 200: publishedPlansResponse, ...failures(400) },
      },
    },
    async (req) => ({ status: 200 as const, data: await publishedPlans(app.db, req.body, tax) }),
  );

  r.post(
    '/subscriptions/payment-config',
    {
      schema: {
        tags,
        summary: 'The active payment gateway and its public key',
        description: 'razorpay: open Razorpay Checkout with key. simulated: open checkout_url?order_id=… instead.',
        response: { 200: paymentConfigResponse },
      },
    },
    async () => ({
      status: 200 as const,
      data: { gateway: gateway.name, key: gateway.keyId, checkout_url: gateway.checkoutUrl },
    }),
  );

  r.post(
    '/subscriptions/subscription-creation-by-user',
    {
      onRequest: app.requireUser,
      config: creationRateLimit,
      schema: {
        tags,
        security,
        summary: 'Start a subscription: the server prices the plan and creates the gateway order',
        description:
          "payment_amount and plan_term must match the server price of plan_id (400 otherwise). phone, if given, must be the signed-in user's.",
        body: createSubscriptionBody,
        response: { 200: createSubscriptionResponse, ...failures(400, 401, 403, 404, 429, 503) },
      },
    },
    async (req) => {
      const user = (await req.currentUser())!;
      const b = req.body;
      const created = await subscriptions.createCheckout(user, {
        phone: b.phone,
        planId: b.plan_id,
        paymentAmount: b.payment_amount,
        planTerm: b.plan_term,
        remarks: b.remarks,
      });
      return { status: 200 as const, ...created };
    },
  );

  r.post(
    '/subscriptions/verify-user-payment',
    {
      schema: {
        tags,
        summary: 'Verify a checkout payment and activate the subscription',
        description:
          'signature = HMAC-SHA256(order_id|payment_id) under the gateway key secret, checked against the order stored for subscription_id. Replays answer the same; a bad signature is 400 and changes nothing.',
        body: verifyPaymentBody,
        response: { 200: verifiedSubscriptionResponse, ...failures(400, 404) },
      },
    },
    async (req) => {
      const b = req.body;
      const v = await subscriptions.verifyCheckout({
        subscriptionId: b.subscription_id,
        phone: b.phone,
        orderId: b.order_id,
        paymentId: b.payment_id,
        signature: b.signature,
      });
      return { status: 200 as const, ...say(req, 'billing.subscription_active'), ...v };
    },
  );

  r.post(
    '/subscriptions/create-subscription-payment-link',
    {
      onRequest: app.requireUser,
      config: creationRateLimit,
      schema: {
        tags,
        security,
        summary: 'Start a subscription paid through a payment link (returns to /payment-success)',
        description: 'A buyer for their own phone; an admin for any registered phone. Same price checks as subscription-creation-by-user.',
        body: createSubscriptionLinkBody,
        response: { 200: paymentLinkResponse, ...failures(400, 401, 403, 404, 429, 503) },
      },
    },
    async (req) => {
      const user = (await req.currentUser())!;
      const b = req.body;
      const data = await subscriptions.createPaymentLink(
        user,
        { phone: b.phone, planId: b.plan_id, paymentAmount: b.payment_amount, planTerm: b.plan_term, remarks: b.remarks },
        siteUrl(app, req),
      );
      return { status: 200 as const, data };
    },
  );

  r.post(
    '/subscriptions/verify-subscription-payment-using-link',
    {
      schema: {
        tags,
        summary: 'Verify a payment-link payment (the /payment-success screen) and activate the subscription',
        description:
          'signature = HMAC-SHA256(payment_link_id|reference_id|status|payment_id). reference id and status default to the stored reference and "paid".',
        body: verifyLinkBody,
        response: { 200: verifiedSubscriptionResponse, ...failures(400, 404) },
      },
    },
    async (req) => {
      const b = req.body;
      const v = await subscriptions.verifyPaymentLink({
        paymentLinkId: b.payment_link_id,
        paymentId: b.payment_id,
        signature: b.signature,
        referenceId: b.payment_link_reference_id,
        status: b.payment_link_status,
      });
      return { status: 200 as const, ...say(req, 'billing.subscription_active'), ...v };
    },
  );

  r.post(
    '/subscriptions/user-active-expired-data',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "The signed-in user's paid subscriptions, active (including a renewal not yet started) and expired",
        response: { 200: activeExpiredResponse, ...failures(401) },
      },
    },
    async (req) => {
      const user = (await req.currentUser())!;
      return { status: 200 as const, data: await subscriptions.activeAndExpired(user.id) };
    },
  );
};
