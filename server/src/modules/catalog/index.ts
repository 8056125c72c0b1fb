import path from 'node:path';
import { assetsDir } from '../../lib/paths.js';
import { leadRoutes } from './lead-routes.js';
import { createLeadService } from './lead-service.js';
import { lotRoutes } from './lot-routes.js';
import { createLotService } from './lot-service.js';
import { mediaRoutes } from './media-routes.js';
import { createMediaService } from './media-service.js';
import { isPublicImageKey } from './repo.js';
import { catalogRoutes } from './routes.js';
import { createCatalogService } from './service.js';
import type { FastifyInstance } from 'fastify';

// What the rest of the server uses from this module (imported only through this file).
export { imageUrl, imageUrlOrNull } from './media-url.js';
export type { PincodeFile } from './pincodes.js';
export { containsPattern, lotRegistrationKey, lotState, normalizeRegistration } from './sql.js';
export { lotVehicleColumns } from './lot-repo.js';

/** The marketplace catalog (reference data, auction listings, lots), leads and image media. */
export async function catalogModule(app: FastifyInstance) {
  catalogRoutes(app, createCatalogService({ db: app.db }));
  lotRoutes(app, createLotService({ db: app.db }));
  leadRoutes(app, createLeadService({ db: app.db }));
  mediaRoutes(
    app,
    createMediaService({
      assetsDir,
      storage: app.storage,
      cacheDir: path.join(app.config.dataDir, 'cache'),
      isPublicKey: (key) => isPublicImageKey(app.db, key),
      log: app.log,
    }),
  );
}

export * from './condition-checklists.js';
export * from './condition-grade.js';
export * from './lot-documents.js';
export * from './photo-slots.js';
export * from './condition-report-view.js';
export { conditionReportOut, lotDocumentsOut } from './lot-schema.js';
