import { z } from 'zod';
import { envelope, failures, idField } from '../../lib/http-schemas.js';
import { createLotRecords } from './lot-records.js';
import { createPlatformRecords } from './platform-records.js';
import { createSurepassProvider } from './surepass.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const flag = z.object({
  kind: z.enum(['insurance_expired', 'fitness_expired', 'puc_expired', 'tax_expired', 'pending_challans']),
  date: z.string().nullable().describe('the lapsed validity (YYYY-MM-DD)'),
  count: z.number().int().nullable(),
  amount: z.number().int().nullable(),
});

const lotRecord = z.object({
  asset_id: z.number().int(),
  found: z.boolean(),
  source: z.enum(['surepass', 'platform']).nullable().describe('who answered: the licensed provider, or the platform’s own records'),
  provider_failed: z.boolean().describe('the provider did not answer, so the platform’s records are shown'),
  record: z
    .object({
      maker_model: z.string(),
      registration_date: z.string().nullable(),
      rto: z.string(),
      financier: z.string(),
      insurance_upto: z.string().nullable(),
      fitness_upto: z.string().nullable(),
      puc_upto: z.string().nullable(),
      tax_upto: z.string().nullable(),
      pending_challan_count: z.number().int(),
      pending_challan_amount: z.number().int(),
      fetched_at: z.string(),
    })
    .nullable(),
  flags: z.array(flag),
});

/** The RC and challan check of a lot, for signed-in buyers and admins. */
export function lotRecordRoutes(app: FastifyInstance) {
  const c = app.config;
  const provider =
    c.RC_PROVIDER === 'surepass'
      ? createSurepassProvider({
          baseUrl: c.SUREPASS_BASE_URL,
          token: c.SUREPASS_TOKEN ?? '',
          timeoutMs: c.RC_TIMEOUT_MS,
          challanPath: c.SUREPASS_CHALLAN_PATH,
        })
      : null;
  const svc = createLotRecords({
    db: app.db,
    log: app.log.child({ module: 'records' }),
    provider,
    platform: createPlatformRecords(app.db),
  });
  app.withTypeProvider<ZodTypeProvider>().post(
    '/auctions/api/lot-records',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['rc & challans'],
        summary: 'The lot’s RC and challan check: validity dates, pending challans and flags, labelled with the source',
        security: [{ session: [] }],
        body: z.object({ asset_id: idField('asset_id') }),
        response: { 200: envelope(lotRecord), ...failures(400, 401, 404, 429) },
      },
    },
    async (req) => ({ status: 200, data: await svc.forLot(req.body.asset_id) }),
  );
}
