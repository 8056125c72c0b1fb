import { z } from 'zod';
import { unauthenticated } from '../../errors.js';
import { sendPrivateFile } from '../../lib/download.js';
import { failures } from '../../lib/http-schemas.js';
import { say } from '../../lib/i18n/say.js';
import { FILE_FIELDS, type DocumentService } from './document-service.js';
import { readMultipart } from './multipart.js';
import { parseOr400, perIpLimit } from './route-helpers.js';
import { documentIdParams, documentsQuery, documentsReply, uploadDocumentsBody } from './schema.js';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const documentRoutes: FastifyPluginAsyncZod<{ documents: DocumentService }> = async (app, { documents }) => {
  const signedIn = async (req: FastifyRequest) => {
    const user = await req.currentUser();
    if (!user) throw unauthenticated();
    return user;
  };

  app.post(
    '/subscriptions/upload-adadhar-pan-details',
    {
      onRequest: app.requireUser,
      config: { ...perIpLimit(20), takesFiles: true },
      schema: {
        tags: ['identity documents'],
        summary: 'Upload or replace identity documents (signed in): Aadhaar front/back, PAN; numbers optional',
        description:
          'multipart/form-data with front_aadhar_file, back_aadhar_file, pan_file (JPEG, PNG, WebP or PDF by content, at most 5 MB each) and optional aadhar / pan numbers. A replaced document is retired and its file deleted.',
        security: [{ session: [] }],
        consumes: ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'],
        body: uploadDocumentsBody.nullish(),
        response: { 200: documentsReply, ...failures(400, 401, 413, 415, 429) },
      },
    },
    async (req) => {
      const user = await signedIn(req);
      const upload = req.isMultipart() ? await readMultipart(req, Object.keys(FILE_FIELDS)) : undefined;
      const input = parseOr400(uploadDocumentsBody, upload?.fields ?? req.body ?? {});
      const data = await documents.upload(user.id, { aadhar: input.aadhar, pan: input.pan }, upload?.files ?? []);
      return { status: 200 as const, ...say(req, 'kyc.uploaded'), data };
    },
  );

  app.get(
    '/user/identity-documents',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['identity documents'],
        summary: "The signed-in user's current identity documents (admins: any user's, by user_id)",
        security: [{ session: [] }],
        querystring: documentsQuery,
        response: { 200: documentsReply, ...failures(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      const user = await signedIn(req);
      reply.header('cache-control', 'private, no-store');
      return { status: 200 as const, ...say(req, 'kyc.ok'), data: await documents.listFor(user, req.query.user_id) };
    },
  );

  app.get(
    '/user/identity-documents/:id/file',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['identity documents'],
        summary: 'Download one identity document (its owner and admins only), as an attachment',
        security: [{ session: [] }],
        params: documentIdParams,
        response: {
          200: {
            description: 'The file',
            content: {
              'application/pdf': { schema: z.string().meta({ format: 'binary' }) },
              'image/*': { schema: z.string().meta({ format: 'binary' }) },
            },
          },
          ...failures(400, 401, 404),
        },
      },
    },
    async (req, reply) => {
      const user = await signedIn(req);
      const file = await documents.openFile(user, req.params.id);
      return sendPrivateFile(reply, { type: file.mime, fileName: file.fileName, body: file.stream, size: file.size });
    },
  );
};
