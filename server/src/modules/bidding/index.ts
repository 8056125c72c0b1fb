import type { FastifyInstance } from 'fastify';
import { biddingRoutes } from './routes.js';
import { createBiddingService } from './service.js';

export default async function bidding(app: FastifyInstance) {
  const service = createBiddingService({ db: app.db, database: app.database, onCommitted: (events) => (events ? app.outbox.committed(events) : app.outbox.kick()) });
  biddingRoutes(app, service);
}
