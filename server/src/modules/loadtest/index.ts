import { z } from 'zod';
import { decimal, envelope, failures } from '../../lib/http-schemas.js';
import { hashPassword } from '../../lib/password.js';
import { createFixtures, endAuctionNow } from './fixtures.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const body = z.object({
  buyers: z.preprocess(decimal, z.number().int().min(1).max(20_000)).default(100),
  lots: z.preprocess(decimal, z.number().int().min(1).max(1_000)).default(5),
  minutes: z
    .preprocess(
      decimal,
      z
        .number()
        .int()
        .min(1)
        .max(24 * 60),
    )
    .default(60),
  start_price: z.preprocess(decimal, z.number().int().min(1)).default(100_000),
  increment: z.preprocess(decimal, z.number().int().min(1)).default(100),
  password: z.string().min(8, 'password must be at least 8 characters').max(72).default('LoadTest@1234'),
});

/** Data set-up for load tests against a running server (admins only, off in production by default). */
export default async function loadtestFixtures(app: FastifyInstance) {
  if (!app.config.loadtestFixtures) return;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/admin/loadtest/fixtures',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['load testing'],
        summary: 'Create N subscribed buyers with sessions and M live hot lots',
        description: 'Enabled unless NODE_ENV=production (or LOADTEST_FIXTURES=false). The session tokens go into the vh_session cookie.',
        body,
        response: {
          200: envelope(
            z.object({
              auction_id: z.number(),
              lot_ids: z.array(z.number()),
              session_tokens: z.array(z.string()),
              user_ids: z.array(z.number()),
              phones: z.array(z.string()),
            }),
          ),
          ...failures(400, 401, 403),
        },
      },
    },
    async (req) => {
      const { buyers, lots, minutes, start_price: startPrice, increment, password } = req.body;
      const passwordHash = await hashPassword(password);
      const f = await createFixtures(app.db, { buyers, lots, minutes, startPrice, increment, passwordHash }, app.config.SESSION_TTL_HOURS);
      req.log.info({ buyers: f.userIds.length, lots: f.lotIds.length, auctionId: f.auctionId }, 'load-test fixtures created');
      return {
        status: 200,
        data: { auction_id: f.auctionId, lot_ids: f.lotIds, session_tokens: f.sessionTokens, user_ids: f.userIds, phones: f.phones },
      };
    },
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    '/admin/loadtest/end-auction',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['load testing'],
        summary: 'End an auction now: its open lots close at once, as at their end time (winners, deals, holds)',
        description:
          'For end-to-end tests and load tests, which cannot wait for an auction to run out. Enabled unless NODE_ENV=production (or LOADTEST_FIXTURES=false).',
        body: z.object({ auction_id: z.preprocess(decimal, z.number().int().min(1)) }),
        response: { 200: envelope(z.object({ closed_lot_ids: z.array(z.number()) })), ...failures(400, 401, 403) },
      },
    },
    async (req) => {
      const closed = await endAuctionNow(app.db, req.body.auction_id);
      app.outbox.kick();
      req.log.info({ auctionId: req.body.auction_id, lots: closed.length }, 'load-test auction ended');
      return { status: 200, data: { closed_lot_ids: closed } };
    },
  );
}
