import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { badRequest } from '../../errors.js';
import { createDocumentCipher } from '../../storage/sealed.js';
import { createAccountService } from './account-service.js';
import { documentRoutes } from './document-routes.js';
import { createDocumentService } from './document-service.js';
import { createDocumentStore } from './document-store.js';
import { UPLOAD_LIMITS } from './multipart.js';
import { createOtpService } from './otp-service.js';
import { accountRoutes } from './routes.js';
import type { FastifyInstance } from 'fastify';

// What the rest of the server uses from this module (imported only through this file).
export { createOrPromoteAdmin } from './admin-account.js';
export { identityDocumentView, maskAadhar } from './document-service.js';
export { createDocumentStore, extensionOf, SEALED_TYPE, type DocumentStore } from './document-store.js';
export { currentDocuments } from './repo.js';
export { isUnsafeFileName } from './multipart.js';
export { createInvitedAccount, invitedPassword, type InvitedAccount } from './invited-account.js';
export { clientMeta } from './route-helpers.js';
export {
  createSession,
  deleteUserSessions,
  findSessionUser,
  hashToken,
  SESSION_COOKIE,
  sessionPlugin,
  setSessionCookie,
  type AuthUser,
} from './session.js';

/**
 * Accounts: OTP, sign-up, login, session, passwords, identity documents.
 * A fastify-plugin so @fastify/multipart lands on the root: the payments and admin modules
 * registered after this one can read uploads too (a second registration would clash).
 */
export const accountsModule = fp(
  async (app: FastifyInstance) => {
    if (!app.hasContentTypeParser('multipart/form-data')) {
      await app.register(multipart, { limits: UPLOAD_LIMITS });
    }

    const { db, config, sms, log } = app;
    const cipher = createDocumentCipher(config.documentKeys.current, config.documentKeys.previous);
    const documents = createDocumentService({ db, store: createDocumentStore(app.storage, cipher), log });
    const otp = createOtpService({ db, sms, brand: config.BRAND_NAME, log });
    const accounts = createAccountService({
      db,
      otp,
      documents,
      sessionLifetime: { ttlHours: config.SESSION_TTL_HOURS, idleHours: config.SESSION_IDLE_HOURS },
      log,
    });

    // Routes in their own scope, where a failed schema check answers with the field's own
    // message (spec §5 texts) rather than the generic "field: problem".
    await app.register(async (scope) => {
      scope.setSchemaErrorFormatter((errors) => badRequest(errors[0]?.message ?? 'request.invalid'));
      // An absent body reads as an empty form, so the answer names the first missing field.
      // Multipart bodies stay absent: their handlers read the parts themselves.
      scope.addHook('preValidation', async (req) => {
        if (req.method === 'POST' && req.body == null && !req.isMultipart()) req.body = {};
      });
      await scope.register(accountRoutes, { accounts });
      await scope.register(documentRoutes, { documents });
    });
  },
  { name: 'accounts', dependencies: ['infra', 'session'] },
);
