import { postJson } from '../../../lib/api-client';
import type { WatchlistChange, WatchlistFlags } from '@vahanhaat/contract/http/buyer';

export const UPDATE_WATCHLIST_PATH = '/auctions/update-watchlist-by-auction-asset-id';
export const WATCHLIST_FLAGS_PATH = '/auctions/get-watchlist-by-auction-asset-id';

// The watchlist's answers are the contract's (packages/contract/src/http/buyer.ts).
export type { WatchlistChange } from '@vahanhaat/contract/http/buyer';

export function updateWatchlist(assetId: number, add: boolean) {
  return postJson<WatchlistChange>(UPDATE_WATCHLIST_PATH, { asset_id: assetId, action: add ? 'add' : 'remove' });
}

/** Which of these lots are in the buyer's watchlist (the hearts of a page of cards). */
export async function watchlistFlags(assetIds: number[], signal?: AbortSignal): Promise<Map<number, boolean>> {
  if (assetIds.length === 0) return new Map();
  const body = await postJson<WatchlistFlags>(WATCHLIST_FLAGS_PATH, { asset_ids: assetIds }, { signal });
  return new Map(body.status === 200 && Array.isArray(body.data) ? body.data.map((row) => [row.asset_id, row.in_watchlist]) : []);
}
