import type { LotView } from './lot-state';

/*
 * The outbid toast names the vehicle and the price as it stands now: the private message carries
 * the price of the quote that displaced the buyer, and by the time it is shown a later quote may
 * already have moved the lot on (prices only rise).
 */

const labels = new Map<number, string>();

/** Screens that show a lot tell its name here, so a notice about it can say which vehicle. */
export function rememberLotLabel(assetId: number, label: string): void {
  labels.set(assetId, label);
}

export function outbidNotice(
  notice: { assetId: number; price: number },
  live: LotView | undefined,
): { key: string; values: { lot?: string; price: number } } {
  const price = Math.max(notice.price, live?.price ?? 0);
  const lot = labels.get(notice.assetId);
  return lot ? { key: 'live.outbidOn', values: { lot, price } } : { key: 'live.outbid', values: { price } };
}
