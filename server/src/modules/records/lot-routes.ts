import { envelope, failures } from '../../lib/http-schemas.js';
import { createLotRecords } from './lot-records.js';
import { createPlatformRecords } from './platform-records.js';
import { lotRecord, lotRecordsBody } from './schema.js';
import { createSurepassProvider } from './surepass.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

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
        body: lotRecordsBody,
        response: { 200: envelope(lotRecord), ...failures(400, 401, 404, 429) },
      },
    },
    async (req) => ({ status: 200, data: await svc.forLot(req.body.asset_id) }),
  );
}
