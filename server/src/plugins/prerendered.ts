import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import { sendDemoPage } from './demo-banner.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The web app's languages (web/src/lib/i18n.ts); the prerender writes one page per language. */
const LANGUAGES = ['en', 'hi', 'mr', 'gu', 'kn', 'te', 'ta'] as const;
type Language = (typeof LANGUAGES)[number];
/** The cookie the web app sets when a language is chosen (web/src/lib/i18n.ts LANGUAGE_COOKIE). */
const LANGUAGE_COOKIE = 'language';

const isLanguage = (value: string | undefined): value is Language => LANGUAGES.includes(value as Language);

/** The reader's language: their saved choice, else the first of Accept-Language the site has, else English. */
export function pageLanguage(req: FastifyRequest): Language {
  const chosen = req.cookies?.[LANGUAGE_COOKIE];
  if (isLanguage(chosen)) return chosen;
  const ranked = (req.headers['accept-language'] ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? '1',
      );
      return { language: tag.slice(0, 2).toLowerCase(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLanguage) ?? req.savedLanguage ?? 'en';
}

/**
 * The public pages prerendered at build time (web/scripts/prerender.mjs), sent in the reader's
 * language so the first paint needs no JavaScript. Each path answers with its HTML whatever the
 * Accept header; the app hydrates it. Needs the static plugin's `sendFile` (plugins/web.ts).
 */
export const prerenderedPagesPlugin = fp(
  async (app: FastifyInstance, opts: { dist: string; demo: boolean }) => {
    const manifestFile = path.join(opts.dist, 'prerendered', 'routes.json');
    if (!existsSync(manifestFile)) {
      app.log.warn({ dist: opts.dist }, 'no prerendered pages in the web build: public pages wait for JavaScript');
      return;
    }
    const routes = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, string>;
    for (const [url, file] of Object.entries(routes)) {
      app.get(url, { schema: { hide: true } }, (req, reply) => {
        // The page differs by language (cookie, then Accept-Language); it is never cached stale.
        reply.header('cache-control', 'no-cache');
        reply.header('vary', 'cookie, accept-language');
        const lang = pageLanguage(req);
        const page = path.join('prerendered', lang, file);
        if (!opts.demo) return reply.sendFile(page, opts.dist);
        return sendDemoPage(req, reply, path.join(opts.dist, page), lang);
      });
    }
  },
  { name: 'prerendered-pages' },
);
