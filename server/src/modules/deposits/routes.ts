import { z } from 'zod';
import { decimal, envelope, failure, idField, rupeeAmount } from '../../lib/http-schemas.js';
import { requestLanguage } from '../../lib/i18n/languages.js';
import { say } from '../../lib/i18n/say.js';
import { zodText } from '../../lib/plain-errors.js';
import { actorOf, SECURITY as ADMIN_SECURITY, TAGS as ADMIN_TAGS } from '../admin/index.js';
import type { DepositService } from './service.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const tags = ['deposits'];
const security = [{ session: [] }];
const failures = <C extends number>(...codes: C[]) => Object.fromEntries(codes.map((c) => [c, failure])) as Record<C, typeof failure>;

const refund = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  status: z.enum(['requested', 'processing', 'processed', 'failed']),
  gateway_refund_id: z.string().nullable(),
  failure_reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

const accountData = z.object({
  balance: z.number().int().describe('The deposit held for the buyer, whole rupees'),
  held: z.number().int().describe('The part tied to won lots not yet paid'),
  available: z.number().int(),
  multiple: z.number().int().describe('The buying-limit multiple that applies (of auction_id when given, else the platform default)'),
  platform_multiple: z.number().int(),
  requires_deposit: z.boolean().nullable().describe('Whether auction_id requires deposits; null without auction_id'),
  limit: z.number().int().describe('balance × multiple'),
  in_use: z.number().int().describe('Exposure: leads, live autobid maxima and won lots not yet paid, on auctions that require deposits'),
  in_use_open: z.number().int(),
  in_use_unpaid: z.number().int(),
  headroom: z.number().int(),
  refundable: z.number().int().describe('What a refund may take now (0 with anything in use, held or a refund on its way)'),
  topup_min: z.number().int(),
  topup_max: z.number().int(),
  refunds: z.array(refund),
});

const gatewayId = (name: string) =>
  z
    .string({ error: zodText('field.required', { field: name }) })
    .trim()
    .min(1, { error: zodText('field.required', { field: name }) })
    .max(256, { error: zodText('field.too_long', { field: name }) });

const page = {
  page_no: z.preprocess(decimal, z.number().int().min(1).max(10_000)).optional(),
  page_size: z.preprocess(decimal, z.number().int().min(1).max(100)).optional(),
};

export function depositRoutes(app: FastifyInstance, deposits: DepositService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const userId = async (req: { currentUser(): Promise<{ id: number } | null> }) => (await req.currentUser())!.id;

  r.get(
    '/deposits/account',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "The signed-in buyer's deposit: balance, held, buying limit, what is in use, refunds",
        description:
          "With auction_id, the multiple and limit are that auction's (its own multiple, else its financier's, else DEPOSIT_LIMIT_MULTIPLE).",
        querystring: z.object({ auction_id: idField('auction_id').optional() }),
        response: { 200: envelope(accountData), ...failures(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { status: 200, data: await deposits.account(await userId(req), { auctionId: req.query.auction_id }) };
    },
  );

  r.post(
    '/deposits/top-up',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        security,
        summary: 'Start a deposit top-up: a gateway order for the amount (whole rupees, DEPOSIT_TOPUP_MIN to DEPOSIT_TOPUP_MAX)',
        description:
          'razorpay: open Razorpay Checkout with key and order_id; simulated: open checkout_url?order_id=…. Then POST /deposits/top-up/verify with the signed result; the webhook credits it too.',
        body: z.object({ amount: rupeeAmount('amount', 100_000_000) }),
        response: {
          200: envelope(
            z.object({
              payment_id: z.number().int(),
              order_id: z.string(),
              amount: z.number().int(),
              gateway: z.enum(['simulated', 'razorpay']),
              key: z.string(),
              checkout_url: z.string().nullable(),
            }),
          ),
          ...failures(400, 401, 403, 429, 503),
        },
      },
    },
    async (req) => ({ status: 200, data: await deposits.startTopUp(await userId(req), req.body.amount) }),
  );

  r.post(
    '/deposits/top-up/verify',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Verify a top-up checkout and credit the deposit (idempotent)',
        description:
          'signature = HMAC-SHA256(order_id|payment_id) under the key secret, checked against the order stored for this buyer. A replay credits nothing more.',
        body: z.object({ order_id: gatewayId('order_id'), payment_id: gatewayId('payment_id'), signature: gatewayId('signature') }),
        response: { 200: envelope(z.object({ amount: z.number().int(), balance: z.number().int() })), ...failures(400, 401, 403, 404) },
      },
    },
    async (req) => {
      const b = req.body;
      const data = await deposits.verifyTopUp(await userId(req), { orderId: b.order_id, paymentId: b.payment_id, signature: b.signature });
      return { status: 200, ...say(req, 'deposits.topup_paid', { amount: data.amount, balance: data.balance }), data };
    },
  );

  r.post(
    '/deposits/refunds',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        security,
        summary: 'Ask for (part of) the deposit back through the gateway',
        description: 'Only with nothing in use (no exposure, no hold, no refund on its way); amount ≤ the free deposit. 409 says why not.',
        body: z.object({ amount: rupeeAmount('amount', 100_000_000) }),
        response: { 200: envelope(accountData), ...failures(400, 401, 403, 409, 429) },
      },
    },
    async (req) => {
      const data = await deposits.requestRefund(await userId(req), req.body.amount);
      return { status: 200, ...say(req, 'deposits.refund_requested', { amount: req.body.amount }), data };
    },
  );

  r.get(
    '/deposits/statement',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'The deposit statement as PDF or CSV, in the request language',
        querystring: z.object({ format: z.enum(['pdf', 'csv'], { error: zodText('field.required', { field: 'format' }) }).default('pdf') }),
        response: { 200: z.any().describe('application/pdf or text/csv'), ...failures(400, 401, 403) },
      },
    },
    async (req, reply) => {
      const lang = requestLanguage(req);
      const f = await deposits.statementFile(await userId(req), req.query.format, lang);
      reply
        .header('content-type', f.type)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="deposit-statement.${f.ext}"`);
      return reply.send(f.body);
    },
  );

  // The admins' side: accounts, a buyer's journal, adjustments with a reason (audited), refunds.
  const admin = { tags: ADMIN_TAGS, security: ADMIN_SECURITY };
  const guarded = { onRequest: app.requireAdmin };

  r.get(
    '/admin/deposits',
    {
      ...guarded,
      schema: {
        ...admin,
        summary: 'Deposit accounts, largest first, with held and in use',
        querystring: z.object({ q: z.string().trim().max(100).optional(), ...page }),
        response: { 200: envelope(z.any()), ...failures(400, 401, 403) },
      },
    },
    async (req) => ({
      status: 200,
      data: await deposits.adminAccounts({ search: req.query.q, page: req.query.page_no ?? 1, size: req.query.page_size ?? 50 }),
    }),
  );

  r.get(
    '/admin/deposits/:userId',
    {
      ...guarded,
      schema: {
        ...admin,
        summary: "A buyer's deposit, refunds and ledger entries (newest first)",
        params: z.object({ userId: idField('userId') }),
        response: { 200: envelope(z.any()), ...failures(400, 401, 403, 404) },
      },
    },
    async (req) => ({ status: 200, data: await deposits.adminLedger(req.params.userId) }),
  );

  r.post(
    '/admin/deposits/:userId/adjust',
    {
      ...guarded,
      schema: {
        ...admin,
        summary: "Adjust a buyer's deposit with a reason (audited)",
        description: 'amount: signed whole rupees (negative takes off, never below the free deposit); reason: at least 5 characters.',
        params: z.object({ userId: idField('userId') }),
        body: z.object({
          amount: z.preprocess(
            decimal,
            z
              .number({ error: zodText('field.must_be_number', { field: 'amount' }) })
              .int({ error: zodText('field.must_be_whole', { field: 'amount' }) }),
          ),
          reason: z
            .string({ error: zodText('field.required', { field: 'reason' }) })
            .max(500, { error: zodText('field.too_long', { field: 'reason' }) }),
        }),
        response: { 200: envelope(z.object({ amount: z.number().int(), balance: z.number().int() })), ...failures(400, 401, 403, 404) },
      },
    },
    async (req) => {
      const data = await deposits.adjust(await actorOf(req), req.params.userId, req.body.amount, req.body.reason);
      return { status: 200, ...say(req, 'deposits.adjusted', { amount: data.amount, balance: data.balance }), data };
    },
  );

  r.get(
    '/admin/deposit-refunds',
    {
      ...guarded,
      schema: {
        ...admin,
        summary: 'Deposit refunds, newest first, with their status',
        querystring: z.object({ status: z.enum(['requested', 'processing', 'processed', 'failed']).optional(), ...page }),
        response: { 200: envelope(z.any()), ...failures(400, 401, 403) },
      },
    },
    async (req) => ({
      status: 200,
      data: await deposits.adminRefunds({ status: req.query.status, page: req.query.page_no ?? 1, size: req.query.page_size ?? 50 }),
    }),
  );
}
