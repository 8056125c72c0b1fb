import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Absolute site URL for gateway callbacks: PUBLIC_URL when configured, else this request's origin. */
export function siteUrl(app: FastifyInstance, req: FastifyRequest): string {
  return (app.config.PUBLIC_URL ?? `${req.protocol}://${req.host}`).replace(/\/+$/, '');
}

/** Creating orders and links costs a gateway call each: keep a runaway client in check. */
export const creationRateLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };
