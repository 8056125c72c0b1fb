import { postJson, type RequestOptions } from '../../../lib/api-client';
import type { AuctionRow } from '@vahanhaat/contract/http/catalog';
import type { AuctionLotsData, GetAuctionLotsBody, LotCard, LotFilterFields } from '@vahanhaat/contract/http/catalog-lots';

export const AUCTION_LOTS_PATH = '/client/get_auction';

// The lot lists' shapes are the contract's (packages/contract/src/http/catalog.ts, catalog-lots.ts).
/** An auction as the listing, showcase and lot screens show it. */
export type AuctionSummary = AuctionRow;
/** A lot on a list page: never the reserve price or who quoted. */
export type LotCardData = LotCard;
export type { AuctionLotsData, LotFacets } from '@vahanhaat/contract/http/catalog-lots';

export { GRADES as CONDITION_GRADES, LOT_SORTS } from '@vahanhaat/contract/http/vocabulary';
export type { Grade as ConditionGrade, LotSort } from '@vahanhaat/contract/http/vocabulary';

/** Filters of the lot lists, as the URL and the API both name them. */
export type LotFilters = LotFilterFields;

export type AuctionLotsResult = { ok: true; data: AuctionLotsData } | { ok: false; status: number; msg?: string };

export async function getAuctionLots(
  uid: number,
  pageNo: number,
  filters: LotFilters,
  options?: RequestOptions,
): Promise<AuctionLotsResult> {
  const request: GetAuctionLotsBody = { uid, list_type: 'all_assets', page_no: pageNo, ...filters };
  const body = await postJson<AuctionLotsData>(AUCTION_LOTS_PATH, request, options);
  return body.status === 200 && body.data ? { ok: true, data: body.data } : { ok: false, status: body.status, msg: body.msg };
}
