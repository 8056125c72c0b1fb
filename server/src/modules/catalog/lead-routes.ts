import { say } from '../../lib/i18n/say.js';
import { firstSchemaText } from '../../lib/plain-errors.js';
import { withField } from '../../plugins/error-handler.js';
import { leadFailure, tooManyLeads, type LeadService } from './lead-service.js';
import { leadBody, leadError, leadOk } from './schema.js';
import type { FailureText } from '../../errors.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/**
 * Per client IP. Generous, because many farmers reach us through one carrier-grade NAT address;
 * the per-phone rule in the service keeps repeats from piling up anyway.
 */
export const LEAD_RATE_LIMIT = { max: 20, timeWindow: '10 minutes' };

/** The lead form reads `error`, so schema failures are answered by the route, not the root handler. */
function describeInvalid(
  err: Error & { validation?: Array<{ instancePath: string; keyword: string; message?: string; params?: unknown }> },
): FailureText {
  const first = err.validation?.[0];
  if (!first) return err.message;
  const text = firstSchemaText([first]);
  return typeof text === 'string' ? withField(first.instancePath.split('/').filter(Boolean), text) : text;
}

export function leadRoutes(app: FastifyInstance, svc: LeadService) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/user/create-lead',
    {
      attachValidation: true,
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
      if (req.validationError) throw leadFailure(describeInvalid(req.validationError));
      await svc.submit(req.body, await req.currentUser());
      const said = say(req, 'lead.saved');
      return { status: 200 as const, success: said.msg, ...said };
    },
  );
}
