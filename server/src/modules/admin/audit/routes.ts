import { answers, doc } from '../shared/routes.js';
import { auditQuery, auditReply } from './schema.js';
import { auditLogPage } from './service.js';
import type { Db } from '../../../db/client.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export function auditRoutes(app: FastifyInstance, db: Db) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/admin/audit-log',
    {
      schema: {
        ...doc('The audit log of admin actions, newest first'),
        querystring: auditQuery,
        response: answers(auditReply, 400),
      },
    },
    async (req) => {
      const q = req.query;
      return {
        status: 200,
        data: await auditLogPage(db, { actorId: q.actor_id, entity: q.entity, entityId: q.entity_id, action: q.action }, q),
      };
    },
  );
}
