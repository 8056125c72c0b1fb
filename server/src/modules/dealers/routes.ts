import { z } from 'zod';
import { envelope, failure, idField } from '../../lib/http-schemas.js';
import { requestLanguage } from '../../lib/i18n/languages.js';
import { say } from '../../lib/i18n/say.js';
import { createSession, setSessionCookie, clientMeta } from '../accounts/index.js';
import {
  acceptOut,
  agentIdBody,
  lotAuditRow,
  agentOut,
  capsBody,
  dashboardBody,
  dashboardOut,
  dealerStatusOut,
  inviteBody,
  inviteSentOut,
  invitationOut,
  tokenBody,
} from './schema.js';
import type { DealersService } from './service.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export function dealerRoutes(app: FastifyInstance, svc: DealersService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['dealers'];
  const security = [{ session: [] }];
  const guarded = { onRequest: app.requireUser };
  const userId = async (req: FastifyRequest) => (await req.currentUser())!.id;
  /** Links point at the installation's public address, else at the address this request came to. */
  const baseUrl = (req: FastifyRequest) => app.config.PUBLIC_URL?.replace(/\/$/, '') ?? `${req.protocol}://${req.host}`;

  r.post(
    '/client/api/dealer/status',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Whether the signed-in user is a dealer, may become one, or is a dealer’s agent (and whose)',
        security,
        response: { 200: envelope(dealerStatusOut), 401: failure },
      },
    },
    async (req) => ({
      status: 200,
      data: await svc.status(await userId(req)),
    }),
  );

  r.post(
    '/client/api/dealer/become',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Become a dealer (needs identity documents verified by an admin); a dealer invites agents who quote in its name',
        security,
        response: { 200: envelope(dealerStatusOut), 401: failure, 403: failure },
      },
    },
    async (req) => {
      const id = await userId(req);
      await svc.become(id);
      return { status: 200, ...say(req, 'dealers.now_dealer'), data: await svc.status(id) };
    },
  );

  r.post(
    '/client/api/dealer/agents',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'The dealer’s agents: status, caps, quotes, wins and current exposure',
        security,
        response: { 200: envelope(z.array(agentOut)), 401: failure, 403: failure },
      },
    },
    async (req) => ({
      status: 200,
      data: await svc.agents(await userId(req)),
    }),
  );

  r.post(
    '/client/api/dealer/agents/invite',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Invite an agent by phone and name: an SMS with a one-time link (72 hours); caps optional',
        security,
        body: inviteBody,
        response: { 200: envelope(inviteSentOut), 400: failure, 401: failure, 403: failure, 409: failure },
      },
    },
    async (req) => {
      const data = await svc.invite(await userId(req), req.body, baseUrl(req));
      return { status: 200, ...say(req, data.sent ? 'dealers.invite_sent' : 'dealers.invite_not_sent'), data };
    },
  );

  r.post(
    '/client/api/dealer/agents/resend',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Text a fresh invitation link (the previous one stops working)',
        security,
        body: agentIdBody,
        response: {
          200: envelope(inviteSentOut),
          400: failure,
          401: failure,
          403: failure,
          404: failure,
          409: failure,
        },
      },
    },
    async (req) => {
      const data = await svc.resend(await userId(req), req.body.id, baseUrl(req));
      return { status: 200, ...say(req, data.sent ? 'dealers.invite_sent' : 'dealers.invite_not_sent'), data };
    },
  );

  r.post(
    '/client/api/dealer/agents/caps',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Change an agent’s caps (a field left out stays; null removes the cap or the restriction)',
        security,
        body: capsBody,
        response: { 200: envelope(agentOut), 400: failure, 401: failure, 403: failure, 404: failure, 409: failure },
      },
    },
    async (req) => ({ status: 200, ...say(req, 'dealers.caps_saved'), data: await svc.setCaps(await userId(req), req.body) }),
  );

  const statusRoute = (
    path: string,
    to: 'suspended' | 'active' | 'revoked',
    summary: string,
    done: 'dealers.agent_suspended_done' | 'dealers.agent_reinstated' | 'dealers.agent_revoked_done',
  ) =>
    r.post(
      path,
      {
        ...guarded,
        schema: {
          tags,
          summary,
          security,
          body: agentIdBody,
          response: { 200: envelope(agentOut), 400: failure, 401: failure, 403: failure, 404: failure, 409: failure },
        },
      },
      async (req) => ({
        status: 200,
        ...say(req, done),
        data: await svc.changeStatus(await userId(req), req.body.id, to),
      }),
    );
  statusRoute(
    '/client/api/dealer/agents/suspend',
    'suspended',
    'Suspend an agent at once: their sessions end and their quotes are refused until reinstated',
    'dealers.agent_suspended_done',
  );
  statusRoute('/client/api/dealer/agents/reinstate', 'active', 'Reinstate a suspended agent', 'dealers.agent_reinstated');
  statusRoute(
    '/client/api/dealer/agents/revoke',
    'revoked',
    'Remove an agent for good (or withdraw an invitation); their sessions end',
    'dealers.agent_revoked_done',
  );

  r.post(
    '/client/api/dealer/dashboard',
    {
      ...guarded,
      schema: {
        tags,
        summary:
          'Every quote and win of the dealer’s account with the agent who placed it, and each agent’s exposure; filter by agent and days',
        security,
        body: dashboardBody,
        response: { 200: envelope(dashboardOut), 400: failure, 401: failure, 403: failure },
      },
    },
    async (req) => ({ status: 200, data: await svc.dashboard(await userId(req), req.body ?? {}) }),
  );

  r.get(
    '/admin/lots/:assetId/quote-agents',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'A lot’s quotes with the bidder of record and the dealer’s agent who placed each (the audit of who quoted)',
        security,
        params: z.object({ assetId: idField('assetId') }),
        response: { 200: envelope(z.array(lotAuditRow)), 400: failure, 401: failure, 403: failure },
      },
    },
    async (req) => ({ status: 200, data: await svc.lotAudit(req.params.assetId) }),
  );

  r.post(
    '/dealer-invite/show',
    {
      schema: {
        tags,
        summary: 'An invitation by its link’s token: the dealer, the agent’s name and phone, whether the phone has an account',
        body: tokenBody,
        response: { 200: envelope(invitationOut), 400: failure, 404: failure },
      },
    },
    async (req) => ({
      status: 200,
      data: await svc.invitation(req.body.token),
    }),
  );

  r.post(
    '/dealer-invite/accept',
    {
      schema: {
        tags,
        summary:
          'Accept an invitation: a new phone after its sign-up OTP is verified (/user/check-user-and-sendotp, /user/verifyotp), an existing account signed in',
        description: 'A new account is signed in at once and its password shown this once.',
        body: tokenBody,
        response: { 200: envelope(acceptOut), 400: failure, 403: failure, 404: failure, 409: failure },
      },
    },
    async (req, reply) => {
      const user = await req.currentUser();
      const out = await svc.accept(req.body.token, user ? { id: user.id, phone: user.phone } : null, requestLanguage(req));
      if (out.newAccount) {
        const session = await createSession(
          app.db,
          out.agentUserId,
          { ttlHours: app.config.SESSION_TTL_HOURS, idleHours: app.config.SESSION_IDLE_HOURS },
          clientMeta(req),
        );
        setSessionCookie(app, reply, session);
      }
      reply.header('cache-control', 'no-store');
      return { status: 200, ...say(req, 'dealers.invite_accepted', { dealer: out.data.dealer_name }), data: out.data };
    },
  );
}
