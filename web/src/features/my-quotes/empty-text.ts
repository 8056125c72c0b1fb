import type { MyStatus } from './api/my-lots';

/**
 * The words of an empty My Quotes or Favorites list. With a status chosen, the list is empty for
 * that status only ("Nothing to pay right now"), not because the buyer never quoted.
 */
export function emptyText(mode: 'watchlist' | 'my_bids', status: MyStatus | undefined): string {
  if (mode === 'watchlist') return 'myLots.emptyWatchlist';
  return status ? `myLots.emptyStatus.${status}` : 'myLots.emptyMyBids';
}
