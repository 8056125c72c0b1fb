import {
  auctionIdForm,
  auctionSummaryBody,
  auctionSummaryReply,
  completedIdsBody,
  completedIdsReply,
  dashboardAuctionsBody,
  dashboardAuctionsReply,
  dueAuctionsReply,
  myDueBody,
  noBody,
  settlementReply,
  winsBody,
  winsReply,
} from './dashboard-schema.js';
import { readForm } from './form-fields.js';
import { errors, FORM_OR_JSON, session, signedInUser } from './routes.js';
import type { DashboardService } from './dashboard-service.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';

const FORM_TYPES = ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'];

/** What a dashboard route declares beyond its path, summary and handler. */
interface DashboardSpec<B extends z.ZodType, R extends z.ZodType> {
  description?: string;
  body: B;
  /** The envelope on 200. */
  reply: R;
  /** The failures it can answer besides 400 and 401. */
  fails?: number[];
  /** The body's types: a form or JSON unless given. */
  consumes?: string[];
}

/** A read's answer. */
const found = async <T>(data: Promise<T>) => ({ status: 200 as const, data: await data });

export function dashboardRoutes(app: FastifyInstance, dashboard: DashboardService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['buyer dashboard'];

  /** A dashboard route's options, written once: signed in, the buyer dashboard's tag, session, its schemas and failures. */
  const route = <B extends z.ZodType, R extends z.ZodType>(summary: string, s: DashboardSpec<B, R>) => ({
    onRequest: app.requireUser,
    schema: {
      tags,
      summary,
      ...(s.description ? { description: s.description } : {}),
      security: session,
      consumes: s.consumes ?? FORM_OR_JSON,
      body: s.body,
      response: { 200: s.reply, ...errors(400, 401, ...(s.fails ?? [])) },
    },
  });

  /** One auction's lots, its id sent as multipart/form-data (urlencoded or JSON accepted too). */
  const ofAuction = (description: string) => ({
    description,
    body: auctionIdForm.nullish(),
    reply: settlementReply,
    fails: [404],
    consumes: FORM_TYPES,
  });
  const auctionOf = async (req: FastifyRequest) => (await readForm(req, auctionIdForm)).auction_id!;

  r.post(
    '/client/get-completed-auction-ids-for-erp',
    route('Completed auctions in which I quoted (latest ended first)', {
      description: 'Completed: past the scheduled end with no lot still running by the database clock.',
      body: completedIdsBody,
      reply: completedIdsReply,
    }),
    async (req) => found(dashboard.completedAuctionIds(await signedInUser(req))),
  );

  r.post(
    '/client/get-completed-user-dashboard-auction-data',
    route('Per completed auction: the lots I quoted on and my result on each', {
      body: dashboardAuctionsBody,
      reply: dashboardAuctionsReply,
    }),
    async (req) =>
      found(dashboard.completedAuctionsWithLots(await signedInUser(req), { auctionId: req.body.auction_id, pageNo: req.body.page_no })),
  );

  r.post(
    '/client/get-completed-user-dashboard-wins',
    route('Lots I won: amount, result and payment due', { body: winsBody, reply: winsReply }),
    async (req) => found(dashboard.wins(await signedInUser(req), { auctionId: req.body.auction_id, pageNo: req.body.page_no })),
  );

  r.post(
    '/client/get-completed-auction-data-for-erp',
    route('Completed auction summaries: lots, sold / pending / unsold, totals', {
      description:
        'Admins: every completed auction, over all its lots. Buyers: the auctions they quoted in, over the lots they quoted on, with their own wins.',
      body: auctionSummaryBody,
      reply: auctionSummaryReply,
    }),
    async (req) => found(dashboard.auctionSummaries(await signedInUser(req), { auctionId: req.body.auction_id, pageNo: req.body.page_no })),
  );

  r.post(
    '/auctions/get-auction-erp-auctions-payment-pending',
    route('Auctions with approved lots whose payment is due (admins: all; buyers: their own lots)', {
      body: noBody,
      reply: dueAuctionsReply,
    }),
    async (req) => found(dashboard.auctionsWithPaymentDue(await signedInUser(req))),
  );

  r.post(
    '/auctions/get-users-payment-pending-assets',
    route('My approved lots still to be paid: amounts and due times (soonest first)', { body: myDueBody, reply: settlementReply }),
    async (req) => found(dashboard.myPaymentDue(await signedInUser(req), { auctionId: req.body.auction_id })),
  );

  r.post(
    '/auctions/get-auction-erp-assets-payment-pending',
    route(
      'Lots of one auction whose payment is due (admins: every buyer’s, with the buyer; buyers: their own)',
      ofAuction('multipart/form-data with auction_id (urlencoded or JSON accepted too).'),
    ),
    async (req) => {
      const auctionId = await auctionOf(req);
      return found(dashboard.auctionPaymentDue(await signedInUser(req), auctionId));
    },
  );

  r.post(
    '/auctions/auction-wise-release-or-banknoc-pending',
    route(
      'Paid lots of one auction awaiting vehicle release or bank NOC',
      ofAuction(
        'multipart/form-data with auction_id (urlencoded or JSON accepted too). Paid lots whose deal is release_pending (awaiting the bank NOC) or noc_issued (awaiting the release); released lots leave the list.',
      ),
    ),
    async (req) => {
      const auctionId = await auctionOf(req);
      return found(dashboard.releasePending(await signedInUser(req), auctionId));
    },
  );
}
