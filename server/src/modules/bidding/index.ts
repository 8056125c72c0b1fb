import type { FastifyInstance } from 'fastify';
import { biddingRoutes } from './routes.js';
import { createBiddingService } from './service.js';

export default async function bidding(app: FastifyInstance) {
  const service = createBiddingService({ database: app.database, onCommitted: (events) => app.outbox.committed(events) });
  biddingRoutes(app, service);
}
