import { z } from 'zod';
import { badRequest } from '../../errors.js';
import { message } from '../../lib/i18n/render.js';
import { IMAGE_WIDTHS, isImageWidth, type ImageFormat } from './media-url.js';
import { errorReply } from './schema.js';
import type { MediaService } from './media-service.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** A week: logos and lot photos change rarely, and a changed source gets a new ETag anyway. */
const CACHE_CONTROL = 'public, max-age=604800';

export function mediaRoutes(app: FastifyInstance, svc: MediaService) {
  imageRoute(app, svc, 'webp');
  imageRoute(app, svc, 'avif');
}

function imageRoute(app: FastifyInstance, svc: MediaService, format: ImageFormat) {
  const prefix = format === 'webp' ? 'img' : 'avif';
  app.withTypeProvider<ZodTypeProvider>().get(
    `/media/${prefix}/:w/*`,
    {
      schema: {
        tags: ['media'],
        summary: `A stored logo or lot photo as ${format === 'webp' ? 'WebP' : 'AVIF'}, resized for phones (e.g. /media/${prefix}/160/seed/financiers/x.svg)`,
        params: z.object({
          w: z.string().describe(`width in px: ${IMAGE_WIDTHS.join(', ')}`),
          '*': z.string().describe('the stored image key'),
        }),
        response: {
          200: z.any().describe(`image/${format} bytes`),
          304: z.any().describe('not modified: If-None-Match named the current ETag'),
          400: errorReply,
          404: errorReply,
        },
      },
    },
    async (req, reply) => {
      const width = Number(req.params.w);
      if (!isImageWidth(width)) throw badRequest(message('listing.image_width', { values: IMAGE_WIDTHS.join(', ') }));
      const img = await svc.image(req.params['*'], width, req.headers['if-none-match'], format);
      reply.header('cache-control', CACHE_CONTROL).header('etag', img.etag);
      if (!img.body) return reply.code(304).send();
      return reply.type(`image/${format}`).send(img.body);
    },
  );
}
