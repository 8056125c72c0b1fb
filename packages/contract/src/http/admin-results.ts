import { z } from 'zod';
import { envelope, idField, iso, isoOrNull, opt, pageQuery, paged, rupeesIn, text } from './admin.js';
import { zodText } from './codes.js';
import { REASON_MAX, REFERENCE_MAX } from './limits.js';
import { LOT_RESULTS } from './vocabulary.js';

/* The admin console's results: closed lots and the financier's decision on each. */

export { LOT_RESULTS } from './vocabulary.js';

const bidder = z.object({ user_id: z.number().int(), name: z.string(), phone: z.string(), amount: z.number().int() });

export const resultOut = z.object({
  asset_id: z.number().int(),
  auction_id: z.number().int(),
  auction_title: z.string(),
  financier: z.string(),
  state: z.string(),
  lot_no: z.number().int(),
  make: z.string(),
  model: z.string(),
  year: z.number().int(),
  registration_number: z.string(),
  closed_at: isoOrNull,
  final_price: z.number().int().nullable().meta({ description: 'The highest quote when the lot closed' }),
  reserve_price: z.number().int().nullable(),
  reserve_met: z.boolean().nullable().meta({ description: 'false: sold below reserve, the financier decides; null: no quotes' }),
  quote_count: z.number().int(),
  result: z.enum(['none', ...LOT_RESULTS]),
  winner: bidder
    .extend({ amount: z.number().int().nullable() })
    .nullable()
    .meta({ description: 'Who the lot is currently offered to (H2 after offer-h2), at winning_amount' }),
  h1: bidder.nullable().meta({ description: 'Highest bidder by quotes' }),
  h2: bidder.nullable().meta({ description: 'The highest quote of the 2nd distinct bidder' }),
  h3: bidder.nullable().meta({ description: 'The highest quote of the 3rd distinct bidder' }),
  counter_amount: z.number().int().nullable(),
  deal_stage: z
    .string()
    .nullable()
    .meta({ description: 'The stage of the lot’s deal timeline (GET /admin/deals/{assetId} has the steps)' }),
  deal_rank: z.number().int().nullable().meta({ description: 'Which bidder holds the deal: 1 = H1, 2 = H2, 3 = H3' }),
  deal_deadline_at: isoOrNull.meta({ description: 'Offer expiry, payment deadline or end of the RC transfer window' }),
  next_offer: bidder
    .extend({ rank: z.number().int() })
    .nullable()
    .meta({ description: 'Who offer-h2 would give the lot to: the best of H2, H3 not yet tried' }),
  result_decided_at: isoOrNull,
  payment_due_at: isoOrNull.meta({ description: 'approved: the 48-hour payment deadline' }),
  backouts: z.array(
    z.object({ user_id: z.number().int(), amount: z.number().int(), status: z.enum(['due', 'paid', 'waived']), created_at: iso }),
  ),
});

export const resultsQuery = pageQuery.extend({
  auction_id: opt(idField('auction_id')),
  financier_id: opt(idField('financier_id')),
  state_id: opt(idField('state_id')),
  result: opt(z.enum(LOT_RESULTS, { error: zodText('field.one_of_plain', { field: 'result', values: LOT_RESULTS.join(', ') }) })),
});
export const resultsCsvQuery = resultsQuery.omit({ page_no: true, page_size: true });

export const assetParams = z.object({ assetId: idField('assetId') });
export const reasonBody = z.object({ reason: opt(text('reason', REASON_MAX)) }).nullish();
export const counterBody = z.object({
  counter_amount: rupeesIn('counter_amount').meta({ description: 'Whole rupees, more than the winning quote' }),
  reason: opt(text('reason', REASON_MAX)),
});
export const paymentBody = z
  .object({
    reference: opt(text('reference', REFERENCE_MAX)).meta({ description: 'Bank or UTR reference of the payment to the financier' }),
  })
  .nullish();

export const resultReply = envelope(resultOut);
export const resultsReply = envelope(paged(resultOut));

export type AdminResult = z.infer<typeof resultOut>;
export type ResultsQuery = z.infer<typeof resultsQuery>;
export type Reason = NonNullable<z.infer<typeof reasonBody>>;
export type Counter = z.infer<typeof counterBody>;
export type Payment = NonNullable<z.infer<typeof paymentBody>>;
export type ReasonBody = z.input<typeof reasonBody>;
export type CounterBody = z.input<typeof counterBody>;
export type PaymentBody = z.input<typeof paymentBody>;
