import { AppError, badRequest } from '../../errors.js';
import { message } from '../../lib/i18n/render.js';
import { issueText } from '../../lib/plain-errors.js';
import { SESSION_COOKIE } from './session.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

/**
 * Per-IP request limits (@fastify/rate-limit, registered with global:false). The counts live in
 * each instance's memory: a first line against floods. The per-phone and per-IP OTP limits that
 * must hold across instances are counted in the database by the OTP service.
 */
export function perIpLimit(max: number, perMinutes = 1) {
  return {
    rateLimit: {
      max,
      timeWindow: perMinutes * 60_000,
      errorResponseBuilder: (_req: FastifyRequest, ctx: { ttl: number }) =>
        new AppError('TOO_MANY_REQUESTS', message('request.too_many', { wait: Math.ceil(ctx.ttl / 1000) })),
    },
  };
}

/** The spec §5 text of the first fault, in the order the schema lists its fields. */
export function parseOr400<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const first = result.error.issues[0];
  throw badRequest(first ? issueText(first as never) : 'request.invalid');
}

export const sessionToken = (req: FastifyRequest): string | undefined => req.cookies[SESSION_COOKIE];

export const clientMeta = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent'] });

/** Session answers must never be stored by a shared cache. */
export const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
