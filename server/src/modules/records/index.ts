import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, failure } from '../../lib/http-schemas.js';
import { zodText } from '../../lib/plain-errors.js';
import { lotRecordRoutes } from './lot-routes.js';
import { createRecordsService, normaliseRegistration, REGISTRATION_PATTERN } from './service.js';

const lookupBody = z.object({
  registration_number: z
    .string({ error: zodText('field.required', { field: 'registration_number' }) })
    .transform(normaliseRegistration)
    .refine((v) => REGISTRATION_PATTERN.test(v), zodText('listing.registration_example')),
});

const rcResult = z.object({
  registration_number: z.string(),
  rc: z.object({
    owner: z.string(),
    maker_model: z.string(),
    vehicle_class: z.string(),
    fuel: z.string(),
    registration_date: z.string().nullable(),
    rto: z.string(),
    insurance_upto: z.string().nullable(),
    fitness_upto: z.string().nullable(),
    financier: z.string(),
    fetched_at: z.string(),
  }),
  challans: z.array(z.object({ challan_no: z.string(), issued_at: z.string(), offence: z.string(), place: z.string(), amount: z.number(), status: z.string() })),
  pending_challan_count: z.number(),
  pending_challan_amount: z.number(),
});

/** RC & Challans: the registration and traffic-challan records on file for listed vehicles. */
export default async function records(app: FastifyInstance) {
  lotRecordRoutes(app);
  const service = createRecordsService(app.db);
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
        response: { 200: envelope(rcResult), 400: failure, 401: failure, 404: failure, 429: failure },
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
        response: { 200: envelope(z.array(z.object({ registration_number: z.string(), looked_up_at: z.string() }))), 401: failure },
      },
    },
    async (req) => ({ status: 200, data: await service.history((await req.currentUser())!.id) }),
  );
}
