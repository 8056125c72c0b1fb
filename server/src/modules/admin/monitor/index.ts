import { monitorRoutes } from './routes.js';
import { createMonitorService } from './service.js';
import type { AdminPluginOptions } from '../shared/deps.js';
import type { FastifyInstance } from 'fastify';

/** The live monitor of one auction: each lot's price, leader, quotes, watchers and time left by the database clock, with activity and alerts. */
export async function monitorAdmin(app: FastifyInstance, { deps }: AdminPluginOptions) {
  monitorRoutes(app, createMonitorService(deps));
}
