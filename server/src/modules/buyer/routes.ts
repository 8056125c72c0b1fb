import { say } from '../../lib/i18n/say.js';
import {
  failure,
  favoritesBody,
  historyBody,
  historyReply,
  myBidBody,
  myBidReply,
  updateWatchlistBody,
  watchlistChange,
  watchlistLookupBody,
  watchlistLookupReply,
} from './schema.js';
import type { AuthUser } from '../accounts/index.js';
import type { BuyerService } from './service.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, failure]));
export const signedInUser = async (req: { currentUser(): Promise<AuthUser | null> }) => (await req.currentUser())!;
export const session = [{ session: [] }];
/** Formbody is registered app-wide: these small bodies come urlencoded or as JSON. */
export const FORM_OR_JSON = ['application/json', 'application/x-www-form-urlencoded'];

export function buyerRoutes(app: FastifyInstance, buyer: BuyerService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: app.requireUser };

  r.post(
    '/client/mybid',
    {
      ...signedIn,
      schema: {
        tags: ['buyer'],
        summary: 'My Quotes: the lots I quoted on, with my standing on each',
        description:
          'Live lots first (ending soonest), then the rest by my latest quote; 20 a page. status filters on my standing (see the status field).',
        security: session,
        consumes: FORM_OR_JSON,
        body: myBidBody,
        response: { 200: myBidReply, ...errors(400, 401) },
      },
    },
    async (req) => {
      const user = await signedInUser(req);
      return { status: 200, data: await buyer.myBids(user.id, { pageNo: req.body.page_no, statuses: req.body.status }) };
    },
  );

  r.post(
    '/auctions/update-watchlist-by-auction-asset-id',
    {
      ...signedIn,
      schema: {
        tags: ['buyer'],
        summary: 'Add a lot to my watchlist or remove it (idempotent)',
        description: 'Send action add|remove, or is_watchlist true|false. Repeating a request changes nothing; an unknown lot is a 404.',
        security: session,
        consumes: FORM_OR_JSON,
        body: updateWatchlistBody,
        response: { 200: watchlistChange, ...errors(400, 401, 404) },
      },
    },
    async (req) => {
      const user = await signedInUser(req);
      const data = await buyer.setWatched(user.id, req.body.assetId, req.body.add);
      return { status: 200, ...say(req, data.in_watchlist ? 'buyer.watchlist_added' : 'buyer.watchlist_removed'), data };
    },
  );

  r.post(
    '/auctions/get-watchlist-by-auction-asset-id',
    {
      ...signedIn,
      schema: {
        tags: ['buyer'],
        summary: 'Whether each given lot is in my watchlist (the heart on lot cards)',
        description: 'asset_id: one id, a comma-separated list or a JSON array (at most 200); asset_ids is accepted too.',
        security: session,
        consumes: FORM_OR_JSON,
        body: watchlistLookupBody,
        response: { 200: watchlistLookupReply, ...errors(400, 401) },
      },
    },
    async (req) => {
      const user = await signedInUser(req);
      return { status: 200, data: await buyer.watchedFlags(user.id, req.body) };
    },
  );

  r.post(
    '/client/api/favorite/assets',
    {
      ...signedIn,
      schema: {
        tags: ['buyer'],
        summary: 'Favorites: my watchlist as lot cards with live status',
        description: 'Live lots first (ending soonest), then upcoming (starting soonest), then the rest, last added first; 20 a page.',
        security: session,
        consumes: FORM_OR_JSON,
        body: favoritesBody,
        response: { 200: myBidReply, ...errors(400, 401) },
      },
    },
    async (req) => {
      const user = await signedInUser(req);
      return { status: 200, data: await buyer.favorites(user.id, { pageNo: req.body.page_no }) };
    },
  );

  r.post(
    '/auctions/asset-quote-history',
    {
      schema: {
        tags: ['buyer'],
        summary: 'Every quote on a lot, oldest first, with its hash chain (readable by anyone)',
        description:
          'Bidders appear under a stable per-lot pseudonym only; mine marks the signed-in buyer’s own quotes. chain_verified recomputes every hash: false means the stored history was altered.',
        consumes: FORM_OR_JSON,
        body: historyBody,
        response: { 200: historyReply, ...errors(400, 404) },
      },
    },
    async (req) => {
      const viewer = await req.currentUser();
      return { status: 200, data: await buyer.quoteHistory(viewer?.id ?? null, req.body.asset_id) };
    },
  );
}
