import { z } from 'zod';
import { financierNames } from './catalog.js';
import { zodText } from './codes.js';
import { decimal, envelope, failure } from './common.js';
import { MY_STATUSES, type MyStatus } from './vocabulary.js';

export { envelope, failure };

// ---- input pieces -------------------------------------------------------------------------

const blank = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);

/** A positive id from a form string or JSON number. */
export const id = (name: string) =>
  z.preprocess(
    decimal,
    z
      .number({ error: zodText('field.must_be_number', { field: name }) })
      .int(zodText('field.must_be_whole', { field: name }))
      .positive(zodText('field.must_be_positive', { field: name }))
      .max(2_147_483_647, zodText('field.too_large', { field: name })),
  );

export const optId = (name: string) => z.preprocess(blank, id(name).optional());

export const pageNo = z
  .preprocess(
    (v) => decimal(blank(v)),
    z
      .number({ error: zodText('field.must_be_number', { field: 'page_no' }) })
      .int(zodText('field.must_be_whole', { field: 'page_no' }))
      .min(1, zodText('field.at_least', { field: 'page_no', count: 1 }))
      .max(100_000, zodText('field.too_large', { field: 'page_no' }))
      .optional(),
  )
  .describe('1-based page number (default 1)');

/** An absent body reads as an empty form, so a missing field is named in the 400. */
export const optionalBody = <T extends z.ZodType>(schema: T) => z.preprocess((v) => v ?? {}, schema);

/** One id or many: JSON array, comma-separated form string, or a single number. */
export const idList = (name: string) =>
  z
    .union([z.array(z.union([z.string(), z.number()])), z.string(), z.number()], { error: zodText('buyer.lot_ids', { field: name }) })
    .transform((v) =>
      (Array.isArray(v) ? v : String(v).split(','))
        .map((x) => String(x).trim())
        .filter((x) => x !== '')
        .map(decimal),
    )
    .pipe(
      z
        .array(
          z
            .number({ error: zodText('buyer.lot_ids_whole', { field: name }) })
            .int(zodText('field.whole_numbers', { field: name }))
            .positive(zodText('field.must_be_positive', { field: name }))
            .max(2_147_483_647),
        )
        .min(1, zodText('field.required', { field: name }))
        .max(200, zodText('bid.too_many_lots')),
    );

// ---- the buyer's side of a lot ------------------------------------------------------------

export { MY_STATUSES, type MyStatus };

export const myStatus = z
  .enum(MY_STATUSES)
  .describe(
    [
      "The signed-in buyer's standing on the lot:",
      'leading / outbid: the lot is live and I hold / do not hold the highest quote;',
      'approval_pending: closed with me as winner, awaiting the financier (result approval_pending, countered (see counter_amount) or offered_h2), or ended and awaiting closing with me leading;',
      'payment_due: approved, I am the winner, pay by payment_due_at;',
      'won: paid;',
      'lost: closed and someone else won, or the sale was rejected;',
      'backed_out: I withdrew from the purchase (see backout);',
      'withdrawn: the lot or auction was withdrawn;',
      'not_quoted: watchlist only, I have not quoted on it.',
    ].join(' '),
  );

export const lotResult = z.enum([
  'none',
  'no_bids',
  'approval_pending',
  'approved',
  'rejected',
  'countered',
  'paid',
  'backed_out',
  'offered_h2',
]);
export const isoTime = z.string().describe('ISO 8601 time');
export const rupees = z.number().int().describe('whole rupees');

/** A lot card from the buyer's side: the rows of My Quotes, Favorites and the dashboards. */
export const buyerLot = z.object({
  asset_id: z.number().int(),
  c_auction_id: z.number().int(),
  lot_no: z.number().int(),
  make: z.string(),
  model: z.string(),
  year: z.number().int(),
  registration_number: z.string(),
  yard_location: z.string(),
  thumbnail_url: z.string().nullable().describe('320 px image of the first photo, null without photos'),
  auction_title: z.string(),
  financier_name: z.string(),
  financier_names: financierNames,
  state: z.string(),
  segment: z.string(),
  lot_state: z.enum(['upcoming', 'live', 'closed', 'withdrawn']).describe('by the database clock'),
  status: myStatus,
  start_price: rupees,
  current_price: rupees.nullable().describe('null until the first quote; the final price once closed'),
  increment: rupees,
  next_valid_amount: rupees,
  quote_count: z.number().int(),
  my_highest_quote: rupees.nullable(),
  my_quote_count: z.number().int(),
  my_autobid_max: rupees.nullable().describe('my hidden autobid maximum, null if none'),
  in_watchlist: z.boolean(),
  result: lotResult.nullable().describe('the sale result, only when I am (or was) the winner'),
  winning_amount: rupees.nullable().describe('only when I am the winner'),
  counter_amount: rupees.nullable().describe('the financier’s counter offer, when status is approval_pending after a counter'),
  payment_due_at: isoTime.nullable().describe('when status is payment_due: approval + 48 hours'),
  payment_overdue: z.boolean(),
  backout: z.object({ amount: rupees, status: z.enum(['due', 'paid', 'waived']) }).nullable(),
  starts_at: isoTime,
  ends_at: isoTime,
  closed_at: isoTime.nullable(),
  server_time: isoTime,
});
export type BuyerLot = z.infer<typeof buyerLot>;

export const page = <T extends z.ZodType>(row: T) =>
  z.object({
    rows: z.array(row),
    page_no: z.number().int(),
    page_size: z.number().int(),
    total: z.number().int(),
    total_pages: z.number().int(),
    server_time: isoTime,
  });

// ---- My Quotes, watchlist -----------------------------------------------------------------

const statusFilter = z
  .preprocess(
    (v) => {
      const b = blank(v);
      if (b === undefined || b === 'all') return undefined;
      return (Array.isArray(b) ? b : String(b).split(',')).map((s) => String(s).trim()).filter(Boolean);
    },
    z
      .array(
        z.enum(MY_STATUSES.filter((s) => s !== 'not_quoted') as [MyStatus, ...MyStatus[]], {
          error: zodText('buyer.status_filter', { values: MY_STATUSES.filter((s) => s !== 'not_quoted').join(', ') }),
        }),
      )
      .max(10)
      .optional(),
  )
  .describe('one status, several separated by commas, or all (default)');

export const myBidBody = optionalBody(z.object({ page_no: pageNo, status: statusFilter }));
export const myBidReply = envelope(page(buyerLot));
export type BuyerLotPage = z.infer<typeof myBidReply>['data'];
export type MyBidBody = z.infer<typeof myBidBody>;

export const favoritesBody = optionalBody(z.object({ page_no: pageNo }));
export type FavoritesBody = z.infer<typeof favoritesBody>;

const truthy = ['true', '1', 'yes', 'on', 'add'];
const falsy = ['false', '0', 'no', 'off', 'remove'];
const flag = z.preprocess(
  (v) => {
    const b = blank(v);
    if (typeof b === 'boolean' || b === undefined) return b;
    const s = String(b).trim().toLowerCase();
    return truthy.includes(s) ? true : falsy.includes(s) ? false : s;
  },
  z.boolean({ error: zodText('field.must_be_boolean', { field: 'is_watchlist' }) }).optional(),
);

export const updateWatchlistBody = optionalBody(
  z
    .object({
      asset_id: id('asset_id'),
      action: z
        .preprocess(
          (v) => (typeof blank(v) === 'string' ? String(v).trim().toLowerCase() : blank(v)),
          z.enum(['add', 'remove'], { error: zodText('buyer.watchlist_action') }).optional(),
        )
        .describe('add or remove'),
      is_watchlist: flag.describe('alternative to action: true adds, false removes'),
    })
    .refine((b) => b.action !== undefined || b.is_watchlist !== undefined, { message: zodText('buyer.watchlist_action'), path: ['action'] })
    .refine((b) => b.action === undefined || b.is_watchlist === undefined || (b.action === 'add') === b.is_watchlist, {
      message: zodText('buyer.watchlist_disagree'),
      path: ['is_watchlist'],
    })
    .transform((b) => ({ assetId: b.asset_id, add: b.action ? b.action === 'add' : b.is_watchlist! })),
);

export const watchlistChange = envelope(
  z.object({
    asset_id: z.number().int(),
    in_watchlist: z.boolean(),
    changed: z.boolean().describe('false when the lot already was (or was not) in the watchlist'),
  }),
);
export type WatchlistChange = z.infer<typeof watchlistChange>['data'];

export const watchlistLookupBody = optionalBody(
  z
    .object({ asset_id: idList('asset_id').optional(), asset_ids: idList('asset_ids').optional() })
    .refine((b) => b.asset_id || b.asset_ids, { message: zodText('field.required', { field: 'asset_id' }), path: ['asset_id'] })
    .transform((b) => [...new Set([...(b.asset_id ?? []), ...(b.asset_ids ?? [])])]),
);

export const watchlistLookupReply = envelope(
  z
    .array(z.object({ asset_id: z.number().int(), in_watchlist: z.boolean() }))
    .describe('one entry per lot asked about, in the order asked; unknown lots read as false'),
);
export type WatchlistFlags = z.infer<typeof watchlistLookupReply>['data'];

// ---- quote history ------------------------------------------------------------------------

export const historyBody = optionalBody(z.object({ asset_id: id('asset_id') }));

export const historyReply = envelope(
  z.object({
    asset_id: z.number().int(),
    chain_verified: z.boolean().describe('every quote links to the previous one by hash: the history was not altered'),
    broken_at_seq: z.number().int().nullable().describe('the first seq whose link is broken, null when verified'),
    quotes: z
      .array(
        z.object({
          seq: z.number().int(),
          amount: rupees,
          kind: z.enum(['manual', 'auto']),
          bidder: z.string().describe('a stable pseudonym per lot, e.g. "Bidder 3FA9C1"'),
          mine: z.boolean(),
          created_at: isoTime,
          hash: z.string(),
          prev_hash: z.string().nullable(),
        }),
      )
      .describe('oldest first'),
    server_time: isoTime,
  }),
);
export type HistoryBody = z.infer<typeof historyBody>;
export type QuoteHistory = z.infer<typeof historyReply>['data'];
export type HistoryQuote = QuoteHistory['quotes'][number];
