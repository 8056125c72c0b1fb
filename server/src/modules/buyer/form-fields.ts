import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badRequest } from '../../errors.js';

/** A few short text fields; anything bigger is not one of these forms. */
const LIMITS = { fields: 20, fieldSize: 1024, files: 1, parts: 21 } as const;

const isMultipart = (req: FastifyRequest) =>
  typeof (req as { isMultipart?: unknown }).isMultipart === 'function' && req.isMultipart();

/**
 * The fields of a small form, however it was sent: multipart/form-data (read part by part when
 * @fastify/multipart is registered), or the urlencoded / JSON body Fastify already parsed.
 * Files are refused: these forms carry ids only.
 */
export async function formFields(req: FastifyRequest): Promise<Record<string, unknown>> {
  if (!isMultipart(req)) {
    const body = req.body;
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  }
  const fields: Record<string, string> = {};
  for await (const part of req.parts({ limits: LIMITS })) {
    if (part.type === 'file') {
      part.file.resume();
      throw badRequest(`This form takes no files (got '${part.fieldname}')`);
    }
    fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
  }
  return fields;
}

/** The form, checked against `schema`; the first problem becomes the 400's msg. */
export async function readForm<S extends z.ZodType>(req: FastifyRequest, schema: S): Promise<z.infer<S>> {
  const result = schema.safeParse(await formFields(req));
  if (result.success) return result.data;
  throw badRequest(result.error.issues[0]?.message ?? 'Invalid request');
}
