import { useEffect } from 'react';
import { useAtomValue } from '../../lib/use-atom';
import { extensionAtom, lotAtom, type ExtensionNotice } from './atoms';
import { liveClient } from './live';
import type { LotView } from './lot-state';

/** Keeps the given auctions and lots subscribed while the calling screen is mounted. */
export function useLiveWatch(auctionIds: readonly number[], lotIds: readonly number[]): void {
  // A stable key: a new array with the same ids must not resubscribe.
  const key = `${auctionIds.join(',')}|${lotIds.join(',')}`;
  useEffect(() => {
    if (key === '|') return;
    const [auctions = '', lots = ''] = key.split('|');
    return liveClient.watch({ auctions: idsOf(auctions), lots: idsOf(lots) });
  }, [key]);
}

const idsOf = (list: string) => (list ? list.split(',').map(Number) : []);

export function useLiveLot(assetId: number): LotView | undefined {
  return useAtomValue(lotAtom(assetId));
}

export function useExtension(assetId: number): ExtensionNotice | undefined {
  return useAtomValue(extensionAtom(assetId));
}
