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
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const FORM_TYPES = ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'];

export function dashboardRoutes(app: FastifyInstance, dashboard: DashboardService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { onRequest: app.requireUser };
  const tags = ['buyer dashboard'];

  r.post(
    '/client/get-completed-auction-ids-for-erp',
    {
      ...base,
      schema: {
        tags,
        summary: 'Completed auctions in which I quoted (latest ended first)',
        description: 'Completed: past the scheduled end with no lot still running by the database clock.',
        security: session,
        consumes: FORM_OR_JSON,
        body: completedIdsBody,
        response: { 200: completedIdsReply, ...errors(400, 401) },
      },
    },
    async (req) => ({ status: 200, data: await dashboard.completedAuctionIds(await signedInUser(req)) }),
  );

  r.post(
    '/client/get-completed-user-dashboard-auction-data',
    {
      ...base,
      schema: {
        tags,
        summary: 'Per completed auction: the lots I quoted on and my result on each',
        security: session,
        consumes: FORM_OR_JSON,
        body: dashboardAuctionsBody,
        response: { 200: dashboardAuctionsReply, ...errors(400, 401) },
      },
    },
    async (req) => ({
      status: 200,
      data: await dashboard.completedAuctionsWithLots(await signedInUser(req), {
        auctionId: req.body.auction_id,
        pageNo: req.body.page_no,
      }),
    }),
  );

  r.post(
    '/client/get-completed-user-dashboard-wins',
    {
      ...base,
      schema: {
        tags,
        summary: 'Lots I won: amount, result and payment due',
        security: session,
        consumes: FORM_OR_JSON,
        body: winsBody,
        response: { 200: winsReply, ...errors(400, 401) },
      },
    },
    async (req) => ({
      status: 200,
      data: await dashboard.wins(await signedInUser(req), { auctionId: req.body.auction_id, pageNo: req.body.page_no }),
    }),
  );

  r.post(
    '/client/get-completed-auction-data-for-erp',
    {
      ...base,
      schema: {
        tags,
        summary: 'Completed auction summaries: lots, sold / pending / unsold, totals',
        description:
          'Admins: every completed auction, over all its lots. Buyers: the auctions they quoted in, over the lots they quoted on, with their own wins.',
        security: session,
        consumes: FORM_OR_JSON,
        body: auctionSummaryBody,
        response: { 200: auctionSummaryReply, ...errors(400, 401) },
      },
    },
    async (req) => ({
      status: 200,
      data: await dashboard.auctionSummaries(await signedInUser(req), { auctionId: req.body.auction_id, pageNo: req.body.page_no }),
    }),
  );

  r.post(
    '/auctions/get-auction-erp-auctions-payment-pending',
    {
      ...base,
      schema: {
        tags,
        summary: 'Auctions with approved lots whose payment is due (admins: all; buyers: their own lots)',
        security: session,
        consumes: FORM_OR_JSON,
        body: noBody,
        response: { 200: dueAuctionsReply, ...errors(400, 401) },
      },
    },
    async (req) => ({ status: 200, data: await dashboard.auctionsWithPaymentDue(await signedInUser(req)) }),
  );

  r.post(
    '/auctions/get-users-payment-pending-assets',
    {
      ...base,
      schema: {
        tags,
        summary: 'My approved lots still to be paid: amounts and due times (soonest first)',
        security: session,
        consumes: FORM_OR_JSON,
        body: myDueBody,
        response: { 200: settlementReply, ...errors(400, 401) },
      },
    },
    async (req) => ({ status: 200, data: await dashboard.myPaymentDue(await signedInUser(req), { auctionId: req.body.auction_id }) }),
  );

  r.post(
    '/auctions/get-auction-erp-assets-payment-pending',
    {
      ...base,
      schema: {
        tags,
        summary: 'Lots of one auction whose payment is due (admins: every buyer’s, with the buyer; buyers: their own)',
        description: 'multipart/form-data with auction_id (urlencoded or JSON accepted too).',
        security: session,
        consumes: FORM_TYPES,
        body: auctionIdForm.nullish(),
        response: { 200: settlementReply, ...errors(400, 401, 404) },
      },
    },
    async (req) => {
      const form = await readForm(req, auctionIdForm);
      return { status: 200, data: await dashboard.auctionPaymentDue(await signedInUser(req), form.auction_id!) };
    },
  );

  r.post(
    '/auctions/auction-wise-release-or-banknoc-pending',
    {
      ...base,
      schema: {
        tags,
        summary: 'Paid lots of one auction awaiting vehicle release or bank NOC',
        description:
          'multipart/form-data with auction_id (urlencoded or JSON accepted too). Paid lots whose deal is release_pending (awaiting the bank NOC) or noc_issued (awaiting the release); released lots leave the list.',
        security: session,
        consumes: FORM_TYPES,
        body: auctionIdForm.nullish(),
        response: { 200: settlementReply, ...errors(400, 401, 404) },
      },
    },
    async (req) => {
      const form = await readForm(req, auctionIdForm);
      return { status: 200, data: await dashboard.releasePending(await signedInUser(req), form.auction_id!) };
    },
  );
}
