import { isLanguage, type Language } from '@vahanhaat/contract/languages';
import type { FastifyRequest } from 'fastify';

/** The site's languages (packages/contract; web/src/lib/i18n.ts LANGUAGES). */
export { isLanguage, LANGUAGES, type Language } from '@vahanhaat/contract/languages';

/** The cookie the web app sets when a reader picks a language (web/src/lib/i18n.ts LANGUAGE_COOKIE). */
export const LANGUAGE_COOKIE = 'language';

const COOKIE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([A-Za-z-]{2,8})`);

/** The first language of an Accept-Language header the site has, by its q weights. */
export function acceptedLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  let best: Language | undefined;
  let bestQ = 0;
  for (const entry of header.split(',')) {
    const [tag = '', ...attrs] = entry.trim().split(';');
    const language = tag.slice(0, 2).toLowerCase();
    const qAttr = attrs.find((a) => a.trim().startsWith('q='));
    const q = qAttr ? Number(qAttr.trim().slice(2)) : 1;
    if (isLanguage(language) && Number.isFinite(q) && q > bestQ) {
      best = language;
      bestQ = q;
    }
  }
  return best;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's saved language, set when the request looks the user up. */
    savedLanguage?: Language | undefined;
    /** The language the request itself asks for: a `lang` field of its body or `?lang=` (body-reader.ts). */
    askedLanguage?: Language | undefined;
  }
}

/** The `lang` a request names in its query or body fields, when it is one of the site's languages. */
export function askedLanguage(query: unknown, body: unknown): Language | undefined {
  const pick = (source: unknown) => (source && typeof source === 'object' ? (source as { lang?: unknown }).lang : undefined);
  const asked = pick(body) ?? pick(query);
  return typeof asked === 'string' && isLanguage(asked) ? asked : undefined;
}

/**
 * The language a request's messages are written in: a `lang` the request names (a body field or
 * `?lang=`, for clients without cookies or Accept-Language), else the language cookie the web app keeps, else
 * Accept-Language, else the signed-in user's saved choice (once the request has looked the user
 * up), else English. Synchronous and allocation-light: it runs on every refusal, the quote path
 * included.
 */
export function requestLanguage(
  req: Pick<FastifyRequest, 'headers'> & { savedLanguage?: Language | undefined; askedLanguage?: Language | undefined },
): Language {
  if (req.askedLanguage) return req.askedLanguage;
  const cookie = req.headers.cookie;
  if (cookie) {
    const chosen = COOKIE.exec(cookie)?.[1]?.toLowerCase();
    if (isLanguage(chosen)) return chosen;
  }
  return acceptedLanguage(req.headers['accept-language']) ?? req.savedLanguage ?? 'en';
}
