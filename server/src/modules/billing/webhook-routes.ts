import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest } from '../../errors.js';
import { errorResponses } from './http.js';
import { webhookBody, webhookHeaders, webhookResponse } from './schema.js';
import type { WebhookService } from './webhook-service.js';

export const WEBHOOK_PATH = '/payments/razorpay/webhook';

const OUTCOME_MSG = { processed: 'Event applied', duplicate: 'Event already processed', ignored: 'Event recorded; nothing to apply' };

/**
 * Registered in its own scope: only here is the JSON body kept byte for byte, because the
 * signature covers the exact bytes Razorpay sent, not a re-serialisation of them.
 */
export const webhookRoutes: FastifyPluginAsync<{ webhooks: WebhookService }> = async (app, { webhooks }) => {
  const rawBodies = new WeakMap<FastifyRequest, Buffer>();
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
    const raw = body as Buffer;
    rawBodies.set(req, raw);
    try {
      done(null, JSON.parse(raw.toString('utf8')));
    } catch {
      done(badRequest('Request body is not valid JSON'), undefined);
    }
  });

  app.withTypeProvider<ZodTypeProvider>().post(
    WEBHOOK_PATH,
    {
      schema: {
        tags: ['payments'],
        summary: 'Razorpay webhook: payment.captured, order.paid, payment_link.paid, payment.failed',
        description:
          'X-Razorpay-Signature is checked on the raw body; X-Razorpay-Event-Id deduplicates. Only ids are read from the payload: the state is fetched again from the gateway and applied idempotently.',
        headers: webhookHeaders,
        body: webhookBody,
        response: { 200: webhookResponse, ...errorResponses(400, 503) },
      },
      // Before schema validation: an unsigned body is refused whatever it contains.
      preValidation: async (req) => {
        webhooks.assertSigned(rawBodies.get(req) ?? Buffer.alloc(0), req.headers['x-razorpay-signature'] as string | undefined);
      },
    },
    async (req) => {
      const eventId = req.headers['x-razorpay-event-id'];
      if (!eventId) throw badRequest('x-razorpay-event-id header is required');
      const outcome = await webhooks.handle(eventId, req.body);
      req.log.info({ eventId, event: req.body.event, outcome }, 'payment webhook');
      return { status: 200 as const, msg: OUTCOME_MSG[outcome] };
    },
  );
};
