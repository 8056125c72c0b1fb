import { postEmpty, postForm, postJson, type RequestOptions } from '../../../lib/api-client';
import type { AuctionSummary, LotCardData, LotFilters, LotPage } from '../../auctions/api/auction-lots';

export const SEGMENT_COUNTS_PATH = '/auctions/api/get-segment-with-type-count';
export const AUCTION_LISTING_PATH = '/tractorpoint/getAuction';
export const SEARCH_LOTS_PATH = '/auctions/search-assets-by-make-model';
export const FINANCIERS_PATH = '/auctions/get-all-financiers-erp';
export const STATES_PATH = '/auctions/get-all-states';
export const BRANDS_PATH = '/auctions/get-brand-list';

export type ListingType = 'live' | 'upcoming';

export interface SegmentCount {
  tab_id: string;
  segment_id: number | null;
  segment: string;
  segment_code: string | null;
  live_auction_count: number;
  upcoming_auction_count: number;
  live_asset_count: number;
  upcoming_asset_count: number;
}

export interface Place {
  /** Financier or state: id, slug or name all work as filters. */
  state?: string;
  financier?: string;
}

export async function segmentCounts(place: Place, options?: RequestOptions): Promise<SegmentCount[]> {
  const body = await postJson<{ segments: SegmentCount[] }>(SEGMENT_COUNTS_PATH, place, options);
  return body.status === 200 && body.data ? body.data.segments : [];
}

export interface AuctionListing {
  live: AuctionSummary[];
  upcoming: AuctionSummary[];
}

/** A side with no auctions comes back as {status: 404} (spec §3): read as an empty list. */
export async function auctionListing(place: Place & { segment?: string }, options?: RequestOptions): Promise<AuctionListing | undefined> {
  const body = await postForm<{ live: unknown; upcoming: unknown }>(AUCTION_LISTING_PATH, { state: '', key: '', ...place }, options);
  if (body.status !== 200 || !body.data) return undefined;
  const list = (side: unknown) => (Array.isArray(side) ? (side as AuctionSummary[]) : []);
  return { live: list(body.data.live), upcoming: list(body.data.upcoming) };
}

export interface SearchLotCard extends LotCardData {
  auction: Pick<
    AuctionSummary,
    | 'c_auction_id'
    | 'title'
    | 'financierName'
    | 'financier_thumbnail_url'
    | 'state'
    | 'segment'
    | 'segment_code'
    | 'auction_state'
    | 'requires_deposit'
  >;
}

export interface LotSearch extends LotFilters, Place {
  key?: string;
  segment?: string;
  auction_type: ListingType | 'all';
  page_no: number;
}

export async function searchLots(search: LotSearch, options?: RequestOptions): Promise<LotPage<SearchLotCard> | undefined> {
  const body = await postJson<LotPage<SearchLotCard>>(SEARCH_LOTS_PATH, search, options);
  return body.status === 200 ? body.data : undefined;
}

export interface Financier {
  id: number;
  name: string;
  slug: string;
  image: string | null;
}

export interface StateOption {
  id: number;
  name: string;
}

export interface BrandGroup {
  segment_id: number;
  segment: string;
  brands: { name: string; models: string[] }[];
}

export async function financiers(options?: RequestOptions): Promise<Financier[]> {
  const body = await postEmpty<Financier[]>(FINANCIERS_PATH, options);
  return body.status === 200 && Array.isArray(body.data) ? body.data : [];
}

export async function statesWithSales(options?: RequestOptions): Promise<StateOption[]> {
  const body = await postJson<StateOption[]>(STATES_PATH, {}, options);
  return body.status === 200 && Array.isArray(body.data) ? body.data : [];
}

/** Makes of one segment (or all), for the make filter. */
export async function makes(segment: string | undefined, options?: RequestOptions): Promise<string[]> {
  const body = await postJson<BrandGroup[]>(BRANDS_PATH, segment ? { segment } : {}, options);
  if (body.status !== 200 || !Array.isArray(body.data)) return [];
  return [...new Set(body.data.flatMap((g) => g.brands.map((b) => b.name)))].sort((a, b) => a.localeCompare(b));
}
