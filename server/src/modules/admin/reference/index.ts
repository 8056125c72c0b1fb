import { referenceRoutes } from './routes.js';
import { createReferenceService } from './service.js';
import type { AdminPluginOptions } from '../shared/deps.js';
import type { FastifyInstance } from 'fastify';

/** Reference data kept in the console: financiers (with logos), states and their state-head contacts, segments, and subscription plans. */
export async function referenceAdmin(app: FastifyInstance, { deps }: AdminPluginOptions) {
  referenceRoutes(app, createReferenceService(deps));
}
