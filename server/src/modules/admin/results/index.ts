import { resultsRoutes } from './routes.js';
import { createResultsService } from './service.js';
import type { AdminPluginOptions } from '../shared/deps.js';
import type { FastifyInstance } from 'fastify';

/**
 * Results of ended auctions, lot by lot: approve, counter or reject the winner's quote, record
 * the payment or a backout, offer the lot to the next bidder, and the CSV export.
 */
export async function resultsAdmin(app: FastifyInstance, { deps }: AdminPluginOptions) {
  resultsRoutes(app, createResultsService(deps));
}

export { rankedBidders } from './repo.js';
