import type { FastifyInstance } from 'fastify';
import { databaseFailure } from '../../errors.js';
import type { Workers } from '../../workers.js';
import { closeDueLots } from './closing.js';

/** Every instance runs this; the guarded UPDATE makes concurrent closers safe. */
export function startCloseScheduler(app: FastifyInstance): Workers {
  let stopped = false;
  let running: Promise<void> | null = null;
  const tick = () => {
    if (stopped || running) return;
    running = (async () => {
      try {
        for (;;) {
          const closed = await closeDueLots(app.db);
          if (closed.length > 0) {
            app.log.info({ lots: closed.map((c) => c.id) }, 'lots closed');
            app.outbox.kick();
          }
          if (closed.length < 200 || stopped) break;
        }
      } catch (err) {
        // The next tick tries again: lots that fell due while the database was away close then.
        app.log.error({ err: databaseFailure(err) ?? err }, 'closing lots failed');
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
