import fp from 'fastify-plugin';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';

const reply = z.object({
  status: z.literal(200),
  data: z.object({
    demo_mode: z
      .boolean()
      .meta({ description: 'A demo deployment: payments are simulated; the site shows every visitor a banner saying so' }),
  }),
});

/** What the web app needs to know about this deployment before it draws a page. */
export const siteConfigPlugin = fp(
  async (app: FastifyInstance) => {
    const body = { status: 200 as const, data: { demo_mode: app.config.DEMO_MODE } };
    app.get(
      '/app-config',
      { schema: { tags: ['site'], summary: 'Deployment facts the web app shows (demo mode)', response: { 200: reply } } },
      async (_req, res) => {
        res.header('cache-control', 'no-cache');
        return body;
      },
    );
  },
  { name: 'site-config', dependencies: ['infra'] },
);
