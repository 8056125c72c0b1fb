import { z } from 'zod';
import { zodText } from './codes.js';
import { decimal, envelope, failure, idField, idempotencyHeaders, rupeeAmount } from './common.js';

export { idempotencyHeaders };

/** ₹100 crore: far above any vehicle, and far below where integer rupees could overflow. */
export const MAX_AMOUNT = 1_000_000_000;

export const quoteBody = z.object({
  asset_id: idField('asset_id'),
  amount: rupeeAmount('amount', MAX_AMOUNT),
});

export const autobidBody = z.object({
  asset_id: idField('asset_id'),
  max_amount: rupeeAmount('max_amount', MAX_AMOUNT),
});

const idList = z
  .union([z.array(z.union([z.string(), z.number()])), z.string(), z.number()], { error: 'bid.asset_ids_invalid' })
  .transform((v) => (Array.isArray(v) ? v : String(v).split(',')).map(decimal))
  .pipe(
    z
      .array(z.number({ error: 'bid.asset_ids_positive' }).int('bid.asset_ids_positive').positive('bid.asset_ids_positive'))
      .min(1, zodText('field.required', { field: 'asset_ids' }))
      .max(200, 'bid.too_many_lots'),
  );

export const latestBody = z
  .object({ asset_id: idList.optional(), asset_ids: idList.optional() })
  .refine((b) => b.asset_id || b.asset_ids, 'bid.asset_id_required')
  .transform((b) => [...new Set([...(b.asset_id ?? []), ...(b.asset_ids ?? [])])]);

export const acceptedQuote = envelope(
  z.object({
    asset_id: z.number(),
    seq: z.number(),
    last_seq: z.number(),
    price: z.number(),
    you_lead: z.boolean(),
    next_valid_amount: z.number(),
    quote_count: z.number(),
    ends_at: z.string(),
    extended: z.boolean(),
    server_time: z.string(),
  }),
);

export const autobidSet = envelope(
  z.object({
    asset_id: z.number(),
    max_amount: z.number(),
    price: z.number().nullable(),
    you_lead: z.boolean(),
    last_seq: z.number(),
    /** Quotes this autobid placed right away (0 when a leader raises their own maximum). */
    quotes_placed: z.number(),
    next_valid_amount: z.number(),
    ends_at: z.string(),
    extended: z.boolean(),
    server_time: z.string(),
  }),
);

export const lotLatest = z.object({
  asset_id: z.number(),
  auction_id: z.number(),
  state: z.enum(['upcoming', 'live', 'closed', 'withdrawn']),
  price: z.number().nullable(),
  start_price: z.number(),
  increment: z.number(),
  next_valid_amount: z.number(),
  you_lead: z.boolean(),
  leader: z.string().nullable(),
  seq: z.number(),
  quote_count: z.number(),
  my_max: z.number().nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  extensions: z.number(),
  server_time: z.string(),
});

export const latestResponse = envelope(z.array(lotLatest));
export { failure };

/** A refused quote or autobid: the failure envelope, with the figure a buyer needs to try again. */
export const bidRefusal = failure.extend({
  next_valid_amount: z.number().optional().describe('below_next_valid, autobid_below_next_valid: the least amount accepted now'),
  current_max: z.number().optional().describe('autobid_not_a_raise: your autobid maximum now'),
});

export type QuoteBody = z.infer<typeof quoteBody>;
export type AutobidBody = z.infer<typeof autobidBody>;
export type AcceptedQuote = z.infer<typeof acceptedQuote>['data'];
export type AutobidSet = z.infer<typeof autobidSet>['data'];
export type LotLatest = z.infer<typeof lotLatest>;
/** The latest-state request as sent: one id, a list, or a comma-separated string. */
export type LatestBody = z.input<typeof latestBody>;
export type BidRefusal = z.infer<typeof bidRefusal>;
