import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go out as they are: on a phone the bytes saved do not pay for the CPU. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * The quote path: its answers are small and it runs at auction close under the heaviest load, so
 * it never pays for the compression hooks at all.
 */
const UNCOMPRESSED_ROUTES = new Set(['/client/bid', '/client/add_autobid_amount']);

/**
 * Brotli or gzip for API answers above the threshold (lists of lots, auctions, histories). The
 * built web assets are compressed once at build time and served as they are (plugins/web.ts);
 * this plugin sees their Content-Encoding and leaves them alone. Requests are never decompressed.
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    // Runs before @fastify/compress's own onRoute hook, which reads `compress` from the route.
    app.addHook('onRoute', (route) => {
      if (route.websocket || UNCOMPRESSED_ROUTES.has(route.url)) route.compress = false;
    });
    await app.register(compress, {
      global: true,
      threshold: COMPRESS_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      // Quality 4 compresses JSON close to gzip -9 at a fraction of brotli's default (11) cost.
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
      globalDecompression: false,
    });
  },
  { name: 'compression' },
);
