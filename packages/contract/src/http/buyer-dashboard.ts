import { z } from 'zod';
import { buyerLot, envelope, isoTime, optId, optionalBody, page, pageNo, rupees } from './buyer.js';
import { zodText } from './codes.js';

const auctionHead = {
  c_auction_id: z.number().int(),
  title: z.string(),
  financier_name: z.string(),
  state: z.string(),
};

const completedHead = {
  ...auctionHead,
  segment: z.string(),
  starts_at: isoTime,
  ends_at: isoTime.describe('the scheduled end'),
  ended_at: isoTime.describe('when the last lot closed (soft close can run past the scheduled end)'),
};

// ---- completed auctions -------------------------------------------------------------------

export const completedIdsBody = optionalBody(z.object({}).loose());
export const completedIdsReply = envelope(
  z.object({
    auction_ids: z.array(z.number().int()).describe('latest ended first, at most 1000'),
    auctions: z.array(
      z.object({ ...completedHead, lots_quoted: z.number().int(), lots_won: z.number().int().describe('approved or paid') }),
    ),
  }),
);

export const dashboardAuctionsBody = optionalBody(
  z.object({ auction_id: optId('auction_id').describe('only this auction'), page_no: pageNo.describe('1-based; 10 auctions a page') }),
);

const countsByStatus = z.object({
  quoted: z.number().int(),
  won: z.number().int().describe('won (paid) and payment_due'),
  approval_pending: z.number().int(),
  lost: z.number().int(),
  backed_out: z.number().int(),
  withdrawn: z.number().int(),
});

export const dashboardAuctionsReply = envelope(
  page(z.object({ ...completedHead, summary: countsByStatus, lots: z.array(buyerLot).describe('the lots I quoted on, by lot number') })),
);

export const winsBody = optionalBody(z.object({ auction_id: optId('auction_id'), page_no: pageNo.describe('1-based; 20 lots a page') }));
export const winsReply = envelope(page(buyerLot).describe('closed lots with me as winner, latest closed first, whatever their result'));

export const auctionSummaryBody = dashboardAuctionsBody;
export const auctionSummaryReply = envelope(
  page(
    z.object({
      ...completedHead,
      scope: z.enum(['all', 'mine']).describe('all: every lot of the auction (admins); mine: only the lots I quoted on (buyers)'),
      lot_count: z.number().int(),
      sold_count: z.number().int().describe('approved or paid'),
      pending_count: z.number().int().describe('awaiting approval, countered or offered to the second-highest bidder'),
      backed_out_count: z.number().int(),
      unsold_count: z.number().int().describe('no quotes, rejected or withdrawn'),
      sold_value: rupees.describe('sum of the winning amounts of sold lots'),
      quote_count: z.number().int(),
      my_won_count: z.number().int().nullable().describe('buyers: lots I bought; null for admins'),
      my_won_value: rupees.nullable(),
    }),
  ),
);

// ---- payment and release pending ----------------------------------------------------------

export const noBody = optionalBody(z.object({}).loose());

export const dueAuctionsReply = envelope(
  z
    .array(
      z.object({
        ...auctionHead,
        lots_due: z.number().int(),
        amount_due: rupees,
        earliest_due_at: isoTime.nullable(),
        overdue_count: z.number().int(),
      }),
    )
    .describe('admins: every auction with approved, unpaid lots; buyers: those holding their own'),
);

export const myDueBody = optionalBody(z.object({ auction_id: optId('auction_id').describe('only this auction') }));

/**
 * The multipart forms' fields (also accepted urlencoded or as JSON). No transforms: the handler
 * checks multipart fields with the same schema Fastify already applied to a parsed body.
 */
export const auctionIdForm = z
  .object({ auction_id: optId('auction_id') })
  .refine((b) => b.auction_id !== undefined, { message: zodText('field.required', { field: 'auction_id' }), path: ['auction_id'] });

export const assetIdForm = z
  .object({ asset_id: optId('asset_id') })
  .refine((b) => b.asset_id !== undefined, { message: zodText('field.required', { field: 'asset_id' }), path: ['asset_id'] });

export const dashboardDocumentForm = z.object({
  asset_id: optId('asset_id').describe('one lot'),
  auction_id: optId('auction_id').describe('my approved purchases in this auction; neither: all of them'),
});

export const settlementLot = z.object({
  asset_id: z.number().int(),
  c_auction_id: z.number().int(),
  auction_title: z.string(),
  financier_name: z.string(),
  state: z.string(),
  lot_no: z.number().int(),
  make: z.string(),
  model: z.string(),
  year: z.number().int(),
  registration_number: z.string(),
  yard_location: z.string(),
  thumbnail_url: z.string().nullable(),
  amount: rupees.nullable().describe('the winning amount'),
  result: z.enum(['approved', 'paid']),
  decided_at: isoTime.nullable().describe('when the financier approved (approved) or the payment was recorded (paid)'),
  payment_due_at: isoTime.nullable().describe('approved lots: approval + 48 hours'),
  overdue: z.boolean(),
  stage: z
    .enum(['payment_pending', 'release_pending', 'noc_issued'])
    .describe('release_pending: paid, awaiting the bank NOC; noc_issued: NOC issued, awaiting the vehicle release'),
  buyer: z.object({ user_id: z.number().int(), name: z.string(), phone: z.string() }).nullable().describe('admins only'),
});

export const settlementReply = envelope(z.object({ rows: z.array(settlementLot), total_amount: rupees, server_time: isoTime }));
