import { createImportService, createLotService } from '../lots/index.js';
import { auctionRoutes } from './routes.js';
import { createAuctionService } from './service.js';
import type { AdminPluginOptions } from '../shared/deps.js';
import type { FastifyInstance } from 'fastify';

/**
 * Auctions in the console: list with filters and per-status counts, create, edit, cancel,
 * and adding lots to an auction (one by one or imported from a sheet), with their end
 * times staggered.
 */
export async function auctionsAdmin(app: FastifyInstance, { deps }: AdminPluginOptions) {
  auctionRoutes(app, { auctions: createAuctionService(deps), lots: createLotService(deps), imports: createImportService(deps) });
}
