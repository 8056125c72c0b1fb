import { z } from 'zod';
import { csvAnswer, sendCsv } from '../../../lib/download.js';
import { requestLanguage } from '../../../lib/i18n/languages.js';
import { localised, message, type MessageCode } from '../../../lib/i18n/render.js';
import { actorOf } from '../shared/access.js';
import { found, route } from '../shared/routes.js';
import { assetParams, counterBody, paymentBody, reasonBody, resultReply, resultsCsvQuery, resultsQuery, resultsReply } from './schema.js';
import type { ResultAction, ResultsService, ResultView } from './service.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const CSV_HEADER = [
  'auction_id',
  'auction_title',
  'financier',
  'state',
  'lot_no',
  'make',
  'model',
  'year',
  'registration_number',
  'closed_at',
  'final_price',
  'reserve_price',
  'reserve_met',
  'result',
  'winner_name',
  'winner_phone',
  'winning_amount',
  'counter_amount',
  'h1_name',
  'h1_phone',
  'h1_amount',
  'h2_name',
  'h2_phone',
  'h2_amount',
  'h3_name',
  'h3_phone',
  'h3_amount',
  'payment_due_at',
];
const csvRow = (r: ResultView) => [
  r.auction_id,
  r.auction_title,
  r.financier,
  r.state,
  r.lot_no,
  r.make,
  r.model,
  r.year,
  r.registration_number,
  r.closed_at,
  r.final_price,
  r.reserve_price,
  r.reserve_met,
  r.result,
  r.winner?.name,
  r.winner?.phone,
  r.winner?.amount,
  r.counter_amount,
  r.h1?.name,
  r.h1?.phone,
  r.h1?.amount,
  r.h2?.name,
  r.h2?.phone,
  r.h2?.amount,
  r.h3?.name,
  r.h3?.phone,
  r.h3?.amount,
  r.payment_due_at,
];

const DECISIONS: { path: string; action: ResultAction; summary: string; description: string; body?: z.ZodType; msg: MessageCode }[] = [
  {
    path: 'approve',
    action: 'approve',
    msg: 'admin.sale_approved',
    summary: 'Approve the sale: payment due within 48 hours',
    description:
      'From approval_pending, countered (at the counter amount) or offered_h2. Sets payment_due_at = now + 48 h and sends the winner a payment_due event.',
  },
  {
    path: 'reject',
    action: 'reject',
    msg: 'admin.sale_rejected',
    summary: 'Reject the sale',
    description: 'From approval_pending, countered or offered_h2.',
    body: reasonBody,
  },
  {
    path: 'counter',
    action: 'counter',
    msg: 'admin.counter_recorded',
    summary: "Counter the winner's quote with a higher amount",
    description: 'From approval_pending, countered or offered_h2. The buyer sees it in My Quotes as approval pending with counter_amount.',
    body: counterBody,
  },
  {
    path: 'payment',
    action: 'payment',
    msg: 'admin.payment_recorded',
    summary: 'Record that the winner paid the financier',
    description: 'From approved; the result becomes paid.',
    body: paymentBody,
  },
  {
    path: 'backout',
    action: 'backout',
    msg: 'admin.backout_recorded',
    summary: 'The winner backed out: Rs.10,000 backout charge due',
    description:
      'From approval_pending, countered, approved or offered_h2. Writes a due backout of Rs.10,000 for the winner (paid through the backout payment link).',
    body: reasonBody,
  },
  {
    path: 'offer-h2',
    action: 'offer_h2',
    msg: 'admin.offered_next',
    summary: 'After a backout, offer the lot to the next bidder (H2, then H3...)',
    description:
      'From backed_out. The best bidder who has not backed out becomes the winner at their highest quote; result offered_h2, then approve, counter or reject as usual.',
  },
];

const filterOf = (q: z.infer<typeof resultsCsvQuery>) => ({
  auctionId: q.auction_id,
  financierId: q.financier_id,
  stateId: q.state_id,
  result: q.result,
});

export function resultsRoutes(app: FastifyInstance, results: ResultsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/admin/results',
    route('Closed lots with winner, H2, H3, reserve flag and result, most recently closed first', {
      querystring: resultsQuery,
      reply: resultsReply,
    }),
    async (req) => found(results.list({ ...filterOf(req.query), page_no: req.query.page_no, page_size: req.query.page_size })),
  );

  r.get(
    '/admin/results.csv',
    route('The results as a CSV file (same filters, at most 10,000 lots)', {
      description: `Columns: ${CSV_HEADER.join(', ')}.`,
      querystring: resultsCsvQuery,
      reply: csvAnswer(),
    }),
    async (req, reply) => {
      const rows = await results.exportAll(await actorOf(req), filterOf(req.query));
      const name = req.query.auction_id ? `results-auction-${req.query.auction_id}.csv` : 'results.csv';
      return sendCsv(reply, name, CSV_HEADER, rows.map(csvRow));
    },
  );

  r.get('/admin/results/:assetId', route("One lot's result", { params: assetParams, reply: resultReply, fails: [404] }), async (req) =>
    found(results.view(req.params.assetId)),
  );

  for (const d of DECISIONS) {
    r.post(
      `/admin/results/:assetId/${d.path}`,
      route(d.summary, {
        description: `${d.description} Any other result answers 409.`,
        params: assetParams,
        body: d.body,
        reply: resultReply,
        fails: [404, 409],
      }),
      async (req) => {
        const body = (req.body ?? {}) as { reason?: string; counter_amount?: number; reference?: string };
        return {
          status: 200,
          ...localised(message(d.msg as 'admin.sale_approved'), requestLanguage(req)),
          data: await results.decide(await actorOf(req), req.params.assetId, d.action, body),
        };
      },
    );
  }
}
