import { postJson, type RequestOptions } from '../../../lib/api-client';
import type { BuyerLotPage, FavoritesBody } from '@vahanhaat/contract/http/buyer';
import type { MyStatus } from '@vahanhaat/contract/http/vocabulary';

export const MY_BIDS_PATH = '/client/mybid';
export const FAVORITES_PATH = '/client/api/favorite/assets';

// A lot from the buyer's side is the contract's (packages/contract/src/http/buyer.ts): the rows of My Quotes and Favorites.
export { MY_STATUSES } from '@vahanhaat/contract/http/vocabulary';
export type { MyStatus } from '@vahanhaat/contract/http/vocabulary';
export type { BuyerLot, BuyerLotPage } from '@vahanhaat/contract/http/buyer';

export async function myBids(
  pageNo: number,
  statuses: readonly MyStatus[] = [],
  options?: RequestOptions,
): Promise<BuyerLotPage | undefined> {
  // The status filter travels as one comma-separated string (the contract reads a list or a string).
  const body = await postJson<BuyerLotPage>(
    MY_BIDS_PATH,
    { page_no: pageNo, ...(statuses.length ? { status: statuses.join(',') } : {}) },
    options,
  );
  return body.status === 200 ? body.data : undefined;
}

export async function favorites(pageNo: number, options?: RequestOptions): Promise<BuyerLotPage | undefined> {
  const request: FavoritesBody = { page_no: pageNo };
  const body = await postJson<BuyerLotPage>(FAVORITES_PATH, request, options);
  return body.status === 200 ? body.data : undefined;
}
