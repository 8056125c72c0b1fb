import type { FastifyInstance } from 'fastify';
import { auctionRoutes } from './auction-routes.js';
import { createAuctionService } from './auction-service.js';
import type { AdminDeps } from './deps.js';
import { createImportService } from './import-service.js';
import { lotReportRoutes } from './lot-report-routes.js';
import { createLotReportService } from './lot-report-service.js';
import { lotRoutes } from './lot-routes.js';
import { createLotService } from './lot-service.js';
import { monitorRoutes } from './monitor-routes.js';
import { createMonitorService } from './monitor-service.js';
import { referenceRoutes } from './reference-routes.js';
import { createReferenceService } from './reference-service.js';
import { resultsRoutes } from './results-routes.js';
import { createResultsService } from './results-service.js';
import { TAGS } from './schema.js';
import { createImageStore } from './uploads.js';
import { usersRoutes } from './users-routes.js';
import { createUsersService } from './users-service.js';

// What the rest of the server uses from this module (imported only through this file).
export { actorOf, audit, type AdminActor } from './audit.js';
export { rankedBidders } from './results-repo.js';
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
} from './schema.js';

/**
 * The auction admin console's server side: every route under /admin, for admins and
 * auction admins only. The guard is attached to each route as it is registered, so a route
 * added here later cannot be left open by mistake.
 */
export async function adminModule(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/admin/')) throw new Error(`admin module route outside /admin: ${route.url}`);
    const tags = (route.schema as { tags?: string[] } | undefined)?.tags;
    if (!tags?.includes(TAGS[0]!)) throw new Error(`admin route ${route.method} ${route.url} is not documented under the admin tag`);
    const own = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [app.requireAdmin, ...own];
  });

  const deps: AdminDeps = {
    db: app.db,
    images: createImageStore(app.storage),
    log: app.log.child({ module: 'admin' }),
    onCommitted: () => app.outbox.kick(),
    onBackout: app.hasDecorator('deposits') ? (tx, b) => app.deposits.forfeitBackout(tx, b) : undefined,
  };
  const lots = createLotService(deps);

  referenceRoutes(app, createReferenceService(deps));
  auctionRoutes(app, { auctions: createAuctionService(deps), lots, imports: createImportService(deps) });
  lotRoutes(app, lots);
  lotReportRoutes(app, createLotReportService(deps));
  monitorRoutes(app, createMonitorService(deps));
  resultsRoutes(app, createResultsService(deps), app.db);
  usersRoutes(app, createUsersService(deps), app.db);
}
