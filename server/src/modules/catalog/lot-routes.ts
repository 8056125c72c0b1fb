import { z } from 'zod';
import {
  auctionLotsData,
  existsCheckBody,
  existsData,
  getAuctionLotsBody,
  lotDetail,
  searchLotsBody,
  searchLotsData,
  viewLotBody,
} from './lot-schema.js';
import { errorReply } from './schema.js';
import type { LotService } from './lot-service.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const ok = <T extends z.ZodType>(data: T) => z.object({ status: z.literal(200), data });

/**
 * Lot browsing is open to visitors (the lot pages link from the public home page); a session only
 * adds the buyer's own is_leading flag and the full registration number.
 */
export function lotRoutes(app: FastifyInstance, svc: LotService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['lots'];

  r.post(
    '/client/get_auction',
    {
      schema: {
        tags,
        summary: 'An auction and a page of its lots, filtered and sorted (the /client/auction page)',
        body: getAuctionLotsBody,
        response: { 200: ok(auctionLotsData), 400: errorReply, 404: errorReply },
      },
    },
    async (req) => ({ status: 200 as const, data: await svc.auctionLots(req.body, await req.currentUser()) }),
  );

  r.post(
    '/auctions/view/assets',
    {
      schema: {
        tags,
        summary: 'One lot in full: photos, specs, inspection notes, price, next valid amount, countdown',
        body: viewLotBody,
        response: { 200: ok(lotDetail), 400: errorReply, 404: errorReply },
      },
    },
    async (req) => ({ status: 200 as const, data: await svc.view(req.body.asset_id, await req.currentUser()) }),
  );

  r.post(
    '/auctions/search-assets-by-make-model',
    {
      schema: {
        tags,
        summary: 'Lots open for quotes across live and upcoming auctions, filtered, sorted and paged',
        body: searchLotsBody,
        response: { 200: ok(searchLotsData), 400: errorReply },
      },
    },
    async (req) => ({ status: 200 as const, data: await svc.search(req.body, await req.currentUser()) }),
  );

  r.post(
    '/auctions/asset-exists-check',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Whether a vehicle (registration number or asset id) is listed in a live or upcoming auction',
        security: [{ session: [] }],
        body: existsCheckBody,
        response: { 200: ok(existsData), 400: errorReply, 401: errorReply },
      },
    },
    async (req) => ({ status: 200 as const, data: await svc.existsCheck(req.body) }),
  );
}
