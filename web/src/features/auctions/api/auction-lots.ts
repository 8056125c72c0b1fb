import { postJson, type RequestOptions } from '../../../lib/api-client';
import type { Grade as ConditionGrade } from '@vahanhaat/contract/http/vocabulary';

export const AUCTION_LOTS_PATH = '/client/get_auction';

/** An auction as the listing, showcase and lot screens show it (catalog auctionRow). */
export interface AuctionSummary {
  c_auction_id: number;
  title: string;
  financier_id: number;
  financierName: string;
  financier_thumbnail_url: string | null;
  state_id: number;
  state: string;
  segment_id: number;
  segment: string;
  segment_code: string;
  asset_count: number;
  starts_at: string;
  ends_at: string;
  auction_state: 'upcoming' | 'live' | 'ended';
  /** Quotes are limited by the buyer's security deposit. */
  requires_deposit?: boolean;
  server_time: string;
}

/** A lot on a list page (catalog lotCard): never the reserve price or who quoted. */
export interface LotCardData {
  asset_id: number;
  c_auction_id: number;
  lot_no: number;
  make: string;
  model: string;
  year: number;
  registration_number: string;
  fuel: string;
  kms_driven: number | null;
  hours_run: number | null;
  owners: number;
  yard_location: string;
  yard_district: string;
  thumbnail_url: string | null;
  photo_count: number;
  start_price: number;
  current_price: number | null;
  increment: number;
  next_valid_amount: number;
  quote_count: number;
  starts_at: string;
  ends_at: string;
  hard_end_at: string;
  status: 'open' | 'closed' | 'withdrawn';
  lot_state: 'upcoming' | 'live' | 'ended' | 'withdrawn';
  is_leading: boolean;
  reserve_met?: boolean;
  /** The condition report's grade, A (best) to E; null without a report. */
  grade?: ConditionGrade | null;
}

export { GRADES as CONDITION_GRADES } from '@vahanhaat/contract/http/vocabulary';
export type { Grade as ConditionGrade } from '@vahanhaat/contract/http/vocabulary';

export interface LotFacets {
  makes: { make: string; count: number }[];
  year_min: number | null;
  year_max: number | null;
  price_min: number | null;
  price_max: number | null;
}

export interface LotPage<T> {
  assets: T[];
  page_no: number;
  page_size: number;
  total: number;
  total_pages: number;
  server_time: string;
}

export interface AuctionLotsData extends LotPage<LotCardData> {
  auction: AuctionSummary;
  facets: LotFacets;
}

export const LOT_SORTS = ['ends_soonest', 'price_low', 'price_high', 'newest'] as const;
export type LotSort = (typeof LOT_SORTS)[number];

/** Filters of the lot lists, as the URL and the API both name them. */
export interface LotFilters {
  make?: string;
  model?: string;
  year_from?: number;
  year_to?: number;
  price_min?: number;
  price_max?: number;
  /** Grades any of which matches, e.g. "A,B". */
  grade?: string;
  sort?: LotSort;
}

export type AuctionLotsResult = { ok: true; data: AuctionLotsData } | { ok: false; status: number; msg?: string };

export async function getAuctionLots(
  uid: number,
  pageNo: number,
  filters: LotFilters,
  options?: RequestOptions,
): Promise<AuctionLotsResult> {
  const body = await postJson<AuctionLotsData>(AUCTION_LOTS_PATH, { uid, list_type: 'all_assets', page_no: pageNo, ...filters }, options);
  return body.status === 200 && body.data ? { ok: true, data: body.data } : { ok: false, status: body.status, msg: body.msg };
}
