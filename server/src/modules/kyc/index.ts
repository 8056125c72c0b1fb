import { createDocumentCipher } from '../../storage/sealed.js';
import { createDocumentStore } from '../accounts/index.js';
import { kycRoutes } from './routes.js';
import { createKycService } from './service.js';
import type { FastifyInstance } from 'fastify';

export { kycGate } from './gate.js';

/** The KYC review: the admins' queue of identity documents, their decisions, the financiers' requirement (docs/kyc.md). */
export async function kycModule(app: FastifyInstance) {
  const cipher = createDocumentCipher(app.config.documentKeys.current, app.config.documentKeys.previous);
  const kyc = createKycService({
    db: app.db,
    store: createDocumentStore(app.storage, cipher),
    log: app.log.child({ module: 'kyc' }),
    onCommitted: () => app.outbox.kick(),
    onRequirementChanged: () => app.kycRequirements.forget(),
  });
  kycRoutes(app, kyc);
}
