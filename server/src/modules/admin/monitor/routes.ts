import { requestLanguage } from '../../../lib/i18n/languages.js';
import { found, route } from '../shared/routes.js';
import { idParams } from '../shared/schema.js';
import { monitorReply } from './schema.js';
import type { MonitorService } from './service.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export function monitorRoutes(app: FastifyInstance, monitor: MonitorService) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/admin/auctions/:id/monitor',
    route('Live monitor snapshot: every lot’s price, leader, quotes, watchers, time left; activity and alerts', {
      description:
        'Poll this, or load it once and follow the realtime feed (lot events on auction.<id>.asset.*, console events on admin.*). Times by the database clock: seconds_left = ends_at − server_time.',
      params: idParams,
      reply: monitorReply,
      fails: [404],
    }),
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return found(monitor.snapshot(req.params.id, requestLanguage(req)));
    },
  );
}
