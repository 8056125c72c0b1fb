import { failures, GUARDED, SECURITY, TAGS } from '../admin/index.js';
import { deliveryLogPage, deliveryLogQuery, deliveryLogReply } from './delivery-log.js';
import type { Database } from '../../db/client.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** The console's delivery log (admins only). */
export function notificationAdminRoutes(app: FastifyInstance, database: Pick<Database, 'db'>) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/admin/notifications/deliveries',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: [...TAGS, 'notifications'],
        security: SECURITY,
        summary: 'The notification delivery log, newest first',
        description:
          'Filters: channel, kind, status, the buyer (phone or user_id), from/to (when the notice was decided). Each row has the provider’s id or its last error, and why a suppressed notice was held back.',
        querystring: deliveryLogQuery,
        response: { 200: deliveryLogReply, ...failures(400, ...GUARDED) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { status: 200, data: await deliveryLogPage(database.db, req.query) };
    },
  );
}
