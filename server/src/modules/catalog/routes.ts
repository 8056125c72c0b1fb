import { z } from 'zod';
import { say } from '../../lib/i18n/say.js';
import {
  auctionListing,
  brandGroup,
  brandListBody,
  erpStateItem,
  errorReply,
  financierItem,
  getAuctionBody,
  optionalBody,
  pincodeParams,
  pincodeReply,
  segmentCountBody,
  segmentCounts,
  stateHeadsReply,
  stateItem,
} from './schema.js';
import type { CatalogService } from './service.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const ok = <T extends z.ZodType>(data: T) => z.object({ status: z.literal(200), data });
/** An empty side of the listing: {status: 404, msg} in the reader's language. */
const noAuctions = (req: FastifyRequest) => ({ status: 404 as const, msg: say(req, 'listing.none').msg });

/** Reference data and the home page's auction listing: public, no session needed. */
export function catalogRoutes(app: FastifyInstance, svc: CatalogService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['catalog'];

  r.post(
    '/auctions/get-all-financiers-erp',
    {
      schema: {
        tags,
        summary: "Financiers with sales (the home page's 'Sale by Financier' strip)",
        response: { 200: ok(z.array(financierItem)) },
      },
    },
    async () => ({ status: 200 as const, data: await svc.financiers() }),
  );

  r.post(
    '/auctions/get-all-states',
    {
      schema: {
        tags,
        summary: "States with a live or upcoming sale (the home page's 'Sale by State' strip)",
        body: optionalBody(z.object({}).loose()).describe('no fields are read'),
        response: { 200: ok(z.array(stateItem)) },
      },
    },
    async () => ({ status: 200 as const, data: await svc.statesWithSales() }),
  );

  r.post(
    '/auctions/get-all-states-open-api',
    { schema: { tags, summary: 'States a buyer can sign up for, with id and name', response: { 200: ok(z.array(stateItem)) } } },
    async () => ({ status: 200 as const, data: await svc.activeStates() }),
  );

  r.post(
    '/users/get-all-state',
    { schema: { tags: ['erp'], summary: 'Every state and union territory (ERP)', response: { 200: ok(z.array(erpStateItem)) } } },
    async () => ({ status: 200 as const, data: await svc.allStates() }),
  );

  r.post(
    '/users/get-state-heads-list',
    {
      schema: {
        tags: ['erp'],
        summary: "State-head contacts keyed by state name (home page 'Contacts List'; the first of each list is shown)",
        response: { 200: stateHeadsReply },
      },
    },
    async (req) => ({ status: 200 as const, ...say(req, 'listing.state_heads'), data: await svc.stateHeads() }),
  );

  r.get(
    '/users/api/pincode/:pincode/',
    {
      schema: {
        tags,
        summary: 'State and district of a PIN code, from the offline India Post directory',
        params: pincodeParams,
        response: {
          200: pincodeReply,
          400: errorReply.describe('not 6 digits'),
          404: errorReply.describe("unknown PIN: the page shows '{msg}, Please Enter Your State and District.'"),
        },
      },
    },
    async (req, reply) => {
      const data = svc.pincode(req.params.pincode);
      reply.header('cache-control', 'public, max-age=86400');
      return { status: 200 as const, ...say(req, 'listing.pincode_found'), data };
    },
  );

  r.post(
    '/auctions/get-brand-list',
    {
      schema: {
        tags,
        summary: 'Brands and their models per segment (the make filter)',
        body: brandListBody,
        response: { 200: ok(z.array(brandGroup)), 400: errorReply },
      },
    },
    async (req) => ({ status: 200 as const, data: await svc.brandList(req.body.segment) }),
  );

  r.post(
    '/tractorpoint/getAuction',
    {
      schema: {
        tags,
        summary: 'Live and upcoming auctions (home page and sale showcase); a side with none is {status:404}',
        body: getAuctionBody,
        response: {
          200: ok(auctionListing),
          400: errorReply,
        },
      },
    },
    async (req) => {
      const { live, upcoming } = await svc.auctionListing(req.body);
      return { status: 200 as const, data: { live: live ?? noAuctions(req), upcoming: upcoming ?? noAuctions(req) } };
    },
  );

  r.post(
    '/auctions/api/get-segment-with-type-count',
    {
      schema: {
        tags,
        summary: "Live and upcoming auction and lot counts per segment, 'all' first (the showcase tabs)",
        body: segmentCountBody,
        response: {
          200: ok(segmentCounts),
          400: errorReply,
        },
      },
    },
    async (req) => ({ status: 200 as const, data: await svc.segmentCounts(req.body) }),
  );
}
