import { z } from 'zod';
import { sendPrivateFile } from '../../lib/download.js';
import { envelope, failures } from '../../lib/http-schemas.js';
import { requestLanguage } from '../../lib/i18n/languages.js';
import { say } from '../../lib/i18n/say.js';
import { actorOf, SECURITY as ADMIN_SECURITY, TAGS as ADMIN_TAGS } from '../admin/index.js';
import {
  accountOut,
  accountQuery,
  adjustBody,
  adminAccounts,
  adminAccountsQuery,
  adminLedger,
  adminRefunds,
  adminRefundsQuery,
  amountBody,
  movedOut,
  statementQuery,
  topUpOut,
  userParams,
  verifyTopUpBody,
} from './schema.js';
import type { DepositService } from './service.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const tags = ['deposits'];
const security = [{ session: [] }];

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
        querystring: accountQuery,
        response: { 200: envelope(accountOut), ...failures(400, 401, 403, 404) },
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
        body: amountBody,
        response: { 200: envelope(topUpOut), ...failures(400, 401, 403, 429, 503) },
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
        body: verifyTopUpBody,
        response: { 200: envelope(movedOut), ...failures(400, 401, 403, 404) },
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
        body: amountBody,
        response: { 200: envelope(accountOut), ...failures(400, 401, 403, 409, 429) },
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
        querystring: statementQuery,
        response: { 200: z.any().describe('application/pdf or text/csv'), ...failures(400, 401, 403) },
      },
    },
    async (req, reply) => {
      const lang = requestLanguage(req);
      const f = await deposits.statementFile(await userId(req), req.query.format, lang);
      return sendPrivateFile(reply, { type: f.type, fileName: `deposit-statement.${f.ext}`, body: f.body });
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
        querystring: adminAccountsQuery,
        response: { 200: envelope(adminAccounts), ...failures(400, 401, 403) },
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
        params: userParams,
        response: { 200: envelope(adminLedger), ...failures(400, 401, 403, 404) },
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
        params: userParams,
        body: adjustBody,
        response: { 200: envelope(movedOut), ...failures(400, 401, 403, 404) },
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
        querystring: adminRefundsQuery,
        response: { 200: envelope(adminRefunds), ...failures(400, 401, 403) },
      },
    },
    async (req) => ({
      status: 200,
      data: await deposits.adminRefunds({ status: req.query.status, page: req.query.page_no ?? 1, size: req.query.page_size ?? 50 }),
    }),
  );
}
