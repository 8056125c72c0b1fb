import { requestLanguage } from '../../../lib/i18n/languages.js';
import { localised, type MessageCode, type ParamsOf } from '../../../lib/i18n/render.js';
import { actorOf, type AdminActor } from './access.js';
import { failures, GUARDED, SECURITY, TAGS } from './schema.js';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';

/*
 * The plumbing every admin route shares, declared once: its OpenAPI words, the answers it
 * documents, the options of a console form, and the answer of a change made by the signed-in admin.
 */

/** An admin route's OpenAPI words: the admin tag and session, a summary and an optional description. */
export const doc = (summary: string, description?: string) => ({
  tags: TAGS,
  security: SECURITY,
  summary,
  ...(description ? { description } : {}),
});

/** The answers an admin route documents: `reply` on 200, and the failures, the guard's included. */
export function answers<R extends z.ZodType, const C extends number = never>(reply: R, ...codes: C[]) {
  return { 200: reply, ...failures<C | (typeof GUARDED)[number]>(...GUARDED, ...codes) };
}

/** A console form's route options: a refused body answers every field's problem at once (lib/field-errors.ts). */
export const FORM = { config: { fieldErrors: true } } as const;

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
