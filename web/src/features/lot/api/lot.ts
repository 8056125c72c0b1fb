import { postJson, type RequestOptions } from '../../../lib/api-client';
import type { AuctionSummary, ConditionGrade, LotCardData } from '../../auctions/api/auction-lots';
import type { LotDocuments } from '@vahanhaat/contract/http/catalog-lots';
import type { PhotoSlot, PointStatus } from '@vahanhaat/contract/http/vocabulary';

export const VIEW_LOT_PATH = '/auctions/view/assets';
export const QUOTE_HISTORY_PATH = '/auctions/asset-quote-history';

export { PHOTO_SLOTS } from '@vahanhaat/contract/http/vocabulary';
export type { PhotoSlot, PointStatus } from '@vahanhaat/contract/http/vocabulary';

export interface LotPhoto {
  caption: string;
  slot?: PhotoSlot;
  thumbnail_url: string;
  medium_url: string;
  url: string;
  /** WebP at 320, 640 and 1024 px. */
  srcset?: string;
  avif_srcset?: string;
}

export interface ReportPoint {
  code: string;
  section: string;
  critical: boolean;
  percent: boolean;
  status: PointStatus;
  value: number | null;
  note: string;
  photo_id: number | null;
  photo_url: string | null;
}

export interface ConditionReport {
  checklist: 'tractor' | 'two_wheeler' | 'cv';
  grade: ConditionGrade | null;
  inspector_name: string;
  inspected_on: string | null;
  counts: { ok: number; attention: number; fail: number; critical_fails: number };
  points: ReportPoint[];
}

/** A lot's papers and legal standing, as the financier states them (the contract's shape). */
export type { LotDocuments } from '@vahanhaat/contract/http/catalog-lots';

export interface LotDetailData extends LotCardData {
  photos: LotPhoto[];
  video_url?: string | null;
  condition_report?: ConditionReport | null;
  documents?: LotDocuments | null;
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
