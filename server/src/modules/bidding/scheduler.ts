import { startIntervalWorker } from '../../lib/interval-worker.js';
import { closeDueLots } from './closing.js';
import type { Workers } from '../../workers.js';
import type { FastifyInstance } from 'fastify';

/** Every instance runs this; the guarded UPDATE makes concurrent closers safe. */
export function startCloseScheduler(app: FastifyInstance): Workers {
  return startIntervalWorker({
    everyMs: app.config.SCHEDULER_INTERVAL_MS,
    log: app.log,
    // The next tick tries again: lots that fell due while the database was away close then.
    failure: 'closing lots failed',
    async pass(stopped) {
      for (;;) {
        const closed = await closeDueLots(app.db);
        if (closed.length > 0) {
          app.log.info({ lots: closed.map((c) => c.id) }, 'lots closed');
          app.outbox.kick();
        }
        if (closed.length < 200 || stopped()) break;
      }
    },
  });
}
