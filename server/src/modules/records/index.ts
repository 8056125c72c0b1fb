import { lotRecordRoutes } from './lot-routes.js';
import { recordRoutes } from './routes.js';
import { createRecordsService } from './service.js';
import type { FastifyInstance } from 'fastify';

/**
 * RC & Challans: the registration and traffic-challan records on file for listed vehicles. A
 * buyer looks a registration up (owner names masked) and sees their recent look-ups; a lot shows
 * its vehicle's record from the licensed provider, or the platform's own when that fails.
 */
export default async function records(app: FastifyInstance) {
  lotRecordRoutes(app);
  recordRoutes(app, createRecordsService(app.db));
}
