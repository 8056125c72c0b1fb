import { z } from 'zod';
import { sendPrivateFile } from '../../lib/download.js';
import { failures } from '../../lib/http-schemas.js';
import { say } from '../../lib/i18n/say.js';
import { pageLanguage } from '../../plugins/prerendered.js';
import { SESSION_COOKIE } from '../accounts/index.js';
import { pdfQuery } from '../invoicing/index.js';
import { adminStepParams, assetParams, dealReply, dealsReply, documentParams, stepBody } from './schema.js';
import type { DealReads } from './reads.js';
import type { DealService } from './service.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const security = [{ session: [] }];

const BUYER_STEPS = [
  {
    path: 'accept',
    action: 'accept',
    msg: 'deal.offer_accepted',
    summary: 'Accept the offer of this lot (H2 or H3) before its deadline: payment becomes due within 48 hours',
  },
  {
    path: 'decline',
    action: 'decline',
    msg: 'deal.offer_declined',
    summary: 'Decline the offer of this lot: it goes to the next bidder (H3), or stays unsold',
  },
  {
    path: 'backout',
    action: 'backout',
    msg: 'deal.backed_out',
    summary: 'Back out of a won lot before paying: the backout charge (Rs.10,000) becomes due',
  },
] as const;

export function dealRoutes(app: FastifyInstance, deals: DealService, reads: DealReads) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['deals'];
  const me = async (req: FastifyRequest) => (await req.currentUser())!;

  r.get(
    '/client/deals',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'My won lots, offers and backouts, each with its timeline and next action',
        response: { 200: dealsReply, ...failures<number>(401) },
      },
    },
    async (req) => ({ status: 200, data: await reads.mine((await me(req)).id) }),
  );

  r.get(
    '/client/deals/:assetId',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'The deal of one lot I won or was offered: stage, deadline, payee, documents and the timeline',
        params: assetParams,
        response: { 200: dealReply, ...failures<number>(400, 401, 404) },
      },
    },
    async (req) => ({ status: 200, data: await reads.one(req.params.assetId, (await me(req)).id) }),
  );

  for (const s of BUYER_STEPS) {
    r.post(
      `/client/deals/:assetId/${s.path}`,
      {
        onRequest: app.requireUser,
        schema: {
          tags,
          security,
          summary: s.summary,
          description: 'Any other stage answers 409; a deal held by someone else 403.',
          params: assetParams,
          body: stepBody,
          response: { 200: dealReply, ...failures<number>(400, 401, 403, 404, 409) },
        },
      },
      async (req) => {
        const user = await me(req);
        await deals.step(req.params.assetId, s.action, { kind: 'buyer', userId: user.id }, { note: req.body?.note });
        return { status: 200, ...say(req, s.msg), data: await reads.one(req.params.assetId, user.id) };
      },
    );
  }

  r.get(
    '/client/deals/:assetId/documents/:kind',
    {
      onRequest: app.requireUser,
      config: {
        rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: (req: FastifyRequest) => req.cookies[SESSION_COOKIE] ?? req.ip },
      },
      schema: {
        tags,
        security,
        summary: 'The release letter (delivery order, from the bank NOC on) or the gate pass (from release on), as PDF, in lang',
        params: documentParams,
        querystring: pdfQuery,
        response: {
          200: { description: 'PDF', content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } } },
          ...failures<number>(400, 401, 404, 409, 429),
        },
      },
    },
    async (req, reply) => {
      const user = await me(req);
      const admin = user.isAdmin || user.isAuctionAdmin;
      const file = await reads.document(
        req.params.assetId,
        req.params.kind,
        admin ? null : user.id,
        req.query.lang ?? (admin ? undefined : pageLanguage(req)),
      );
      return sendPrivateFile(reply, { type: 'application/pdf', fileName: file.fileName, body: file.pdf });
    },
  );

  r.get(
    '/admin/deals/:assetId',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        security,
        summary: "A lot's deal with every buyer named: stage, deadline, backouts and the timeline",
        params: assetParams,
        response: { 200: dealReply, ...failures<number>(400, 401, 403, 404) },
      },
    },
    async (req) => ({ status: 200, data: await reads.one(req.params.assetId, null) }),
  );

  r.post(
    '/admin/deals/:assetId/:action',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        security,
        summary:
          'Take the next step of a deal: approve, reject, backout, offer_next, confirm_payment, issue_noc, release, start_rc, complete_rc',
        description:
          'Each step is allowed only from the stage before it (409 otherwise). offer_next gives the lot to the best bidder not yet tried (H2, then H3) with 24 hours to accept; confirm_payment opens the release; document is a reference for the step (NOC number, new RC number).',
        params: adminStepParams,
        body: stepBody,
        response: { 200: dealReply, ...failures<number>(400, 401, 403, 404, 409) },
      },
    },
    async (req) => {
      const user = await me(req);
      await deals.step(
        req.params.assetId,
        req.params.action,
        { kind: 'admin', userId: user.id },
        { note: req.body?.note, document: req.body?.document },
      );
      return { status: 200, ...say(req, 'deal.step_recorded'), data: await reads.one(req.params.assetId, null) };
    },
  );
}
