import { auditRoutes } from './routes.js';
import { createAuditService } from './service.js';
import type { AdminPluginOptions } from '../shared/deps.js';
import type { FastifyInstance } from 'fastify';

/**
 * The audit log of admin actions: `audit()` records one action in the transaction that makes
 * it (every admin sub-module calls it), and GET /admin/audit-log pages through the log.
 */
export async function auditAdmin(app: FastifyInstance, { deps }: AdminPluginOptions) {
  auditRoutes(app, createAuditService(deps));
}

export { audit } from './service.js';
