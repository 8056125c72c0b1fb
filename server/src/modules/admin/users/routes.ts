import { z } from 'zod';
import { csvAnswer, sendCsv } from '../../../lib/download.js';
import { say } from '../../../lib/i18n/say.js';
import { actorOf } from '../shared/access.js';
import { change, found, route } from '../shared/routes.js';
import { blockBody, leadsCsvQuery, leadsQuery, leadsReply, roleBody, userIdParams, userReply, usersQuery, usersReply } from './schema.js';
import type { LeadView, UsersService } from './service.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const LEAD_COLUMNS = [
  'id',
  'name',
  'phone',
  'state',
  'city',
  'pincode',
  'ta_interest',
  'user_id',
  'source',
  'created_at',
  'updated_at',
] as const;
const leadFilter = (q: z.infer<typeof leadsCsvQuery>) => ({ q: q.q, state: q.state, taInterest: q.ta_interest, from: q.from, to: q.to });

export function usersRoutes(app: FastifyInstance, users: UsersService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/admin/users',
    route('Search users by phone, name, state, role or blocked flag; newest first', { querystring: usersQuery, reply: usersReply }),
    async (req) => {
      const { state_id, ...rest } = req.query;
      return found(users.search({ stateId: state_id, ...rest }));
    },
  );

  r.get(
    '/admin/users/:id',
    route('One user with identity documents, state permissions and activity', {
      description: 'Each document has a file_url served by the accounts module, which admins may fetch for any user.',
      params: userIdParams,
      reply: userReply,
      fails: [404],
    }),
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return found(users.detail(req.params.id));
    },
  );

  r.post(
    '/admin/users/:id/block',
    route('Block a user', {
      description:
        'Their sessions end at once; login answers 403 with the block_description. Only a full admin can block an admin; nobody can block themselves.',
      params: userIdParams,
      body: blockBody,
      reply: userReply,
      fails: [404],
    }),
    async (req) => change(req, 'admin.user_blocked', (actor) => users.block(actor, req.params.id, req.body.block_description)),
  );

  r.post('/admin/users/:id/unblock', route('Unblock a user', { params: userIdParams, reply: userReply, fails: [404] }), async (req) =>
    change(req, 'admin.user_unblocked', (actor) => users.unblock(actor, req.params.id)),
  );

  r.post(
    '/admin/users/:id/roles',
    route('Grant or revoke the admin or auction-admin role', {
      description: 'Only a full admin may grant or revoke admin (403 otherwise); nobody changes their own roles.',
      params: userIdParams,
      body: roleBody,
      reply: userReply,
      fails: [404],
    }),
    async (req) => {
      const { role, grant } = req.body;
      const data = await users.setRole(await actorOf(req), req.params.id, role, grant);
      return {
        status: 200,
        ...say(
          req,
          role === 'admin'
            ? grant
              ? 'admin.admin_granted'
              : 'admin.admin_revoked'
            : grant
              ? 'admin.auction_admin_granted'
              : 'admin.auction_admin_revoked',
        ),
        data,
      };
    },
  );

  r.get('/admin/leads', route('Leads (call-back requests), newest first', { querystring: leadsQuery, reply: leadsReply }), async (req) =>
    found(users.leads({ ...leadFilter(req.query), page_no: req.query.page_no, page_size: req.query.page_size })),
  );

  r.get(
    '/admin/leads.csv',
    route('Leads as a CSV file (same filters, at most 50,000)', {
      description: `Columns: ${LEAD_COLUMNS.join(', ')}.`,
      querystring: leadsCsvQuery,
      reply: csvAnswer(),
    }),
    async (req, reply) => {
      const rows = await users.exportLeads(await actorOf(req), leadFilter(req.query));
      return sendCsv(
        reply,
        'leads.csv',
        LEAD_COLUMNS,
        rows.map((l: LeadView) => LEAD_COLUMNS.map((c) => l[c])),
      );
    },
  );
}
