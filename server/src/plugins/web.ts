import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { assetsDir } from '../lib/paths.js';
import { prerenderedPagesPlugin } from './prerendered.js';

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

    app.setNotFoundHandler((req, reply) => {
      const wantsPage = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
      if (wantsPage && hasWeb) {
        return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html', dist);
      }
      return reply.code(404).send({ status: 404, msg: `No route ${req.method} ${req.url.split('?')[0]}` });
    });
  },
  { name: 'web', dependencies: ['infra'] },
);
