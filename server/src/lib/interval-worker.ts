import { databaseFailure } from '../errors.js';
import type { FastifyBaseLogger } from 'fastify';

export interface IntervalWorker {
  /** Stops the timer and waits for a pass under way. */
  stop(): Promise<void>;
}

export interface IntervalWorkerOptions {
  everyMs: number;
  log: FastifyBaseLogger;
  /** The log message when a pass fails; the next tick tries again. */
  failure: string;
  /** One pass; `stopped()` turns true when the instance shuts down, so a long pass can end early. */
  pass(stopped: () => boolean): Promise<void>;
}

/**
 * A background loop every instance runs (close scheduler, deal deadlines): one pass per tick, never
 * two at once (a slow pass makes the next ticks skip), errors logged, and a stop that waits for the
 * pass under way. The timer does not hold the process open.
 */
export function startIntervalWorker(o: IntervalWorkerOptions): IntervalWorker {
  let stopped = false;
  let running: Promise<void> | null = null;
  const tick = () => {
    if (stopped || running) return;
    running = (async () => {
      try {
        await o.pass(() => stopped);
      } catch (err) {
        o.log.error({ err: databaseFailure(err) ?? err }, o.failure);
      } finally {
        running = null;
      }
    })();
  };
  const timer = setInterval(tick, o.everyMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (running) await running;
    },
  };
}
