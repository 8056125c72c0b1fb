import { startIntervalWorker } from '../../lib/interval-worker.js';
import { createDealService } from './service.js';
import type { Workers } from '../../workers.js';
import type { FastifyInstance } from 'fastify';

/**
 * Every instance runs this beside the close scheduler: deals whose offer or payment deadline has
 * passed by the database clock take their next step (rows are locked and skipped, so instances
 * never apply one deadline twice).
 */
export function startDeadlineScheduler(app: FastifyInstance): Workers {
  const deals = createDealService({
    db: app.db,
    onCommitted: () => app.outbox.kick(),
    onBackout: app.hasDecorator('deposits') ? (tx, b) => app.deposits.forfeitBackout(tx, b) : undefined,
  });
  return startIntervalWorker({
    everyMs: app.config.SCHEDULER_INTERVAL_MS,
    log: app.log,
    failure: 'applying deal deadlines failed',
    async pass() {
      const n = await deals.runDeadlines();
      if (n > 0) app.log.info({ deals: n }, 'deal deadlines applied');
    },
  });
}
