import fp from 'fastify-plugin';
import { forbidden } from '../../errors.js';
import * as repo from './repo.js';
import { dealerRoutes } from './routes.js';
import { createDealersService } from './service.js';
import type { Executor } from '../../db/client.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * What an agent may not do with their own session: manage the dealer's agents or account, or
 * pay anything (plans, backout charges, deposits). They quote and set autobids in the dealer's
 * name (the bidding engine maps their session to the dealer) and read the dealer's dashboard.
 */
export const AGENT_REFUSED = [
  /^\/client\/api\/dealer\/(become|agents)(\/|$)/,
  /^\/subscriptions\/(create-subscription-payment-link|subscription-creation-by-user|verify-user-payment|verify-subscription-payment-using-link|verify-backout-payment-using-link)$/,
  /^\/auctions\/create-backout-payment-link$/,
  /^\/deposits\//,
];

/**
 * Whose quotes this user's are: the dealer's for an active agent, else their own. The realtime
 * gateway keys a socket's per-viewer flags ("you lead", your maximum) by it, as the engine records
 * an agent's quotes in the dealer's name.
 */
export async function bidderOf(ex: Executor, userId: number): Promise<number> {
  const agency = await repo.agencyOf(ex, userId);
  return agency?.status === 'active' ? agency.dealer_id : userId;
}

export const refusedToAgents = (url: string) => AGENT_REFUSED.some((re) => re.test(url));

/**
 * A root hook, like the KYC gate, so the billing and deposit routes are guarded without their
 * code knowing about agents. It costs one indexed read, and only on the refused routes.
 */
export const dealersGate = fp(
  async (app: FastifyInstance) => {
    // Before validation: an agent hears they may not, whatever they sent.
    app.addHook('preValidation', async (req: FastifyRequest) => {
      if (!refusedToAgents(req.routeOptions.url ?? '')) return;
      const user = await req.currentUser();
      if (!user) return;
      if (await repo.agencyOf(app.db, user.id)) throw forbidden('dealers.agent_refused', { code: 'dealers.agent_refused' });
    });
  },
  { name: 'dealers-gate', dependencies: ['session'] },
);

/** Dealers and agents (docs/dealers.md). */
export async function dealersModule(app: FastifyInstance) {
  dealerRoutes(app, createDealersService({ db: app.db, texts: app.notifications, log: app.log.child({ module: 'dealers' }) }));
}
