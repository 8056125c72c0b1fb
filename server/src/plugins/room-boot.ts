import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { withDemoBanner } from './demo-banner.js';
import type { Language } from '../lib/i18n/languages.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The element the web app reads its first answers from (web/src/lib/boot-data.ts). */
export const BOOT_ELEMENT_ID = 'vh-boot';

/** The room's query parameters a first answer can stand for; any other (a filter) and the app asks itself. */
const PLAIN_ROOM_PARAMS = new Set(['uid', 'list_type', 'page_no']);

interface RoomBoot {
  'login-check': unknown;
  room: { uid: number; page_no: number; answer: unknown };
}

/**
 * A signed-in buyer opening an auction room gets, inside the page, the two answers the app would
 * otherwise ask for only once its code has run: the login check and the room's first page of lots.
 * Both come from the API's own routes (app.inject, with the buyer's cookies and address), so they
 * are exactly what the app would have been answered. The room draws as soon as its code runs,
 * a round trip sooner on a slow link. Realtime is unaffected: subscribing to the lots afterwards
 * brings a snapshot of each, so nothing that changes meanwhile is missed.
 */
async function roomBoot(app: FastifyInstance, req: FastifyRequest): Promise<RoomBoot | null> {
  if (!req.cookies?.vh_session) return null;
  const url = new URL(req.url, 'http://page');
  if ([...url.searchParams.keys()].some((key) => !PLAIN_ROOM_PARAMS.has(key))) return null;
  const uidRaw = url.searchParams.get('uid') ?? '';
  const pageRaw = url.searchParams.get('page_no');
  if (!/^\d+$/.test(uidRaw) || Number(uidRaw) <= 0) return null;
  const uid = Number(uidRaw);
  const pageNo = pageRaw && /^\d+$/.test(pageRaw) && Number(pageRaw) >= 1 ? Number(pageRaw) : 1;
  const headers = {
    cookie: req.headers.cookie ?? '',
    accept: 'application/json',
    'x-requested-with': 'XMLHttpRequest',
    ...(req.headers['accept-language'] ? { 'accept-language': req.headers['accept-language'] } : {}),
  };
  const [session, room] = await Promise.all([
    app.inject({ method: 'POST', url: '/tractorpoint/login-check', headers, remoteAddress: req.ip }),
    app.inject({
      method: 'POST',
      url: '/client/get_auction',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ uid, list_type: 'all_assets', page_no: pageNo }),
      remoteAddress: req.ip,
    }),
  ]);
  if (session.statusCode !== 200 || room.statusCode !== 200) return null;
  return { 'login-check': session.json(), room: { uid, page_no: pageNo, answer: room.json() } };
}

/** JSON that cannot end its <script> element early. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const shells = new Map<string, string>();

/**
 * Sends the room's shell with its first answers inside, or answers false (nothing sent) when
 * there are none to give: not signed in, a filtered room, or an answer other than 200.
 * The page holds the buyer's own data: never stored by a cache or the service worker.
 */
export async function sendRoomWithBoot(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  file: string,
  lang: Language,
): Promise<boolean> {
  const boot = await roomBoot(app, req).catch((error: unknown) => {
    req.log.warn({ err: error }, 'room boot answers failed; the app asks itself');
    return null;
  });
  if (!boot) return false;
  const key = `${lang}:${file}`;
  let shell = shells.get(key);
  if (shell === undefined) {
    const html = readFileSync(file, 'utf8');
    shell = app.config.DEMO_MODE ? withDemoBanner(html, lang) : html;
    shells.set(key, shell);
  }
  const page = Buffer.from(
    shell.replace(
      '<div id="root">',
      `<script type="application/json" id="${BOOT_ELEMENT_ID}">${scriptSafeJson(boot)}</script><div id="root">`,
    ),
  );
  const accepted = String(req.headers['accept-encoding'] ?? '');
  reply
    .code(200)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'private, no-store')
    .header('vary', 'cookie, accept-language, accept-encoding');
  if (/\bbr\b/.test(accepted)) {
    reply.header('content-encoding', 'br').send(brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  } else if (/\bgzip\b/.test(accepted)) {
    reply.header('content-encoding', 'gzip').send(gzipSync(page, { level: 6 }));
  } else {
    reply.send(page);
  }
  return true;
}
