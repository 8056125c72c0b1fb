import { z } from 'zod';
import { auctionRow, isoTime, lotSort, optInt, optionalBody, optText, pageNo, rupeeFilter, rupees, yearFilter } from './catalog.js';
import { zodText } from './codes.js';
import {
  FORM35_OPTIONS,
  GRADES,
  HYPOTHECATION_OPTIONS,
  NOC_OPTIONS,
  PHOTO_SLOTS,
  POINT_STATUSES,
  RC_OPTIONS,
  REPOSSESSION_BASIS_OPTIONS,
} from './vocabulary.js';

/* The catalog's lot pages: an auction's lots, search, one lot, and the registration check. */

/** Lots listed per page on the auction and search pages. */
export const LOT_PAGE_SIZE = 12;

const lotFilters = {
  make: optText(200).describe('one make, or several separated by commas (any case)'),
  model: optText(100).describe('part of the model name'),
  year_from: yearFilter,
  year_to: yearFilter,
  price_min: rupeeFilter.describe('on the current price, or the start price before any quote'),
  price_max: rupeeFilter,
  grade: optText(20).describe('condition grades, any of which matches: "A" or "A,B"'),
  sort: lotSort.describe('ends_soonest (default: lots still running first), price_low, price_high, newest'),
  page_no: pageNo.describe('1-based; 12 lots a page'),
};

export const getAuctionLotsBody = optionalBody(
  z.object({
    uid: optInt(1, 2_147_483_647).describe('the auction id (c_auction_id)'),
    list_type: z
      .preprocess((v) => (v === '' || v === undefined ? 'all_assets' : v), z.literal('all_assets', { error: zodText('listing.list_type') }))
      .describe('all_assets: every lot on sale (withdrawn ones are left out)'),
    ...lotFilters,
  }),
);

export const searchLotsBody = optionalBody(
  z.object({
    key: optText(100).describe('words matched against make and model'),
    financier: optText(100).describe('financier id, slug or name'),
    state: optText(100).describe('state id or name'),
    segment: optText(50).describe('segment id, code or name'),
    auction_type: z
      .preprocess(
        (v) => (v === '' || v === undefined ? 'all' : v),
        z.enum(['all', 'live', 'upcoming'], { error: zodText('listing.auction_type') }),
      )
      .describe('live, upcoming, or all (both)'),
    ...lotFilters,
  }),
);

export const viewLotBody = optionalBody(z.object({ asset_id: optInt(1, 2_147_483_647).describe('the lot id') }));

export const existsCheckBody = optionalBody(
  z.object({
    registration_number: optText(20).describe('any spacing or case: MH 12 AB 1234'),
    asset_id: optInt(1, 2_147_483_647),
  }),
);

export const lotStateEnum = z.enum(['upcoming', 'live', 'ended', 'withdrawn']);

/** A lot on a list page. Never carries the reserve price or who quoted. */
export const lotCard = z.object({
  asset_id: z.number().int(),
  c_auction_id: z.number().int(),
  lot_no: z.number().int(),
  make: z.string(),
  model: z.string(),
  year: z.number().int(),
  registration_number: z.string().describe('the last four characters are masked for visitors who are not signed in'),
  fuel: z.string(),
  kms_driven: z.number().int().nullable(),
  hours_run: z.number().int().nullable(),
  owners: z.number().int(),
  yard_location: z.string(),
  yard_district: z.string(),
  thumbnail_url: z.string().nullable().describe('320 px WebP of the first photo'),
  photo_count: z.number().int(),
  start_price: rupees,
  current_price: rupees.nullable().describe('null until the first quote'),
  increment: rupees,
  next_valid_amount: rupees.describe('the start price before any quote, else current price + increment'),
  quote_count: z.number().int(),
  starts_at: isoTime,
  ends_at: isoTime.describe('moves forward on a late quote (soft close), never past hard_end_at'),
  hard_end_at: isoTime,
  status: z.enum(['open', 'closed', 'withdrawn']),
  lot_state: lotStateEnum,
  is_leading: z.boolean().describe('the signed-in buyer holds the highest quote; false for visitors'),
  reserve_met: z.boolean().optional().describe('present only once the lot is closed'),
  grade: z.enum(GRADES).nullable().describe("the condition report's grade, A (best) to E; null without a report"),
});
export type LotCardOut = z.infer<typeof lotCard>;

export const searchLotCard = lotCard.extend({
  auction: auctionRow.pick({
    c_auction_id: true,
    title: true,
    financierName: true,
    financier_names: true,
    financier_thumbnail_url: true,
    state: true,
    segment: true,
    segment_code: true,
    auction_state: true,
    requires_deposit: true,
  }),
});

const reportPointOut = z.object({
  code: z.string(),
  section: z.string(),
  critical: z.boolean(),
  percent: z.boolean().describe('the point takes the tread left in percent; its status follows from it'),
  status: z.enum(POINT_STATUSES),
  value: z.number().int().nullable(),
  note: z.string(),
  photo_id: z.number().int().nullable(),
  photo_url: z.string().nullable().describe('640 px'),
});
export const conditionReportOut = z.object({
  checklist: z.enum(['tractor', 'two_wheeler', 'cv']),
  grade: z.enum(['A', 'B', 'C', 'D', 'E']).nullable().describe('null until a report is saved'),
  inspector_name: z.string(),
  inspected_on: z.string().nullable(),
  counts: z.object({ ok: z.number().int(), attention: z.number().int(), fail: z.number().int(), critical_fails: z.number().int() }),
  points: z.array(reportPointOut).describe('every point of the checklist, in its order; OK until a report says otherwise'),
});
export const lotDocumentsOut = z.object({
  rc: z.enum(RC_OPTIONS),
  keys: z.number().int(),
  noc: z.enum(NOC_OPTIONS),
  form35: z.enum(FORM35_OPTIONS),
  insurance_valid_until: z.string().nullable().describe('YYYY-MM-DD; null when not insured or not known'),
  hypothecation: z.enum(HYPOTHECATION_OPTIONS),
  repossession_basis: z.enum(REPOSSESSION_BASIS_OPTIONS),
  dispute: z.string().describe('any dispute the financier knows of; empty when none is known'),
});
export const photoOut = z.object({
  caption: z.string(),
  slot: z.enum(PHOTO_SLOTS).describe('which view the photo shows'),
  srcset: z.string().describe('WebP at 320, 640 and 1024 px, for an img srcset'),
  avif_srcset: z.string().describe('the same widths as AVIF, for a picture source'),
  thumbnail_url: z.string().describe('320 px'),
  medium_url: z.string().describe('640 px'),
  url: z.string().describe('1024 px'),
});

export const lotDetail = lotCard.extend({
  photos: z.array(photoOut),
  video_url: z.string().nullable().describe('an https link to a walk-around video'),
  condition_report: conditionReportOut.nullable().describe('null when no inspector has reported on the lot'),
  documents: lotDocumentsOut.nullable().describe('papers and legal standing as the financier states them; null when not stated'),
  specs: z.record(z.string(), z.union([z.string(), z.number()])),
  inspection_notes: z.string(),
  extensions: z.number().int().describe('how many times a late quote extended the lot'),
  closed_at: isoTime.nullable(),
  auction: auctionRow,
  server_time: isoTime,
});

export const facets = z.object({
  makes: z.array(z.object({ make: z.string(), count: z.number().int() })),
  year_min: z.number().int().nullable(),
  year_max: z.number().int().nullable(),
  price_min: rupees.nullable(),
  price_max: rupees.nullable(),
});

const paging = {
  page_no: z.number().int(),
  page_size: z.number().int().describe(`always ${LOT_PAGE_SIZE}`),
  total: z.number().int().describe('lots matching the filters'),
  total_pages: z.number().int(),
  server_time: isoTime,
};

export const auctionLotsData = z.object({
  auction: auctionRow,
  assets: z.array(lotCard),
  facets: facets.describe('what the filters can choose from in this auction (all lots on sale)'),
  ...paging,
});

export const searchLotsData = z.object({ assets: z.array(searchLotCard), ...paging });

export const existsData = z.object({
  exists: z.boolean().describe('listed in a live or upcoming auction, still open for quotes'),
  listings: z.array(
    z.object({
      asset_id: z.number().int(),
      c_auction_id: z.number().int(),
      lot_no: z.number().int(),
      make: z.string(),
      model: z.string(),
      registration_number: z.string(),
      auction_state: z.enum(['upcoming', 'live']),
      starts_at: isoTime,
      ends_at: isoTime,
    }),
  ),
});

export type LotDocuments = z.infer<typeof lotDocumentsOut>;
export type LotCard = z.infer<typeof lotCard>;
export type SearchLotCard = z.infer<typeof searchLotCard>;
export type LotPhoto = z.infer<typeof photoOut>;
export type ReportPoint = z.infer<typeof reportPointOut>;
export type ConditionReport = z.infer<typeof conditionReportOut>;
export type LotDetail = z.infer<typeof lotDetail>;
export type LotFacets = z.infer<typeof facets>;
export type AuctionLotsData = z.infer<typeof auctionLotsData>;
export type SearchLotsData = z.infer<typeof searchLotsData>;
export type ExistsData = z.infer<typeof existsData>;
export type GetAuctionLotsBody = z.infer<typeof getAuctionLotsBody>;
export type SearchLotsBody = z.infer<typeof searchLotsBody>;
export type ViewLotBody = z.infer<typeof viewLotBody>;
/** The filters both lot lists take. */
export type LotFilterFields = Omit<GetAuctionLotsBody, 'uid' | 'list_type' | 'page_no'>;
