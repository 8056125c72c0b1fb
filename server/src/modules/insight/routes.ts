import { envelope, failures } from '../../lib/http-schemas.js';
import { say } from '../../lib/i18n/say.js';
import { costParams, costTables, feeBody, lotBody, priceMemory, rtoBody, yardBody } from './schema.js';
import type { InsightService } from './service.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export function insightRoutes(app: FastifyInstance, svc: InsightService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/auctions/api/lot-costs',
    {
      schema: {
        tags: ['lots'],
        summary: 'What a lot costs on top of the amount: the parameters of the all-in price',
        description:
          'The buyer’s fee (percent or flat, with GST), yard charges per day and days to the expected release, the RTO transfer estimate and the backout charge. The all-in price for an amount is computed from these (server/src/modules/insight/all-in.ts; the web runs the same code as the buyer types).',
        body: lotBody,
        response: { 200: envelope(costParams), ...failures(400, 404) },
      },
    },
    async (req) => ({ status: 200, data: await svc.costs(req.body.asset_id) }),
  );

  r.post(
    '/auctions/api/price-memory',
    {
      schema: {
        tags: ['lots'],
        summary: 'What vehicles like this one sold for: same make, model and segment, year ±2, last 12 months',
        body: lotBody,
        response: { 200: envelope(priceMemory), ...failures(400, 404) },
      },
    },
    async (req) => ({ status: 200, data: await svc.priceMemory(req.body.asset_id, false) }),
  );

  const admin = { onRequest: app.requireAdmin, security: [{ session: [] }] };
  const tags = ['admin'];

  r.post(
    '/admin/price-memory',
    {
      onRequest: admin.onRequest,
      schema: {
        tags,
        summary: 'Price memory beside the lot’s reserve, for setting reserves',
        body: lotBody,
        response: { 200: envelope(priceMemory), ...failures(400, 401, 403, 404) },
      },
    },
    async (req) => ({ status: 200, data: await svc.priceMemory(req.body.asset_id, true) }),
  );

  r.get(
    '/admin/cost-settings',
    {
      onRequest: admin.onRequest,
      schema: {
        tags,
        summary: 'Buyer fees per financier, yard charges per yard, RTO transfer references per state',
        response: { 200: envelope(costTables), ...failures(401, 403) },
      },
    },
    async () => ({ status: 200, data: await svc.costTables() }),
  );

  r.post(
    '/admin/cost-settings/fee',
    {
      onRequest: admin.onRequest,
      // A form: every field's problem at once, each by code and in the reader's language.
      config: { fieldErrors: true },
      schema: {
        tags,
        summary: 'Set a financier’s buyer fee',
        body: feeBody,
        response: { 200: envelope(costTables), ...failures(400, 401, 403, 404) },
      },
    },
    async (req) => {
      await svc.setFee(req.body);
      return { status: 200, ...say(req, 'insight.saved'), data: await svc.costTables() };
    },
  );

  r.post(
    '/admin/cost-settings/yard',
    {
      onRequest: admin.onRequest,
      // A form: every field's problem at once, each by code and in the reader's language.
      config: { fieldErrors: true },
      schema: {
        tags,
        summary: 'Set a yard’s charge per day',
        body: yardBody,
        response: { 200: envelope(costTables), ...failures(400, 401, 403) },
      },
    },
    async (req) => {
      await svc.setYard(req.body);
      return { status: 200, ...say(req, 'insight.saved'), data: await svc.costTables() };
    },
  );

  r.post(
    '/admin/cost-settings/rto',
    {
      onRequest: admin.onRequest,
      // A form: every field's problem at once, each by code and in the reader's language.
      config: { fieldErrors: true },
      schema: {
        tags,
        summary: 'Set the RTO transfer reference of a state and segment',
        body: rtoBody,
        response: { 200: envelope(costTables), ...failures(400, 401, 403, 404) },
      },
    },
    async (req) => {
      await svc.setRto(req.body);
      return { status: 200, ...say(req, 'insight.saved'), data: await svc.costTables() };
    },
  );
}
