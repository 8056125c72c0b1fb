import { unauthenticated } from '../../errors.js';
import { requestLanguage } from '../../lib/i18n/languages.js';
import { SESSION_COOKIE } from '../accounts/index.js';
import { bidderOf } from '../dealers/index.js';
import { localiseAnswer } from './quote-outcome.js';
import { latestForLots } from './reads.js';
import {
  acceptedQuote,
  autobidBody,
  autobidSet,
  bidRefusal,
  failure,
  idempotencyHeaders,
  latestBody,
  latestResponse,
  quoteBody,
} from './schema.js';
import type { BiddingService } from './service.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const errors = { 400: bidRefusal, 401: bidRefusal, 403: bidRefusal, 404: bidRefusal, 409: bidRefusal, 422: bidRefusal };

export function biddingRoutes(app: FastifyInstance, bidding: BiddingService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // onRequest: a signed-out client gets the 401 before any body validation.
  const signedIn = { onRequest: app.requireUser };
  // Per session, not per IP: many farmers share one mobile carrier NAT.
  const perBuyer = { max: 120, timeWindow: '10 seconds', keyGenerator: (req: FastifyRequest) => req.cookies[SESSION_COOKIE] ?? req.ip };
  // The database checks the session in the quote's own round trip; here only that there is one.
  const withSessionCookie = {
    onRequest: async (req: FastifyRequest) => {
      if (!req.cookies[SESSION_COOKIE]) throw unauthenticated();
    },
  };

  r.post(
    '/client/bid',
    {
      ...withSessionCookie,
      config: { rateLimit: perBuyer },
      schema: {
        tags: ['bidding'],
        security: [{ session: [] }],
        summary: 'Submit a quote on a live lot',
        description:
          'Quotes cannot be withdrawn. The amount must be at least the next valid amount (start price for the first quote, else current price + increment). Proxies triggered by the quote resolve in the same transaction. A replay of the same Idempotency-Key returns the first answer and writes nothing.',
        headers: idempotencyHeaders,
        body: quoteBody,
        response: { 200: acceptedQuote, ...errors },
      },
    },
    async (req, reply) => {
      const answer = await bidding.placeQuote(req.cookies[SESSION_COOKIE]!, {
        assetId: req.body.asset_id,
        amount: req.body.amount,
        key: req.headers['idempotency-key'],
      });
      return reply.code(answer.status).send(localiseAnswer(answer.body, requestLanguage(req)) as never);
    },
  );

  r.post(
    '/client/add_autobid_amount',
    {
      ...signedIn,
      config: { rateLimit: perBuyer },
      schema: {
        tags: ['bidding'],
        security: [{ session: [] }],
        summary: 'Set or raise a hidden autobid maximum on a lot',
        description:
          'One proxy per buyer per lot, raise-only. The visible price is min(M1, M2 + increment); equal maxima go to the earlier one. A leader raising their maximum does not move the price.',
        headers: idempotencyHeaders,
        body: autobidBody,
        response: { 200: autobidSet, ...errors },
      },
    },
    async (req, reply) => {
      // requireUser has answered a signed-out buyer (401) or one who must change a one-time
      // password (403); the engine checks the session again in its own round trip.
      const answer = await bidding.setAutobid(req.cookies[SESSION_COOKIE]!, {
        assetId: req.body.asset_id,
        max: req.body.max_amount,
        key: req.headers['idempotency-key'],
      });
      return reply.code(answer.status).send(localiseAnswer(answer.body, requestLanguage(req)) as never);
    },
  );

  r.post(
    '/client/get-lnt-latest-bid',
    {
      schema: {
        tags: ['bidding'],
        security: [{}, { session: [] }],
        summary: 'Latest price, leader flag, seq, ends_at and server time for one lot or many',
        body: latestBody,
        response: { 200: latestResponse, 400: failure },
      },
    },
    async (req) => {
      const viewer = await req.currentUser();
      // An agent's flags are the dealer's: the engine records their quotes in the dealer's name.
      const data = await latestForLots(app.db, app.config.APP_SECRET, viewer ? await bidderOf(app.db, viewer.id) : null, req.body);
      return { status: 200, data };
    },
  );
}
