import { found, route } from '../shared/routes.js';
import { auditQuery, auditReply } from './schema.js';
import type { AuditService } from './service.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export function auditRoutes(app: FastifyInstance, log: AuditService) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/admin/audit-log',
      route('The audit log of admin actions, newest first', { querystring: auditQuery, reply: auditReply }),
      async (req) => {
        const q = req.query;
        return found(log.page({ actorId: q.actor_id, entity: q.entity, entityId: q.entity_id, action: q.action }, q));
      },
    );
}
