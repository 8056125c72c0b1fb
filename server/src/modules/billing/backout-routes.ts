import { failures } from '../../lib/http-schemas.js';
import { say } from '../../lib/i18n/say.js';
import { creationRateLimit, siteUrl } from './http.js';
import { backoutDashboardResponse, backoutLinkBody, backoutLinkResponse, backoutVerifiedResponse, verifyLinkBody } from './schema.js';
import type { BackoutService } from './backout-service.js';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const tags = ['backouts'];
const security = [{ session: [] }];

export const backoutRoutes: FastifyPluginAsync<{ backouts: BackoutService }> = async (app, { backouts }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/auctions/get-backout-dashboard-data',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "The signed-in buyer's backouts (Rs.10,000 per vehicle) and approved sales still to be paid",
        description: 'An approved sale is due in full within 48 hours of approval; overdue is by the database clock.',
        response: { 200: backoutDashboardResponse, ...failures(401) },
      },
    },
    async (req) => {
      const user = (await req.currentUser())!;
      return { status: 200 as const, data: await backouts.dashboard(user.id) };
    },
  );

  r.post(
    '/auctions/create-backout-payment-link',
    {
      onRequest: app.requireUser,
      config: creationRateLimit,
      schema: {
        tags,
        security,
        summary: 'A payment link for one of your due backouts (returns to /backout-payment-success)',
        description: 'An unpaid link that is still open is returned again rather than a second one made.',
        body: backoutLinkBody,
        response: { 200: backoutLinkResponse, ...failures(400, 401, 404, 409, 429, 503) },
      },
    },
    async (req) => {
      const user = (await req.currentUser())!;
      return { status: 200 as const, data: await backouts.createPaymentLink(user, req.body.backout_id, siteUrl(app, req)) };
    },
  );

  r.post(
    '/subscriptions/verify-backout-payment-using-link',
    {
      schema: {
        tags,
        summary: 'Verify a backout payment-link payment and resolve the backout',
        description:
          'signature = HMAC-SHA256(payment_link_id|reference_id|status|payment_id); reference id and status default to the stored reference and "paid". 200 resolves the backout; anything else carries a msg.',
        body: verifyLinkBody,
        response: { 200: backoutVerifiedResponse, ...failures(400, 404, 503) },
      },
    },
    async (req) => {
      const b = req.body;
      const data = await backouts.verifyPaymentLink({
        paymentLinkId: b.payment_link_id,
        paymentId: b.payment_id,
        signature: b.signature,
        referenceId: b.payment_link_reference_id,
        status: b.payment_link_status,
      });
      return { status: 200 as const, ...say(req, 'billing.backout_paid'), data };
    },
  );
};
