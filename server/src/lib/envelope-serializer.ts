import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';

/** The fields every JSON answer may carry whatever its route's schema lists (DESIGN §3). */
const ENVELOPE = ['code', 'params'] as const;

/**
 * The zod serializer, keeping the envelope's `code` and `params` beside `status` and `msg`:
 * a route's schema describes its own answer, and the message fields are the same on every route,
 * so an answer schema written as {status, msg} does not drop them.
 */
export const envelopeSerializer: FastifySerializerCompiler<z.ZodType> = (route) => {
  const strict = serializerCompiler(route as never);
  const schema = route.schema;
  if (!(schema instanceof z.ZodType)) return strict;
  return (data) => {
    const result = z.safeEncode(schema, data);
    // The strict serializer reports the mismatch the way the rest of the app expects.
    if (!result.success) return strict(data);
    const out = result.data as Record<string, unknown>;
    if (data && typeof data === 'object' && out && typeof out === 'object' && !Array.isArray(out)) {
      for (const key of ENVELOPE) {
        if (key in (data as object) && !(key in out)) out[key] = (data as Record<string, unknown>)[key];
      }
    }
    return JSON.stringify(out);
  };
};
