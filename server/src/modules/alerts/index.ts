import { alertsRoutes } from './routes.js';
import { createAlertsService } from './service.js';
import type { FastifyInstance } from 'fastify';

/**
 * Saved searches and the auction calendar: a buyer keeps searches and hears of new lots matching
 * them, and asks to be reminded before an auction starts. The notices themselves are the
 * notification service's (kinds saved_search_match and auction_reminder, from `alertNotices`).
 */
export async function alertsModule(app: FastifyInstance) {
  alertsRoutes(app, createAlertsService({ db: app.db }));
}

export { alertNotices, type AlertNotice } from './repo.js';
