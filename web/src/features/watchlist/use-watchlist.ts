import { useSetAtom } from 'jotai';
import { startTransition, useEffect } from 'react';
import { isAbortError } from '../../lib/api-client';
import { queryKeys } from '../../lib/query';
import { useAtomValue } from '../../lib/use-atom';
import { watchlistFlags } from './api/watchlist';
import { watchedAtom } from './atoms';
import type { BuyerLotPage } from '../my-quotes/api/my-lots';
import type { QueryClient } from '@tanstack/react-query';

/** Loads the hearts of a page of lots once per page (one request, not one per card). */
export function useWatchlistFlags(assetIds: readonly number[]): void {
  const setWatched = useSetAtom(watchedAtom);
  const key = assetIds.join(',');
  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    watchlistFlags(key.split(',').map(Number), controller.signal)
      // Every card's heart redraws: in a render React can interrupt, the cards being live already.
      .then((flags) => startTransition(() => setWatched((current) => new Map([...current, ...flags]))))
      .catch((error: unknown) => {
        if (!isAbortError(error)) console.error('watchlist flags failed', error);
      });
    return () => controller.abort();
  }, [key, setWatched]);
}

export function useIsWatched(assetId: number): boolean | undefined {
  return useAtomValue(watchedAtom).get(assetId);
}

/** Seeds hearts the page already knows (the favorites and my-quotes rows carry in_watchlist). */
export function useKnownWatchFlags(rows: readonly { asset_id: number; in_watchlist: boolean }[] | undefined): void {
  const setWatched = useSetAtom(watchedAtom);
  useEffect(() => {
    if (!rows?.length) return;
    setWatched((current) => new Map([...current, ...rows.map((r) => [r.asset_id, r.in_watchlist] as const)]));
  }, [rows, setWatched]);
}

/**
 * A confirmed heart change in the cached lists: a lot taken off leaves the Favorites pages (their
 * next read fills the page again), and My Quotes rows show the new heart. Favorites are read again
 * when a lot is added.
 */
export function markWatched(client: QueryClient, assetId: number, inWatchlist: boolean): void {
  client.setQueriesData<BuyerLotPage | null>({ queryKey: queryKeys.myQuotes() }, (page) => {
    if (!page?.rows.some((row) => row.asset_id === assetId)) return page;
    const rows = page.rows.map((row) => (row.asset_id === assetId ? { ...row, in_watchlist: inWatchlist } : row));
    return { ...page, rows };
  });
  client.setQueriesData<BuyerLotPage | null>({ queryKey: queryKeys.myQuotes('watchlist') }, (page) =>
    page && !inWatchlist ? { ...page, rows: page.rows.filter((row) => row.asset_id !== assetId) } : page,
  );
  void client.invalidateQueries({ queryKey: queryKeys.myQuotes('watchlist'), refetchType: 'none' });
}
