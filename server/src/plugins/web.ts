import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { message } from '../lib/i18n/render.js';
import { assetsDir } from '../lib/paths.js';
import { sendDemoPage } from './demo-banner.js';
import { failureBody } from './error-handler.js';
import { pageLanguage, prerenderedPagesPlugin } from './prerendered.js';
import { sendRoomWithBoot } from './room-boot.js';
import { DOCUMENT_ONLY_HEADERS } from './security-headers.js';
import { pageMatcher } from './web-pages.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

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
          if (hashed) for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
        },
      });
      await app.register(prerenderedPagesPlugin, { dist, demo: app.config.DEMO_MODE });
    } else {
      app.log.warn({ dist }, 'web build not found: run `npm run build` to serve the site');
    }

    const pages = pageMatcher(app.config.BRAND_NAME);
    // Screens drawn in the browser whose shell preloads their code and the reader's strings
    // (web/scripts/prerender.mjs writes shells/<lang>/<file> and this map); others get index.html.
    const shellsFile = path.join(dist, 'shells', 'routes.json');
    const shells = (existsSync(shellsFile) ? JSON.parse(readFileSync(shellsFile, 'utf8')) : {}) as Record<string, string>;
    const sendApp = async (req: FastifyRequest, reply: FastifyReply, status: number, shell?: string) => {
      const lang = pageLanguage(req);
      const file = shell ? path.join('shells', lang, shell) : 'index.html';
      // The auction room of a signed-in buyer comes with its first answers inside (room-boot.ts).
      if (shell && req.method === 'GET' && req.url.split('?')[0] === ROOM_PATH) {
        if (await sendRoomWithBoot(app, req, reply, path.join(dist, file), lang)) return reply;
      }
      reply.code(status).header('cache-control', 'no-cache').type('text/html');
      if (shell) reply.header('vary', 'cookie, accept-language, accept-encoding');
      if (!app.config.DEMO_MODE) return reply.sendFile(file, dist);
      return sendDemoPage(req, reply, path.join(dist, file), lang);
    };

    app.setNotFoundHandler((req, reply) => {
      const path = req.url.split('?')[0] ?? '/';
      if (hasWeb && (req.method === 'GET' || req.method === 'HEAD')) {
        // Every screen of the app, whatever the client asks for: curl and crawlers send */* or nothing.
        if (pages.isPage(path)) return sendApp(req, reply, 200, shells[path]);
        // Any other page path gets the app, which shows its not-found screen, with a real 404.
        const kind = pages.kindOf(path);
        const accept = req.headers.accept ?? '';
        if ((kind === 'page' && acceptsPage(accept)) || (kind === 'shared' && accept.includes('text/html')))
          return sendApp(req, reply, 404);
      }
      return reply.code(404).send(failureBody(req, 404, message('request.no_route', { method: req.method, path })));
    });
  },
  { name: 'web', dependencies: ['infra'] },
);

/** The auction room's page path (web/src/lib/routes.ts ROUTES.clientAuction). */
const ROOM_PATH = '/client/auction';

/** Anything but a client that asks for JSON and not HTML (an API client) is shown the page. */
function acceptsPage(accept: string): boolean {
  if (!accept) return true;
  if (/text\/html|\*\/\*/.test(accept)) return true;
  return !/json/.test(accept);
}
