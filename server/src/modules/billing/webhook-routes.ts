import { badRequest } from '../../errors.js';
import { failures } from '../../lib/http-schemas.js';
import { say } from '../../lib/i18n/say.js';
import { webhookBody, webhookHeaders, webhookResponse } from './schema.js';
import type { WebhookService } from './webhook-service.js';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export const WEBHOOK_PATH = '/payments/razorpay/webhook';

const OUTCOME_MSG = {
  processed: 'billing.webhook_applied',
  duplicate: 'billing.webhook_duplicate',
  ignored: 'billing.webhook_ignored',
} as const;

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
      done(badRequest('billing.webhook_bad_json'), undefined);
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
        response: { 200: webhookResponse, ...failures(400, 503) },
      },
      // Before schema validation: an unsigned body is refused whatever it contains.
      preValidation: async (req) => {
        webhooks.assertSigned(rawBodies.get(req) ?? Buffer.alloc(0), req.headers['x-razorpay-signature'] as string | undefined);
      },
    },
    async (req) => {
      const eventId = req.headers['x-razorpay-event-id'];
      if (!eventId) throw badRequest('billing.webhook_event_id_required');
      const outcome = await webhooks.handle(eventId, req.body);
      req.log.info({ eventId, event: req.body.event, outcome }, 'payment webhook');
      return { status: 200 as const, ...say(req, OUTCOME_MSG[outcome]) };
    },
  );
};
