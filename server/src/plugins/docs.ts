import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { FastifyInstance } from 'fastify';

/** A stable operationId from the method and path: POST /user/check-user-and-sendotp → postUserCheckUserAndSendotp. */
export function operationId(method: string, url: string): string {
  const words = `${method} ${url}`.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return words.map((w, i) => (i === 0 ? w.toLowerCase() : w[0]!.toUpperCase() + w.slice(1))).join('');
}

type RouteSchema = { operationId?: string; security?: { [scheme: string]: string[] }[]; hide?: boolean };

export const docsPlugin = fp(
  async (app: FastifyInstance) => {
    // Every operation is named and says whether it needs the session cookie: read from the
    // guard the route runs first, unless the route documents its own.
    app.addHook('onRoute', (route) => {
      const schema = (route.schema ?? {}) as RouteSchema;
      if (schema.hide) return;
      const method = [route.method].flat()[0] ?? 'GET';
      if (method === 'HEAD') return;
      schema.operationId ??= operationId(method, route.url);
      if (!schema.security) {
        const guards = [route.onRequest ?? [], route.preHandler ?? []].flat();
        const guarded = route.url.startsWith('/admin/') || guards.some((h) => h === app.requireUser || h === app.requireAdmin);
        schema.security = guarded ? [{ session: [] }] : [];
      }
      route.schema = schema;
    });

    await app.register(swagger, {
      openapi: {
        servers: [{ url: '/', description: 'this server' }],
        info: {
          title: `${app.config.BRAND_NAME} API`,
          description:
            'Auction and subscription marketplace for used and repossessed vehicles. Every JSON body carries `status` (mirroring the HTTP status) and `msg` and/or `data`. Sessions are an HttpOnly cookie; state-changing browser requests send `X-Requested-With`.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'vh_session' } },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: (doc) => ('openapiObject' in doc ? namedWildcards(doc.openapiObject as OpenApiDoc) : doc.swaggerObject),
    });
    await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  },
  { name: 'docs' },
);

type OpenApiDoc = { paths?: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>> };

/** Fastify's catch-all `*` becomes a named path parameter, `{path}`, which OpenAPI can describe. */
function namedWildcards(doc: OpenApiDoc) {
  if (!doc.paths) return doc;
  const paths: NonNullable<OpenApiDoc['paths']> = {};
  for (const [url, ops] of Object.entries(doc.paths)) {
    if (!url.includes('{*}')) {
      paths[url] = ops;
      continue;
    }
    for (const op of Object.values(ops)) {
      for (const p of op.parameters ?? []) if (p.in === 'path' && p.name === '*') p.name = 'path';
    }
    paths[url.replace('{*}', '{path}')] = ops;
  }
  return { ...doc, paths };
}
