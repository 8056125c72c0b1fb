import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Helmet's headers for `options`, worked out once: helmet writes them onto a stand-in response.
 * Our options hold no per-request parts (no CSP nonces, no directive functions), so every
 * response gets the same headers.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      Reflect.deleteProperty(headers, name.toLowerCase());
    },
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/**
 * Security headers on every response. @fastify/helmet builds helmet's middleware again for each
 * request (its CSP directives parsed and joined every time): about 5 % of the server's CPU on
 * the quote path in a perf profile of bench:bids. A route may still set its own header after
 * this hook (the API docs set their own CSP).
 */
export const securityHeaders = fp(
  async (app: FastifyInstance, options: HelmetOptions) => {
    const headers = helmetHeaders(options);
    app.addHook('onRequest', (_req, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);

/**
 * Helmet headers that only a document (or a worker) reads: a browser ignores them on a script,
 * a stylesheet or an image. The hashed assets go without them, about 0.7 KB less per request,
 * which a phone's first load over HTTP/1.1 pays some twenty times. nosniff, the resource policy,
 * the referrer policy (it applies to a module script's own imports) and HSTS stay.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;
