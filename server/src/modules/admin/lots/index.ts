import { lotReportRoutes } from './report-routes.js';
import { createLotReportService } from './report-service.js';
import { lotRoutes } from './routes.js';
import { createLotService } from './service.js';
import type { AdminPluginOptions } from '../shared/deps.js';
import type { FastifyInstance } from 'fastify';

/**
 * The lots of an auction in the console: a lot's details and prices, its photos, its papers
 * (documents) and condition report, withdrawing it, and the bulk import from CSV or XLSX
 * (whose upload route lives with the auction it fills).
 */
export async function lotsAdmin(app: FastifyInstance, { deps }: AdminPluginOptions) {
  lotRoutes(app, createLotService(deps));
  lotReportRoutes(app, createLotReportService(deps));
}

export { createImportService, type ImportService } from './import-service.js';
export { createLotService, type LotService } from './service.js';
