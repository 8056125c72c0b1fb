import { z } from 'zod';
import { toCsv } from '../../../lib/csv.js';
import { say } from '../../../lib/i18n/say.js';
import { audit } from '../audit/index.js';
import { actorOf } from '../shared/access.js';
import { answers, change, doc } from '../shared/routes.js';
import { failures, GUARDED, toIso } from '../shared/schema.js';
import { blockBody, leadsCsvQuery, leadsQuery, leadsReply, roleBody, userIdParams, userReply, usersQuery, usersReply } from './schema.js';
import type { Db } from '../../../db/client.js';
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

export function usersRoutes(app: FastifyInstance, users: UsersService, db: Db) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/admin/users',
    {
      schema: {
        ...doc('Search users by phone, name, state, role or blocked flag; newest first'),
        querystring: usersQuery,
        response: answers(usersReply, 400),
      },
    },
    async (req) => {
      const q = req.query;
      return {
        status: 200,
        data: await users.search({
          q: q.q,
          phone: q.phone,
          name: q.name,
          stateId: q.state_id,
          role: q.role,
          blocked: q.blocked,
          page_no: q.page_no,
          page_size: q.page_size,
        }),
      };
    },
  );

  r.get(
    '/admin/users/:id',
    {
      schema: {
        ...doc(
          'One user with identity documents, state permissions and activity',
          'Each document has a file_url served by the accounts module, which admins may fetch for any user.',
        ),
        params: userIdParams,
        response: answers(userReply, 400, 404),
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { status: 200, data: await users.detail(req.params.id) };
    },
  );

  r.post(
    '/admin/users/:id/block',
    {
      schema: {
        ...doc(
          'Block a user',
          'Their sessions end at once; login answers 403 with the block_description. Only a full admin can block an admin; nobody can block themselves.',
        ),
        params: userIdParams,
        body: blockBody,
        response: answers(userReply, 400, 404),
      },
    },
    async (req) => change(req, 'admin.user_blocked', (actor) => users.block(actor, req.params.id, req.body.block_description)),
  );

  r.post(
    '/admin/users/:id/unblock',
    { schema: { ...doc('Unblock a user'), params: userIdParams, response: answers(userReply, 400, 404) } },
    async (req) => change(req, 'admin.user_unblocked', (actor) => users.unblock(actor, req.params.id)),
  );

  r.post(
    '/admin/users/:id/roles',
    {
      schema: {
        ...doc(
          'Grant or revoke the admin or auction-admin role',
          'Only a full admin may grant or revoke admin (403 otherwise); nobody changes their own roles.',
        ),
        params: userIdParams,
        body: roleBody,
        response: answers(userReply, 400, 404),
      },
    },
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

  r.get(
    '/admin/leads',
    {
      schema: {
        ...doc('Leads (call-back requests), newest first'),
        querystring: leadsQuery,
        response: answers(leadsReply, 400),
      },
    },
    async (req) => ({
      status: 200,
      data: await users.leads({ ...leadFilter(req.query), page_no: req.query.page_no, page_size: req.query.page_size }),
    }),
  );

  r.get(
    '/admin/leads.csv',
    {
      schema: {
        ...doc('Leads as a CSV file (same filters, at most 50,000)', `Columns: ${LEAD_COLUMNS.join(', ')}.`),
        querystring: leadsCsvQuery,
        response: { 200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } }, ...failures(400, ...GUARDED) },
      },
    },
    async (req, reply) => {
      const rows = await users.allLeads(leadFilter(req.query));
      await audit(db, await actorOf(req), 'leads.export', 'lead', null, {
        filter: { ...req.query, from: toIso(req.query.from), to: toIso(req.query.to) },
        rows: rows.length,
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="leads.csv"')
        .header('cache-control', 'private, no-store')
        .send(
          toCsv(
            LEAD_COLUMNS,
            rows.map((l: LeadView) => LEAD_COLUMNS.map((c) => l[c])),
          ) as never,
        );
    },
  );
}
