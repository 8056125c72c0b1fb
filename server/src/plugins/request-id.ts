import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';

/** What a proxy's id may look like: short and plain, so it cannot forge log lines. */
const SAFE_ID = /^[A-Za-z0-9._:@-]{1,128}$/;

/**
 * Request ids unique across instances: a UUID, or the X-Request-Id a trusted reverse proxy set
 * (TRUST_PROXY_HOPS > 0), so one id follows a request from the load balancer into every log.
 * Without a trusted proxy a client's header is ignored: it could reuse another request's id.
 */
export function requestIdGenerator(trustProxyHops: number) {
  return (req: IncomingMessage): string => {
    const given = trustProxyHops > 0 ? req.headers['x-request-id'] : undefined;
    return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
  };
}

/** Echoes the id in every answer, so a person reporting a problem can quote it. */
export const requestIdPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (req, reply) => {
      reply.header('x-request-id', req.id);
    });
  },
  { name: 'request-id' },
);
