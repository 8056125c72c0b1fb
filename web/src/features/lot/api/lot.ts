import { postJson, type RequestOptions } from '../../../lib/api-client';
import type { AuctionSummary, LotCardData } from '../../auctions/api/auction-lots';

export const VIEW_LOT_PATH = '/auctions/view/assets';
export const QUOTE_HISTORY_PATH = '/auctions/asset-quote-history';

export interface LotPhoto {
  caption: string;
  thumbnail_url: string;
  medium_url: string;
  url: string;
}

export interface LotDetailData extends LotCardData {
  photos: LotPhoto[];
  specs: Record<string, string | number>;
  inspection_notes: string;
  extensions: number;
  closed_at: string | null;
  auction: AuctionSummary;
  server_time: string;
}

export interface HistoryQuote {
  seq: number;
  amount: number;
  kind: 'manual' | 'auto';
  bidder: string;
  mine: boolean;
  created_at: string;
  hash: string;
  prev_hash: string | null;
}

export interface QuoteHistory {
  asset_id: number;
  chain_verified: boolean;
  broken_at_seq: number | null;
  quotes: HistoryQuote[];
  server_time: string;
}

export type LotResult = { ok: true; data: LotDetailData } | { ok: false; status: number; msg?: string };

export async function viewLot(assetId: number, options?: RequestOptions): Promise<LotResult> {
  const body = await postJson<LotDetailData>(VIEW_LOT_PATH, { asset_id: assetId }, options);
  return body.status === 200 && body.data ? { ok: true, data: body.data } : { ok: false, status: body.status, msg: body.msg };
}

export async function quoteHistory(assetId: number, options?: RequestOptions): Promise<QuoteHistory | undefined> {
  const body = await postJson<QuoteHistory>(QUOTE_HISTORY_PATH, { asset_id: assetId }, options);
  return body.status === 200 ? body.data : undefined;
}
