import { queryKeys } from '../../lib/query';
import type { BuyerLot, BuyerLotPage } from '../my-quotes/api/my-lots';
import type { LotMessage, LotView } from './lot-state';
import type { QueryClient } from '@tanstack/react-query';

/** A My Quotes / Favorites row as the lot now stands: price, count, end, and leading or outbid while it runs. */
export function patchBuyerLot(row: BuyerLot, lot: LotView): BuyerLot {
  const quoted = row.my_quote_count > 0 || row.my_autobid_max !== null;
  const running = lot.state === 'live' && (row.status === 'leading' || row.status === 'outbid');
  return {
    ...row,
    lot_state: lot.state,
    current_price: lot.price ?? row.current_price,
    next_valid_amount: lot.nextValidAmount,
    quote_count: lot.quoteCount,
    ends_at: lot.endsAt,
    status: quoted && running ? (lot.youLead ? 'leading' : 'outbid') : row.status,
  };
}

/**
 * Writes a lot event into the cached My Quotes and Favorites pages that show the lot, so a list
 * opened again (or still open after its lot was unsubscribed) shows the price the room saw. A close
 * decides won or lost on the server: those pages are read again.
 */
export function syncLotIntoCache(client: QueryClient, m: LotMessage, lot: LotView): void {
  client.setQueriesData<BuyerLotPage | null>({ queryKey: queryKeys.myQuotes() }, (page) => {
    if (!page?.rows.some((row) => row.asset_id === lot.assetId)) return page;
    return { ...page, rows: page.rows.map((row) => (row.asset_id === lot.assetId ? patchBuyerLot(row, lot) : row)) };
  });
  // A room closes its lots a few seconds apart: one read in flight serves every close.
  if (m.type === 'closed') void client.invalidateQueries({ queryKey: queryKeys.myQuotes() }, { cancelRefetch: false });
}
