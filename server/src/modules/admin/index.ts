import { auctionsAdmin } from './auctions/index.js';
import { auditAdmin } from './audit/index.js';
import { lotsAdmin } from './lots/index.js';
import { monitorAdmin } from './monitor/index.js';
import { referenceAdmin } from './reference/index.js';
import { resultsAdmin } from './results/index.js';
import { guardAdminRoutes } from './shared/access.js';
import { createImageStore } from './shared/uploads.js';
import { usersAdmin } from './users/index.js';
import type { AdminDeps } from './shared/deps.js';
import type { FastifyInstance } from 'fastify';

// What the rest of the server uses from this module (imported only through this file).
export { audit } from './audit/index.js';
export { rankedBidders } from './results/index.js';
export { actorOf, type AdminActor } from './shared/access.js';
export {
  envelope,
  failures,
  fullName,
  GUARDED,
  idField,
  idParams,
  int,
  iso,
  isoOrNull,
  opt,
  paged,
  pageOf,
  pageQuery,
  pageResult,
  person,
  phone10,
  SECURITY,
  TAGS,
  text,
  toIso,
} from './shared/schema.js';

/**
 * The auction admin console's server side: every route under /admin, for admins and auction
 * admins only. Each sub-module (auctions, lots, results, users, reference, monitor, audit) is a
 * plugin registered here with the same dependencies; the guard (shared/access.ts) is put on each
 * route as it is registered.
 */
export async function adminModule(app: FastifyInstance) {
  guardAdminRoutes(app);

  const deps: AdminDeps = {
    db: app.db,
    images: createImageStore(app.storage),
    log: app.log.child({ module: 'admin' }),
    onCommitted: () => app.outbox.kick(),
    onBackout: app.hasDecorator('deposits') ? (tx, b) => app.deposits.forfeitBackout(tx, b) : undefined,
  };
  const opts = { deps };

  await app.register(referenceAdmin, opts);
  await app.register(auctionsAdmin, opts);
  await app.register(lotsAdmin, opts);
  await app.register(monitorAdmin, opts);
  await app.register(resultsAdmin, opts);
  await app.register(usersAdmin, opts);
  await app.register(auditAdmin, opts);
}
