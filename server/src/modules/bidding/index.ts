import type { FastifyInstance } from 'fastify';
import { biddingRoutes } from './routes.js';
import { createBiddingService } from './service.js';

// What the rest of the server uses from this module (imported only through this file).
export { maskBidder, quoteHash, verifyChain } from './chain.js';
export { closeDueLots } from './closing.js';
export { latestForLots, lotState } from './reads.js';
export { lotSnapshots, quoteHistory, userProxies } from './repo.js';
export { nextValidAmount } from './rules.js';
export { startCloseScheduler } from './scheduler.js';

export default async function bidding(app: FastifyInstance) {
  const service = createBiddingService({
    database: app.database,
    onCommitted: (events) => app.outbox.committed(events),
    depositLimitMultiple: app.config.DEPOSIT_LIMIT_MULTIPLE,
  });
  biddingRoutes(app, service);
}
