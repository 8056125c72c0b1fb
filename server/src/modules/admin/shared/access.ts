import { unauthenticated } from '../../../errors.js';
import { TAGS } from './schema.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Who is acting in the console: the signed-in admin and the address the request came from. */
export interface AdminActor {
  id: number;
  isAdmin: boolean;
  isAuctionAdmin: boolean;
  ip: string;
}

/** The admin behind a request; the admin scope has already refused everyone else. */
export async function actorOf(req: FastifyRequest): Promise<AdminActor> {
  const user = await req.currentUser();
  if (!user) throw unauthenticated();
  return { id: user.id, isAdmin: user.isAdmin, isAuctionAdmin: user.isAuctionAdmin, ip: req.ip };
}

/**
 * Puts the admin guard on every route the admin plugin (and its sub-modules) registers, as it is
 * registered, so a route added later cannot be left open by mistake. A route outside /admin, or
 * not documented under the admin tag, stops the server at start-up.
 */
export function guardAdminRoutes(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/admin/')) throw new Error(`admin module route outside /admin: ${route.url}`);
    const tags = (route.schema as { tags?: string[] } | undefined)?.tags;
    if (!tags?.includes(TAGS[0]!)) throw new Error(`admin route ${route.method} ${route.url} is not documented under the admin tag`);
    const own = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [app.requireAdmin, ...own];
  });
}
