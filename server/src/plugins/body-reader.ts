import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { AppError, badRequest } from '../errors.js';
import { askedLanguage } from '../lib/i18n/languages.js';
import { message } from '../lib/i18n/render.js';
import { assertPlainText } from '../lib/plain-text.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route reads its own multipart parts because it takes files (identity documents,
     * photos, a spreadsheet); every other route gets multipart fields as its parsed body.
     */
    takesFiles?: boolean;
  }
}

/** The encodings every POST accepts, as the OpenAPI document lists them. */
export const FORM_ENCODINGS = ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'];

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Room for the largest upload route (three 5 MB identity files and ~26 sign-up fields). */
const UPLOAD_LIMITS = { fileSize: 5 * 1024 * 1024, files: 3, fields: 40, parts: 45 } as const;

/** A form without files: as many fields as any route takes, each as large as a JSON body may be. */
const FIELD_LIMITS = { fields: 200, fieldSize: 1024 * 1024, files: 1, parts: 201 } as const;

/**
 * Multipart text fields as a plain object, shaped like a urlencoded body: a repeated name
 * becomes a list, so the three encodings reach the route's schema as the same value.
 */
async function readFields(req: FastifyRequest): Promise<Record<string, string | string[]>> {
  const fields: Record<string, string | string[]> = {};
  try {
    for await (const part of req.parts({ limits: FIELD_LIMITS })) {
      if (part.type === 'file') {
        part.file.resume();
        throw badRequest(message('request.file_in_field', { field: part.fieldname }));
      }
      if (part.valueTruncated) throw new AppError('PAYLOAD_TOO_LARGE', message('request.field_too_long', { field: part.fieldname }));
      if (part.fieldname === '__proto__') continue;
      const value = typeof part.value === 'string' ? part.value : String(part.value);
      const prev = fields[part.fieldname];
      fields[part.fieldname] = prev === undefined ? value : [prev, value].flat();
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw new AppError('PAYLOAD_TOO_LARGE', 'request.too_many_fields');
    if (code === 'FST_FILES_LIMIT') throw badRequest('request.no_files');
    // busboy's own complaints about a malformed body (missing boundary, cut-off part).
    if (err instanceof Error && !(err as { statusCode?: number }).statusCode) throw badRequest('request.unreadable_form');
    throw err;
  }
  return fields;
}

/**
 * One way every request body is read: multipart/form-data (what a browser's FormData sends),
 * urlencoded and JSON reach a route's schema as the same plain object, an absent body reads as
 * an empty form (so the answer names the first missing field), and text holding control
 * characters is refused before any schema or query sees it.
 */
export const bodyReaderPlugin = fp(
  async (app: FastifyInstance) => {
    if (!app.hasContentTypeParser('multipart/form-data')) {
      await app.register(multipart, { limits: UPLOAD_LIMITS });
    }

    // Documents the encodings on every body-taking route that does not name its own.
    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat();
      if (!methods.some((m) => BODY_METHODS.has(m)) || !route.schema) return;
      const schema = route.schema as { consumes?: string[] };
      if (route.config?.takesFiles) return;
      schema.consumes = FORM_ENCODINGS;
    });

    app.addHook('preValidation', async (req) => {
      assertPlainText(req.query, []);
      assertPlainText(req.params, []);
      req.askedLanguage = askedLanguage(req.query, undefined);
      if (!BODY_METHODS.has(req.method)) return;
      if (req.isMultipart()) {
        if (req.routeOptions.config?.takesFiles) return;
        req.body = await readFields(req);
      } else if (req.body == null) {
        req.body = {};
      }
      assertPlainText(req.body, []);
      req.askedLanguage = askedLanguage(req.query, req.body) ?? req.askedLanguage;
    });
  },
  { name: 'body-reader' },
);
