import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const docsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
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
    });
    await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  },
  { name: 'docs' },
);
