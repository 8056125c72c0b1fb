import { z } from 'zod';
import { zodText } from './codes.js';
import { decimal, failure } from './common.js';
import { LOT_SORTS } from './vocabulary.js';

/*
 * The catalog: auctions, reference data, brands and the lead form; shapes the lot pages share. Inputs arrive as urlencoded forms (every value a string)
 * or JSON, so input helpers accept both and treat a blank field as absent.
 */

const blankToUndefined = (v: unknown) => {
  if (typeof v === 'number') return String(v);
  if (typeof v !== 'string') return v;
  const t = v.trim();
  return t === '' ? undefined : t;
};

/** Optional free text; numbers (JSON ids) are read as their digits. */
export const optText = (max: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: zodText('field.must_be_text') })
      .max(max, zodText('field.max_chars', { count: max }))
      .optional(),
  );

/** Optional whole number within [min, max]; blank means absent. */
export const optInt = (min: number, max: number) =>
  z.preprocess(
    (v) => (v === '' || v === null || (typeof v === 'string' && v.trim() === '') ? undefined : decimal(v)),
    z
      .number({ error: zodText('field.must_be_number') })
      .int(zodText('field.must_be_whole'))
      .min(min, zodText('field.at_least', { count: min }))
      .max(max, zodText('field.at_most', { count: max }))
      .optional(),
  );

export const pageNo = optInt(1, 100_000);

export { LOT_SORTS, type LotSort } from './vocabulary.js';
export const lotSort = z.preprocess(
  blankToUndefined,
  z.enum(LOT_SORTS, { error: zodText('field.one_of_plain', { values: LOT_SORTS.join(', ') }) }).optional(),
);

export const yearFilter = optInt(1950, 2100);
export const rupeeFilter = optInt(0, 1_000_000_000);

/** A body the client may leave out entirely: missing reads as {} so defaults still apply. */
export const optionalBody = <T extends z.ZodType>(schema: T) => z.preprocess((v) => v ?? {}, schema);

/** Output pieces. */
export const isoTime = z.string().describe('ISO 8601 time');
export const rupees = z.number().int().describe('whole rupees');
export const errorReply = failure;
export const notFoundSide = z
  .object({ status: z.literal(404), msg: z.string() })
  .describe('No auctions of this kind: the listing shows "No Listings."');

export const auctionStateEnum = z.enum(['upcoming', 'live', 'ended']);

/** The site languages a financier's name may be spelt in besides English (its `name`). */
export const FINANCIER_NAME_LANGUAGES = ['hi', 'mr', 'gu', 'kn', 'te', 'ta'] as const;
export type FinancierNameLanguage = (typeof FINANCIER_NAME_LANGUAGES)[number];
/**
 * A financier's name in each site language it is spelt in besides English. The same for every
 * reader (answers and prerendered pages do not vary by language): the page shows the reader's
 * language's, else the English name.
 */
export const financierNames = z
  .partialRecord(z.enum(FINANCIER_NAME_LANGUAGES), z.string())
  .describe("the financier's name in hi, mr, gu, kn, te, ta where set; others show the English name");
export type FinancierNamesOut = z.infer<typeof financierNames>;

/** An auction as the home page, the showcase and the lot pages show it. */
export const auctionRow = z.object({
  c_auction_id: z.number().int(),
  title: z.string(),
  financier_id: z.number().int(),
  financierName: z.string().describe("the financier's English name"),
  financier_names: financierNames,
  financier_thumbnail_url: z.string().nullable().describe('160 px WebP of the financier logo'),
  state_id: z.number().int(),
  state: z.string(),
  segment_id: z.number().int(),
  segment: z.string().describe("'Tractor', '2 Wheeler' or 'CV'"),
  segment_code: z.string(),
  asset_count: z.number().int().describe('lots on sale (withdrawn ones excluded)'),
  starts_at: isoTime,
  ends_at: isoTime.describe('when the last lot ends, soft-close extensions included'),
  auction_state: auctionStateEnum,
  requires_deposit: z.boolean().describe("quotes are limited by the buyer's security deposit (docs/deposits.md)"),
  server_time: isoTime,
});
export type AuctionRowOut = z.infer<typeof auctionRow>;

/** Reference data. */
export const financierItem = z.object({
  id: z.number().int(),
  name: z.string(),
  names: financierNames,
  slug: z.string(),
  image: z.string().nullable().describe('160 px WebP of the logo'),
});

export const stateItem = z.object({ id: z.number().int(), name: z.string() });
export const erpStateItem = stateItem.extend({
  code: z.string().nullable(),
  is_active: z.boolean().describe('the marketplace runs sales and sign-up there'),
});

export const stateHead = z.object({ name: z.string(), phone: z.string().describe('10 digits; the page adds +91') });
/** State-head contacts keyed by state name (the home page shows the first of each). */
export const stateHeadsReply = z.object({ status: z.literal(200), msg: z.string(), data: z.record(z.string(), z.array(stateHead)) });
export type StateHead = z.infer<typeof stateHead>;
export type StateHeads = z.infer<typeof stateHeadsReply>['data'];

export const pincodeParams = z.object({ pincode: z.string() });
export const pincodeArea = z.object({ state: z.string(), district: z.string() });
export const pincodeReply = z.object({
  status: z.literal(200),
  msg: z.string(),
  data: z.array(pincodeArea).describe('most post offices first'),
});
export type PincodeArea = z.infer<typeof pincodeArea>;

export const brandListBody = optionalBody(
  z.object({ segment: optText(50).describe('segment id, code or name; absent means every segment') }),
);
export const brandGroup = z.object({
  segment_id: z.number().int(),
  segment: z.string(),
  segment_code: z.string(),
  brands: z.array(z.object({ name: z.string(), models: z.array(z.string()) })),
});
export type BrandGroup = z.infer<typeof brandGroup>;

export const getAuctionBody = optionalBody(
  z.object({
    state: optText(100).describe('state id or name; blank for every state'),
    key: optText(100).describe('words matched against financier, state, segment, title and lot make/model'),
    segment: optText(50).describe('segment id, code or name (optional)'),
    financier: optText(100).describe('financier id, slug or name (optional)'),
  }),
);

export const segmentCountBody = optionalBody(
  z.object({
    state: optText(100).describe('state id or name (optional)'),
    financier: optText(100).describe('financier id, slug or name (optional)'),
  }),
);

const typeCounts = z.object({
  live_auction_count: z.number().int(),
  upcoming_auction_count: z.number().int(),
  live_asset_count: z.number().int().describe('lots still taking quotes in live auctions'),
  upcoming_asset_count: z.number().int(),
});
export const segmentCount = typeCounts.extend({
  tab_id: z.string().describe("'all', or the segment id (the showcase's user_home_tab_id)"),
  segment_id: z.number().int().nullable(),
  segment: z.string(),
  segment_code: z.string().nullable(),
});
export type TypeCounts = z.infer<typeof typeCounts>;
export type SegmentCount = z.infer<typeof segmentCount>;
export const segmentCounts = z.object({ segments: z.array(segmentCount), server_time: z.string() });
export type SegmentCounts = z.infer<typeof segmentCounts>;

/** The live and upcoming auctions; a side with none is {status: 404, msg}. */
export const auctionListing = z.object({
  live: z.union([z.array(auctionRow), notFoundSide]).describe('running now, soonest-ending first'),
  upcoming: z.union([z.array(auctionRow), notFoundSide]).describe('not started yet, soonest-starting first'),
});
export type AuctionListing = z.infer<typeof auctionListing>;
export type GetAuctionBody = z.infer<typeof getAuctionBody>;
export type SegmentCountBody = z.infer<typeof segmentCountBody>;

/** POST /user/create-lead. Validated in the service, so every failure answers {status:400, error}. */
export const leadBody = optionalBody(
  z.object({
    name: optText(200),
    phone: optText(20),
    state: optText(100),
    city: optText(100).describe('the district'),
    pincode: optText(10).describe('optional: fills state and city when they are left out'),
    ta_interest: z
      .preprocess(
        (v) => (v === 'true' || v === '1' || v === 'on' ? true : v === 'false' || v === '0' || v === '' ? false : v),
        z.boolean({ error: zodText('field.must_be_boolean') }),
      )
      .optional()
      .describe('interested in a trade advance'),
  }),
);
export const leadOk = z.object({ status: z.literal(200), success: z.string(), msg: z.string() });
export const leadError = z.object({
  status: z.number().int(),
  error: z.string().optional().describe('what the lead form shows'),
  msg: z.string(),
});
export type LeadOk = z.infer<typeof leadOk>;
export type LeadError = z.infer<typeof leadError>;
/** The lead form's fields as read (the form sends them as text). */
export type LeadRequest = z.infer<typeof leadBody>;

export type AuctionRow = z.infer<typeof auctionRow>;
export type FinancierItem = z.infer<typeof financierItem>;
export type StateItem = z.infer<typeof stateItem>;
export type LeadBody = z.input<typeof leadBody>;
