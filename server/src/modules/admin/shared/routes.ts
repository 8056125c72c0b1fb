import { requestLanguage } from '../../../lib/i18n/languages.js';
import { localised, type MessageCode, type ParamsOf } from '../../../lib/i18n/render.js';
import { actorOf, type AdminActor } from './access.js';
import { failure, failures, GUARDED, SECURITY, TAGS } from './schema.js';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';

/*
 * The plumbing every admin route shares, declared once: its options (OpenAPI words, schemas, the
 * answers it documents, form and upload switches), and the answers of a read and of a change made
 * by the signed-in admin.
 */

/** What an admin route declares beyond its path and handler. */
interface RouteSpec<P, Q, B, R, C extends number> {
  description?: string;
  params?: P;
  querystring?: Q;
  body?: B;
  /** The answer on 200: an envelope schema, or a file's content (csvAnswer). */
  reply: R;
  /** The failures it can answer besides the guard's 401 and 403; 400 goes without saying for a route that takes input. */
  fails?: C[];
  /** A console form: a refused body answers every field's problem at once (lib/field-errors.ts). */
  form?: boolean;
  /** A multipart upload, read by the handler itself (shared/uploads.ts). */
  files?: boolean;
}

type Input = z.ZodType | undefined;

/**
 * An admin route's options, written once: `route('Edit an open lot', { params, body, reply, fails: [404, 409], form: true })`
 * gives its OpenAPI words (admin tag, session), its schemas, the answers it documents and its config switches.
 */
export function route<
  R,
  P extends Input = undefined,
  Q extends Input = undefined,
  B extends Input = undefined,
  const C extends number = never,
>(summary: string, s: RouteSpec<P, Q, B, R, C>) {
  const takesInput = s.params !== undefined || s.querystring !== undefined || s.body !== undefined;
  const codes = [...GUARDED, ...(takesInput ? [400] : []), ...(s.fails ?? [])];
  const schema = {
    tags: TAGS,
    security: SECURITY,
    summary,
    ...(s.description ? { description: s.description } : {}),
    ...(s.files ? { consumes: ['multipart/form-data'] } : {}),
    ...(s.params ? { params: s.params } : {}),
    ...(s.querystring ? { querystring: s.querystring } : {}),
    ...(s.body ? { body: s.body } : {}),
    response: { 200: s.reply, ...failures(...codes) },
  };
  const config = { ...(s.form ? { fieldErrors: true } : {}), ...(s.files ? { takesFiles: true } : {}) };
  type Failing = (typeof GUARDED)[number] | C | ([P, Q, B] extends [undefined, undefined, undefined] ? never : 400);
  return { config, schema } as {
    config: { fieldErrors?: boolean; takesFiles?: boolean };
    schema: Omit<typeof schema, 'params' | 'querystring' | 'body' | 'response'> & {
      params: P;
      querystring: Q;
      body: B;
      response: { 200: R } & Record<Failing, typeof failure>;
    };
  };
}

/** Catalog codes whose texts fill in no values: the words of a change. */
type PlainCode = { [C in MessageCode]: [keyof ParamsOf<C>] extends [never] ? C : never }[MessageCode];

/**
 * A change made by the signed-in admin, answered with the catalog's words for it in the reader's
 * language and the changed record: `change(req, 'admin.lot_saved', (actor) => lots.edit(actor, id, body))`.
 */
export async function change<T>(req: FastifyRequest, code: PlainCode, run: (actor: AdminActor) => Promise<T>) {
  const data = await run(await actorOf(req));
  return { status: 200 as const, ...localised({ code, params: {} }, requestLanguage(req)), data };
}

/** A read's answer. */
export const found = async <T>(data: Promise<T>) => ({ status: 200 as const, data: await data });
