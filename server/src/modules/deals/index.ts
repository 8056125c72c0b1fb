import { badRequest } from '../../errors.js';
import { firstSchemaText } from '../../lib/plain-errors.js';
import { createDealReads } from './reads.js';
import { dealRoutes } from './routes.js';
import { createDealService } from './service.js';
import type { FastifyInstance } from 'fastify';

// What the rest of the server uses from this module (imported only through this file).
export { startDeadlineScheduler } from './deadlines.js';
export { apply, nextBidder, opened, type Action, type Actor, type Bidder, type DealState, type Step } from './rules.js';
export { createDealService, openDeals } from './service.js';

/** After the hammer: each won lot's deal, from approval through payment and release to the RC transfer. */
export async function dealsModule(app: FastifyInstance) {
  app.setSchemaErrorFormatter((errors) => badRequest(firstSchemaText(errors)));
  const deals = createDealService({
    db: app.db,
    onCommitted: () => app.outbox.kick(),
    onBackout: app.hasDecorator('deposits') ? (tx, b) => app.deposits.forfeitBackout(tx, b) : undefined,
    onAccept: app.hasDecorator('deposits') ? (tx, a) => app.deposits.checkAcceptance(tx, a) : undefined,
  });
  dealRoutes(app, deals, createDealReads({ db: app.db, brand: app.config.BRAND_NAME }));
}
