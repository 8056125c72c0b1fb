import { badRequest } from '../../errors.js';
import { firstSchemaText } from '../../lib/plain-errors.js';
import { dashboardRoutes } from './dashboard-routes.js';
import { createDashboardService } from './dashboard-service.js';
import { documentRoutes } from './document-routes.js';
import { createDocumentService } from './documents-service.js';
import { buyerRoutes } from './routes.js';
import { createBuyerService } from './service.js';
import type { FastifyInstance } from 'fastify';

/** The buyer's side: My Quotes, watchlist, quote history, dashboards, bond and KYC PDFs. */
export async function buyerModule(app: FastifyInstance) {
  // The schemas' own messages name the field ("asset_id must be a number"): shown as they are.
  app.setSchemaErrorFormatter((errors) => badRequest(firstSchemaText(errors)));
  const { db, config } = app;
  buyerRoutes(app, createBuyerService({ db, secret: config.APP_SECRET }));
  dashboardRoutes(app, createDashboardService({ db }));
  documentRoutes(app, createDocumentService({ db, brand: config.BRAND_NAME }));
}
