import { insightRoutes } from './routes.js';
import { createInsightService } from './service.js';
import type { FastifyInstance } from 'fastify';

/**
 * Knowing what a lot will cost and what its like sold for: the all-in price's parameters (buyer's
 * fee, yard charges, RTO transfer estimate; admins set them) and the price memory of comparable
 * sales. docs/lot-insight.md.
 */
export async function insightModule(app: FastifyInstance) {
  insightRoutes(app, createInsightService({ db: app.db }));
}

export { allInCost, type CostBreakdown, type CostParams } from './all-in.js';
