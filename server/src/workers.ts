import type { FastifyInstance } from 'fastify';
import { startPruner } from './maintenance/prune.js';
import { startCloseScheduler } from './modules/bidding/scheduler.js';
import { startDeadlineScheduler } from './modules/deals/deadlines.js';
import { startNotifier } from './modules/notifications/worker.js';

export interface Workers {
  stop(): Promise<void>;
}

type Worker = (app: FastifyInstance) => Workers;

/** Background loops every instance runs (auction-close scheduler, deal deadlines, notifications, pruning of expired rows). */
export const workerFactories: Worker[] = [startCloseScheduler, startDeadlineScheduler, startNotifier, startPruner];

export function startWorkers(app: FastifyInstance): Workers {
  const running = workerFactories.map((start) => start(app));
  return {
    async stop() {
      await Promise.all(running.map((w) => w.stop()));
    },
  };
}
