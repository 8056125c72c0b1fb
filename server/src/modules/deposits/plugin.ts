import fp from 'fastify-plugin';
import { depositRoutes } from './routes.js';
import { createDepositService, type DepositService } from './service.js';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Security deposits: the buyer's account, top-ups, refunds, the backout forfeit (docs/deposits.md). */
    deposits: DepositService;
  }
}

/** Deposits as a product: registered after billing, whose gateway and payment services it uses. */
export const depositsModule = fp(
  async (app: FastifyInstance) => {
    const { gateway, payments, webhooks } = app.billing;
    const deposits = createDepositService({
      db: app.db,
      gateway,
      payments,
      webhooks,
      config: app.config,
      log: app.log.child({ module: 'deposits' }),
    });
    app.decorate('deposits', deposits);
    await app.register(async (scope) => depositRoutes(scope, deposits));
  },
  { name: 'deposits', dependencies: ['billing'] },
);
