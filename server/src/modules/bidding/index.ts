import { biddingRoutes } from './routes.js';
import { createBiddingService } from './service.js';
import type { FastifyInstance } from 'fastify';

// What the rest of the server uses from this module (imported only through this file).
export { maskBidder, quoteHash, verifyChain } from './chain.js';
export { closeDueLots } from './closing.js';
export { latestForLots, lotState } from './reads.js';
export { lotSnapshots, quoteHistory, userProxies } from './repo.js';
export { nextValidAmount } from './rules.js';
export { startCloseScheduler } from './scheduler.js';

/**
 * Quotes and autobids: the quote routes, one engine deciding both in the database (through the
 * quote lanes), the close scheduler and the lot reads other modules use.
 */
export default async function bidding(app: FastifyInstance) {
  const service = createBiddingService({
    database: app.database,
    onCommitted: (events) => app.outbox.committed(events),
    depositLimitMultiple: app.config.DEPOSIT_LIMIT_MULTIPLE,
  });
  biddingRoutes(app, service);
}
