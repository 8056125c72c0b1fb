import { z } from 'zod';
import { int, text } from './admin.js';
import { zodText } from './codes.js';
import { idField } from './common.js';
import { COST_LIMITS } from './limits.js';

export const lotBody = z.object({ asset_id: idField('asset_id') });

const rupees = z.number().int().describe('whole rupees');

export const costParams = z.object({
  asset_id: z.number().int(),
  fee: z.object({
    kind: z.enum(['percent', 'flat']),
    percent_bp: z.number().int().describe('the fee in basis points of the amount when kind is percent (250 = 2.5%)'),
    flat_amount: rupees.describe('the fee when kind is flat'),
    gst_percent: z.number().int().describe('GST on the fee'),
  }),
  yard: z.object({ per_day: rupees, days: z.number().int().describe('from the lot’s end to the expected release') }),
  rto: z.object({ amount: rupees, estimate: z.boolean() }),
  backout_charge: rupees.describe('owed only if the buyer backs out; not part of the total'),
  yard_location: z.string(),
  expected_release_at: z.string(),
  rto_state: z.string(),
  rto_source: z.string(),
});

const sale = z.object({
  asset_id: z.number().int(),
  make: z.string(),
  model: z.string(),
  year: z.number().int(),
  amount: rupees,
  sold_at: z.string(),
  state: z.string(),
});

export const priceMemory = z.object({
  asset_id: z.number().int(),
  make: z.string(),
  model: z.string(),
  segment: z.string(),
  year_from: z.number().int(),
  year_to: z.number().int(),
  count: z.number().int(),
  median: rupees.nullable(),
  p25: rupees.nullable(),
  p75: rupees.nullable(),
  reserve_price: rupees.nullable().optional().describe('admins only'),
  sales: z.array(sale).describe('oldest first'),
});

export type LotBody = z.infer<typeof lotBody>;
export type LotCosts = z.infer<typeof costParams>;
export type PriceMemoryData = z.infer<typeof priceMemory>;
export type PastSale = z.infer<typeof sale>;

export const costTables = z.object({
  default_fee: costParams.shape.fee,
  default_yard_per_day: rupees,
  default_rto: rupees,
  fees: z.array(
    z.object({
      financier_id: z.number().int(),
      financier: z.string(),
      kind: z.enum(['percent', 'flat']).nullable(),
      percent_bp: z.number().int().nullable(),
      flat_amount: rupees.nullable(),
      gst_percent: z.number().int().nullable(),
    }),
  ),
  yards: z.array(z.object({ yard_location: z.string(), per_day: rupees })),
  rto: z.array(
    z.object({
      state_id: z.number().int(),
      state: z.string(),
      segment_id: z.number().int(),
      segment: z.string(),
      amount: rupees,
      estimate: z.boolean(),
      source: z.string(),
    }),
  ),
});

/* The cost settings' forms: refusals name catalog codes, and the routes answer them per field. */
const money = (name: string) => int(name, ...COST_LIMITS.money);
const FEE_KINDS = ['percent', 'flat'] as const;

export const feeBody = z.object({
  financier_id: idField('financier_id'),
  kind: z.enum(FEE_KINDS, { error: zodText('field.one_of_plain', { values: FEE_KINDS.join(', ') }) }),
  percent_bp: int('percent_bp', ...COST_LIMITS.percent_bp).default(0),
  flat_amount: money('flat_amount').default(0),
  gst_percent: int('gst_percent', ...COST_LIMITS.gst_percent).default(18),
});

export const yardBody = z.object({ yard_location: text('yard_location', COST_LIMITS.yard_location), per_day: money('per_day') });

export const rtoBody = z.object({
  state_id: idField('state_id'),
  segment_id: idField('segment_id'),
  amount: money('amount'),
  estimate: z.preprocess(
    (v) => (v === undefined || v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
    z.boolean(),
  ),
  source: z
    .string({ error: zodText('field.must_be_text') })
    .trim()
    .max(COST_LIMITS.source, zodText('field.max_chars', { count: COST_LIMITS.source }))
    .default(''),
});
