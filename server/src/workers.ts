import { startPruner } from './maintenance/prune.js';
import { startCloseScheduler } from './modules/bidding/index.js';
import { startDeadlineScheduler } from './modules/deals/index.js';
import { startNotifier } from './modules/notifications/index.js';
import type { FastifyInstance } from 'fastify';

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
