import { z } from 'zod';
import { unauthenticated } from '../../errors.js';
import { sendPrivateFile } from '../../lib/download.js';
import { say } from '../../lib/i18n/say.js';
import { actorOf, failures, GUARDED, SECURITY, TAGS } from '../admin/index.js';
import {
  decisionReply,
  financiersReply,
  idParams,
  kycStatusQuery,
  kycStatusReply,
  queueQuery,
  queueReply,
  rejectBody,
  requirementBody,
} from './schema.js';
import type { KycService } from './service.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const doc = (summary: string, description?: string) => ({
  tags: [...TAGS, 'identity documents'],
  security: SECURITY,
  summary,
  ...(description ? { description } : {}),
});

export function kycRoutes(app: FastifyInstance, kyc: KycService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: app.requireAdmin };

  r.get(
    '/admin/kyc/documents',
    {
      ...admin,
      schema: {
        ...doc(
          'The KYC review queue: current identity documents by status (pending by default), oldest upload first',
          "Filters: status, the buyer's state_id, kind.",
        ),
        querystring: queueQuery,
        response: { 200: queueReply, ...failures(400, ...GUARDED) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { status: 200, data: await kyc.queue(req.query) };
    },
  );

  r.get(
    '/admin/kyc/documents/:id/file',
    {
      ...admin,
      schema: {
        ...doc('View one identity document, decrypted (admins only; each view is written to the audit log)'),
        params: idParams,
        response: {
          200: {
            description: 'The file, inline',
            content: {
              'application/pdf': { schema: z.string().meta({ format: 'binary' }) },
              'image/*': { schema: z.string().meta({ format: 'binary' }) },
            },
          },
          ...failures(400, ...GUARDED, 404),
        },
      },
    },
    async (req, reply) => {
      const file = await kyc.openForAdmin(await actorOf(req), req.params.id);
      reply.header('x-content-type-options', 'nosniff');
      return sendPrivateFile(reply, { type: file.mime, fileName: file.fileName, body: file.stream, size: file.size, inline: true });
    },
  );

  r.post(
    '/admin/kyc/documents/:id/verify',
    {
      ...admin,
      schema: {
        ...doc(
          'Verify a pending identity document',
          'Written once: a document already decided (or replaced by a newer upload) answers 409. Writes a kyc outbox event for the buyer.',
        ),
        params: idParams,
        response: { 200: decisionReply, ...failures(400, ...GUARDED, 404, 409) },
      },
    },
    async (req) => ({ status: 200, ...say(req, 'kyc.verified'), data: await kyc.verify(await actorOf(req), req.params.id) }),
  );

  r.post(
    '/admin/kyc/documents/:id/reject',
    {
      ...admin,
      schema: {
        ...doc(
          'Reject a pending identity document with a reason (and a note the buyer reads)',
          'reason: unreadable, cut_off, wrong_document, details_mismatch or other (other needs a note). Written once: 409 when already decided.',
        ),
        params: idParams,
        consumes: ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'],
        body: rejectBody,
        response: { 200: decisionReply, ...failures(400, ...GUARDED, 404, 409) },
      },
    },
    async (req) => ({
      status: 200,
      ...say(req, 'kyc.rejected'),
      data: await kyc.reject(await actorOf(req), req.params.id, req.body.reason, req.body.note),
    }),
  );

  r.get(
    '/admin/kyc/financiers',
    {
      ...admin,
      schema: {
        ...doc('Financiers and whether each takes quotes only from buyers with verified documents'),
        response: { 200: financiersReply, ...failures(...GUARDED) },
      },
    },
    async () => ({ status: 200, data: await kyc.financierSettings() }),
  );

  r.post(
    '/admin/kyc/financiers/:id',
    {
      ...admin,
      schema: {
        ...doc(
          "Set a financier's verified-documents requirement",
          'Every auction of the financier follows it; quotes and autobids from buyers without verified documents are refused with 403 kyc_required.',
        ),
        params: idParams,
        consumes: ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'],
        body: requirementBody,
        response: { 200: financiersReply, ...failures(400, ...GUARDED, 404) },
      },
    },
    async (req) => ({
      status: 200,
      ...say(req, 'kyc.saved'),
      data: await kyc.setRequirement(await actorOf(req), req.params.id, req.body.requires_verified_kyc),
    }),
  );

  r.get(
    '/user/kyc-status',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['identity documents'],
        security: SECURITY,
        summary:
          "The signed-in buyer's review state, and whether they may quote on a lot (asset_id) whose financier asks for verified documents",
        querystring: kycStatusQuery,
        response: { 200: kycStatusReply, ...failures(400, 401, 404) },
      },
    },
    async (req, reply) => {
      const user = await req.currentUser();
      if (!user) throw unauthenticated();
      reply.header('cache-control', 'private, no-store');
      return { status: 200, data: await kyc.statusFor(user, req.query.asset_id) };
    },
  );
}
