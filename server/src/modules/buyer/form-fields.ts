import { badRequest } from '../../errors.js';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';

/**
 * The fields of a small form, however it was sent: the app's body reader has already turned
 * multipart/form-data, urlencoded and JSON into one plain object.
 */
export function formFields(req: FastifyRequest): Record<string, unknown> {
  const body = req.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** The form, checked against `schema`; the first problem becomes the 400's msg. */
export async function readForm<S extends z.ZodType>(req: FastifyRequest, schema: S): Promise<z.infer<S>> {
  const result = schema.safeParse(formFields(req));
  if (result.success) return result.data;
  throw badRequest(result.error.issues[0]?.message ?? 'Invalid request');
}
