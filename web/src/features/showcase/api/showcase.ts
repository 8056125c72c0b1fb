import { postEmpty, postForm, postJson, type RequestOptions } from '../../../lib/api-client';
import type {
  AuctionListing,
  BrandGroup,
  FinancierItem,
  GetAuctionBody,
  SegmentCount,
  SegmentCountBody,
  SegmentCounts,
  StateItem,
} from '@vahanhaat/contract/http/catalog';
import type { SearchLotsBody, SearchLotsData } from '@vahanhaat/contract/http/catalog-lots';

export const SEGMENT_COUNTS_PATH = '/auctions/api/get-segment-with-type-count';
export const AUCTION_LISTING_PATH = '/tractorpoint/getAuction';
export const SEARCH_LOTS_PATH = '/auctions/search-assets-by-make-model';
export const FINANCIERS_PATH = '/auctions/get-all-financiers-erp';
export const STATES_PATH = '/auctions/get-all-states';
export const BRANDS_PATH = '/auctions/get-brand-list';

export type ListingType = 'live' | 'upcoming';

// The showcase's shapes are the contract's (packages/contract/src/http/catalog.ts, catalog-lots.ts).
export type { SegmentCount, BrandGroup } from '@vahanhaat/contract/http/catalog';
export type { SearchLotCard } from '@vahanhaat/contract/http/catalog-lots';
export type Financier = FinancierItem;
export type StateOption = StateItem;

/** Financier or state: id, slug or name all work as filters. */
export type Place = SegmentCountBody;

export async function segmentCounts(place: Place, options?: RequestOptions): Promise<SegmentCount[]> {
  const body = await postJson<SegmentCounts>(SEGMENT_COUNTS_PATH, place, options);
  return body.status === 200 && body.data ? body.data.segments : [];
}

/** The listing with each side a list (an empty one when the server said there were none). */
export type AuctionSides = { [K in keyof AuctionListing]: Extract<AuctionListing[K], unknown[]> };

/** A side with no auctions comes back as {status: 404} (spec §3): read as an empty list. */
export async function auctionListing(place: GetAuctionBody, options?: RequestOptions): Promise<AuctionSides | undefined> {
  const body = await postForm<AuctionListing>(AUCTION_LISTING_PATH, { state: '', key: '', ...place }, options);
  if (body.status !== 200 || !body.data) return undefined;
  const list = <T>(side: T[] | { status: 404 }) => (Array.isArray(side) ? side : []);
  return { live: list(body.data.live), upcoming: list(body.data.upcoming) };
}

/** A search: every lot filter, the place and kind of sale, and the page. */
export type LotSearch = SearchLotsBody & { page_no: number };

export async function searchLots(search: LotSearch, options?: RequestOptions): Promise<SearchLotsData | undefined> {
  const body = await postJson<SearchLotsData>(SEARCH_LOTS_PATH, search, options);
  return body.status === 200 ? body.data : undefined;
}

export async function financiers(options?: RequestOptions): Promise<FinancierItem[]> {
  const body = await postEmpty<FinancierItem[]>(FINANCIERS_PATH, options);
  return body.status === 200 && Array.isArray(body.data) ? body.data : [];
}

export async function statesWithSales(options?: RequestOptions): Promise<StateItem[]> {
  const body = await postJson<StateItem[]>(STATES_PATH, {}, options);
  return body.status === 200 && Array.isArray(body.data) ? body.data : [];
}

/** Makes of one segment (or all), for the make filter. */
export async function makes(segment: string | undefined, options?: RequestOptions): Promise<string[]> {
  const body = await postJson<BrandGroup[]>(BRANDS_PATH, segment ? { segment } : {}, options);
  if (body.status !== 200 || !Array.isArray(body.data)) return [];
  return [...new Set(body.data.flatMap((g) => g.brands.map((b) => b.name)))].sort((a, b) => a.localeCompare(b));
}
