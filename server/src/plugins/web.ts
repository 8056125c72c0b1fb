import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { assetsDir } from '../lib/paths.js';
import { pageMatcher } from './web-pages.js';
import { prerenderedPagesPlugin } from './prerendered.js';
import { failureBody } from './error-handler.js';
import { message } from '../lib/i18n/render.js';

/** Serves the built web app (hashed assets cached for a year, index.html never) and public media. */
export const webPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyStatic, {
      root: path.join(assetsDir, 'seed'),
      prefix: '/media/seed/',
      decorateReply: false,
      maxAge: '7d',
      immutable: false,
    });

    const dist = app.config.webDistDir;
    const hasWeb = existsSync(path.join(dist, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: dist,
        prefix: '/',
        wildcard: false,
        index: false,
        // The build writes .br and .gz beside each text asset (web/scripts/prerender.mjs).
        preCompressed: true,
        setHeaders(res, file) {
          const hashed = file.includes(`${path.sep}assets${path.sep}`);
          res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
      await app.register(prerenderedPagesPlugin, { dist });
    } else {
      app.log.warn({ dist }, 'web build not found: run `npm run build` to serve the site');
    }

    const pages = pageMatcher(app.config.BRAND_NAME);
    const sendApp = (reply: FastifyReply, status: number) =>
      reply.code(status).header('cache-control', 'no-cache').type('text/html').sendFile('index.html', dist);

    app.setNotFoundHandler((req, reply) => {
      const path = req.url.split('?')[0] ?? '/';
      if (hasWeb && (req.method === 'GET' || req.method === 'HEAD')) {
        // Every screen of the app, whatever the client asks for: curl and crawlers send */* or nothing.
        if (pages.isPage(path)) return sendApp(reply, 200);
        // Any other page path gets the app, which shows its not-found screen, with a real 404.
        const kind = pages.kindOf(path);
        const accept = req.headers.accept ?? '';
        if ((kind === 'page' && acceptsPage(accept)) || (kind === 'shared' && accept.includes('text/html'))) return sendApp(reply, 404);
      }
      return reply.code(404).send(failureBody(req, 404, message('request.no_route', { method: req.method, path })));
    });
  },
  { name: 'web', dependencies: ['infra'] },
);

/** Anything but a client that asks for JSON and not HTML (an API client) is shown the page. */
function acceptsPage(accept: string): boolean {
  if (!accept) return true;
  if (/text\/html|\*\/\*/.test(accept)) return true;
  return !/json/.test(accept);
}
