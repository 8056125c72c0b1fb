import type { FastifyInstance } from 'fastify';
import type { Workers } from '../../workers.js';
import { createDealService } from './service.js';

/**
 * Every instance runs this beside the close scheduler: deals whose offer or payment deadline has
 * passed by the database clock take their next step (rows are locked and skipped, so instances
 * never apply one deadline twice).
 */
export function startDeadlineScheduler(app: FastifyInstance): Workers {
  const deals = createDealService({ db: app.db, onCommitted: () => app.outbox.kick() });
  let stopped = false;
  let running: Promise<void> | null = null;
  const tick = () => {
    if (stopped || running) return;
    running = (async () => {
      try {
        const n = await deals.runDeadlines();
        if (n > 0) app.log.info({ deals: n }, 'deal deadlines applied');
      } catch (err) {
        app.log.error({ err }, 'applying deal deadlines failed');
      } finally {
        running = null;
      }
    })();
  };
  const timer = setInterval(tick, app.config.SCHEDULER_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (running) await running;
    },
  };
}
