import type { Workers } from '../../workers.js';
import type { FastifyInstance } from 'fastify';

/** Closing-soon and payment-reminder moments are looked for this often (minutes matter, not seconds). */
const SCHEDULE_EVERY_MS = 15_000;

/**
 * Runs the notification passes on every instance: at once after this instance commits quotes
 * (their outbid notices are the most urgent), and every NOTIFY_POLL_MS for the rest and for
 * retries. The cursor lock makes the decision pass one instance's at a time; sending is shared.
 */
export function startNotifier(app: FastifyInstance): Workers {
  const notifier = app.notifications;
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;

  let scheduledAt = Number.NEGATIVE_INFINITY;
  async function drain() {
    while (!stopped && (await notifier.decidePass()) > 0);
    if (performance.now() - scheduledAt >= SCHEDULE_EVERY_MS) {
      scheduledAt = performance.now();
      await notifier.schedulePass();
    }
    while (!stopped && (await notifier.sendPass()) > 0);
  }

  const kick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((err: unknown) => app.log.error({ err }, 'notification pass failed'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          kick();
        }
      });
  };

  const off = app.outbox.onCommitted(kick);
  const timer = setInterval(kick, app.config.NOTIFY_POLL_MS);
  timer.unref();
  kick();
  return {
    async stop() {
      stopped = true;
      off();
      clearInterval(timer);
      if (running) await running;
    },
  };
}
