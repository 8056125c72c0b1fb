import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LEAD_SAVED_MSG, tooManyLeads, type LeadService } from './lead-service.js';
import { leadBody, leadError, leadOk } from './schema.js';

/**
 * Per client IP. Generous, because many farmers reach us through one carrier-grade NAT address;
 * the per-phone rule in the service keeps repeats from piling up anyway.
 */
export const LEAD_RATE_LIMIT = { max: 20, timeWindow: '10 minutes' };

export function leadRoutes(app: FastifyInstance, svc: LeadService) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/user/create-lead',
    {
      config: { rateLimit: { ...LEAD_RATE_LIMIT, errorResponseBuilder: () => tooManyLeads() } },
      schema: {
        tags: ['leads'],
        summary: 'A call-back request from the lead form or the trade-advance popup',
        description:
          'Form: name, phone, state, city, ta_interest. A signed-in buyer may send only phone: name and state come from the account. ' +
          'A second request from the same phone within 24 hours updates the first.',
        body: leadBody,
        response: { 200: leadOk, 400: leadError, 429: leadError },
      },
    },
    async (req) => {
      await svc.submit(req.body, await req.currentUser());
      return { status: 200 as const, success: LEAD_SAVED_MSG, msg: LEAD_SAVED_MSG };
    },
  );
}
