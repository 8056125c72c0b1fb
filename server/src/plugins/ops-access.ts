import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { requestLanguage } from '../lib/i18n/languages.js';
import { localised, message } from '../lib/i18n/render.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/*
 * /metrics and /docs tell an outsider a great deal (routes, traffic, the process). In production
 * they answer only a bearer token (METRICS_TOKEN): /docs is public only with DOCS_PUBLIC=true, and
 * without a token configured /metrics is closed. Elsewhere a configured token is still required.
 */

const OPS_ROUTE = /^\/(metrics|docs)(\/|$)/;
const DENIED = message('request.ops_token_required');

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(header ?? '')?.[1]?.trim();
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const opsAccessPlugin = fp(
  async (app: FastifyInstance) => {
    const { METRICS_TOKEN: token, NODE_ENV, docsPublic } = app.config;
    const production = NODE_ENV === 'production';

    function allowed(req: FastifyRequest, endpoint: string): boolean {
      if (endpoint === 'docs' && docsPublic) return true;
      if (token) return bearerMatches(req.headers.authorization, token);
      return !production;
    }

    app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
      // The matched route, not the raw URL: an encoded or slash-ended path cannot slip past.
      const endpoint = OPS_ROUTE.exec(req.routeOptions.url ?? '')?.[1];
      if (!endpoint || allowed(req, endpoint)) return;
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .header('cache-control', 'no-store')
        .send({ status: 401, ...localised(DENIED, requestLanguage(req)) });
    });
  },
  { name: 'ops-access', dependencies: ['infra'] },
);
