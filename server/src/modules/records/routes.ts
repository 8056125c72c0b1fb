import { envelope, failures } from '../../lib/http-schemas.js';
import { historyReply, lookupBody, rcResult } from './schema.js';
import type { RecordsService } from './service.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** A buyer's RC & challan look-ups by registration number, and their history. */
export function recordRoutes(app: FastifyInstance, service: RecordsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/user/rc-challan/lookup',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['rc & challans'],
        summary: 'RC summary and challans of a registration number',
        description: 'Owner names are masked. Records are those the financiers supplied for vehicles listed on our auctions.',
        body: lookupBody,
        response: { 200: envelope(rcResult), ...failures(400, 401, 404, 429) },
      },
    },
    async (req) => ({ status: 200, data: await service.lookup((await req.currentUser())!.id, req.body.registration_number) }),
  );
  r.post(
    '/user/rc-challan/history',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['rc & challans'],
        summary: 'The buyer’s recent RC look-ups',
        response: { 200: historyReply, ...failures(401) },
      },
    },
    async (req) => ({ status: 200, data: await service.history((await req.currentUser())!.id) }),
  );
}
