import { takeBootAnswer } from '../../../lib/boot-data';
import { appQueryClient, queryKeys } from '../../../lib/query';
import { filtersFromSearch, idFromSearch, pageFromSearch } from '../lot-filters';
import { getAuctionLots, type AuctionLotsData, type AuctionLotsResult, type LotFilters } from './auction-lots';
import type { ApiResponse, RequestOptions } from '../../../lib/api-client';

/** An early answer older than this is not shown: the room asks again. */
const EARLY_MAX_AGE_MS = 10_000;

let early: { key: string; at: number; result: Promise<AuctionLotsResult> } | null = null;

const keyOf = (uid: number, page: number, filters: LotFilters) => JSON.stringify([uid, page, filters]);

/** The cache key of one page of a room's lots (the room reads it, the boot data fills it). */
export const roomQueryKey = (uid: number, page: number, filters: LotFilters) => queryKeys.room(uid, page, JSON.stringify(filters));

/**
 * Asks for the auction room's lots as the app starts, beside the room's code and the session
 * check rather than after them: one round trip less before a buyer sees prices, on the screen
 * they open most (often from a message, on a slow link). The URL says which page of which
 * auction; a signed-out visitor's 401 is ignored here and handled by the room's own request.
 */
export function prefetchRoomLots(search: string): void {
  const params = new URLSearchParams(search);
  const uid = idFromSearch(params, 'uid');
  if (!uid) return;
  const page = pageFromSearch(params);
  const filters = filtersFromSearch(params);
  // The first page of lots the server put in the page for this very room, if it did.
  const inPage = takeBootAnswer('room') as { uid?: number; page_no?: number; answer?: ApiResponse<AuctionLotsData> } | undefined;
  if (
    inPage?.uid === uid &&
    inPage.page_no === page &&
    Object.keys(filters).length === 0 &&
    inPage.answer?.status === 200 &&
    inPage.answer.data
  ) {
    // Straight into the cache: the room's first render has its lots, with no request, no
    // spinner and no render more once a promise settles.
    const answer: AuctionLotsResult = { ok: true, data: inPage.answer.data };
    appQueryClient().setQueryData(roomQueryKey(uid, page, filters), answer);
    return;
  }
  const result = getAuctionLots(uid, page, filters, { authRedirect: false });
  result.catch(() => undefined);
  early = { key: keyOf(uid, page, filters), at: Date.now(), result };
}

/** The room's lots: the early answer when it was for this page, is fresh and succeeded; otherwise a request of its own. */
export async function loadRoomLots(uid: number, page: number, filters: LotFilters, options: RequestOptions): Promise<AuctionLotsResult> {
  const pending = early;
  early = null;
  if (pending && pending.key === keyOf(uid, page, filters) && Date.now() - pending.at < EARLY_MAX_AGE_MS) {
    const result = await pending.result.catch(() => null);
    if (result?.ok) return result;
  }
  return getAuctionLots(uid, page, filters, options);
}
