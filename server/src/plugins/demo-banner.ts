import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { message, render } from '../lib/i18n/render.js';
import type { Language } from '../lib/i18n/languages.js';
import type { FastifyReply, FastifyRequest } from 'fastify';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/**
 * A demo deployment's pages carry their banner in the HTML itself, before the app's root, in the
 * reader's language: it is on screen from the first paint and nothing below it moves when the app
 * starts (drawn by the app after a request, it pushed every page down by its height). The app
 * keeps its text in the language chosen later (web/src/features/demo-mode).
 */
export function withDemoBanner(page: string, lang: Language): string {
  const text = render(message('site.demo_banner'), lang).replace(/[&<>"]/g, (c) => ESCAPES[c] ?? c);
  return page.replace(/<body([^>]*)>/, `<body$1><div class="demo-banner" id="demo-banner" role="status">${text}</div>`);
}

interface BannerPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** Per built file and language, made once: the build's files do not change while the server runs. */
const pages = new Map<string, BannerPage>();

function bannerPage(file: string, lang: Language): BannerPage {
  const key = `${lang}:${file}`;
  let page = pages.get(key);
  if (!page) {
    const html = Buffer.from(withDemoBanner(readFileSync(file, 'utf8'), lang));
    page = {
      html,
      br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(html, { level: 9 }),
    };
    pages.set(key, page);
  }
  return page;
}

/**
 * Sends a built page (the app shell or a prerendered page) with the demo banner, compressed as the
 * build compresses its files (the not-found handler, which serves the shell, has no compression
 * hooks of its own).
 */
export function sendDemoPage(req: FastifyRequest, reply: FastifyReply, file: string, lang: Language) {
  const page = bannerPage(file, lang);
  const accepted = String(req.headers['accept-encoding'] ?? '');
  reply.type('text/html; charset=utf-8').header('vary', 'cookie, accept-language, accept-encoding');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
}
