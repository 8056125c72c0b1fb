import fp from 'fastify-plugin';
import { forbidden } from '../../errors.js';
import * as repo from './repo.js';
import type { Db } from '../../db/client.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The calls that commit a buyer to a price: both need verified documents where the financier asks. */
export const GATED_ROUTES = new Set(['/client/bid', '/client/add_autobid_amount']);

export const KYC_REQUIRED_MSG = 'kyc.required';

/** How long an instance trusts what it read about a lot's financier; a change made on another instance shows within this. */
const REQUIREMENT_TTL_MS = 30_000;
const MAX_CACHED_LOTS = 50_000;

declare module 'fastify' {
  interface FastifyInstance {
    kycRequirements: { forget(): void };
  }
}

/**
 * The quote gate: before a quote or an autobid reaches the bidding module, a lot whose financier
 * asks for verified documents is refused to a buyer without them. The quote path itself (and its
 * database routine) stays as it is; the gate costs a lookup in a per-lot cache for every quote
 * and one indexed read of the user's cached flag only on lots that require it.
 */
export function createRequirementCache(db: Db) {
  const lots = new Map<number, { required: boolean; until: number }>();
  return {
    async required(assetId: number): Promise<boolean> {
      const hit = lots.get(assetId);
      const now = Date.now();
      if (hit && hit.until > now) return hit.required;
      const required = (await repo.lotRequiresKyc(db, assetId)) ?? false;
      if (lots.size >= MAX_CACHED_LOTS) lots.clear();
      lots.set(assetId, { required, until: now + REQUIREMENT_TTL_MS });
      return required;
    },
    forget() {
      lots.clear();
    },
  };
}

export const kycGate = fp(
  async (app: FastifyInstance) => {
    const cache = createRequirementCache(app.db);
    app.decorate('kycRequirements', { forget: cache.forget });
    // A root hook, so it reaches the bidding module's routes without their code knowing.
    app.addHook('preHandler', async (req: FastifyRequest) => {
      if (req.method !== 'POST' || !GATED_ROUTES.has(req.routeOptions.url ?? '')) return;
      const assetId = (req.body as { asset_id?: unknown } | undefined)?.asset_id;
      if (typeof assetId !== 'number' || !(await cache.required(assetId))) return;
      const user = await req.currentUser();
      // Signed out: the route answers 401 itself.
      if (!user || user.isAdmin || user.isAuctionAdmin) return;
      if (await repo.userKyc(app.db, user.id)) return;
      throw forbidden(KYC_REQUIRED_MSG, { code: 'kyc_required' });
    });
  },
  { name: 'kyc-gate', dependencies: ['session'] },
);
