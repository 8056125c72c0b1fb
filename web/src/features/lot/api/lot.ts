import { postJson, type RequestOptions } from '../../../lib/api-client';
import type { HistoryBody, QuoteHistory } from '@vahanhaat/contract/http/buyer';
import type { LotDetail, ViewLotBody } from '@vahanhaat/contract/http/catalog-lots';

export const VIEW_LOT_PATH = '/auctions/view/assets';
export const QUOTE_HISTORY_PATH = '/auctions/asset-quote-history';

export { PHOTO_SLOTS } from '@vahanhaat/contract/http/vocabulary';
export type { PhotoSlot, PointStatus } from '@vahanhaat/contract/http/vocabulary';

// A lot's shapes are the contract's (packages/contract/src/http/catalog-lots.ts, buyer.ts).
export type { ConditionReport, LotDocuments, LotPhoto, ReportPoint } from '@vahanhaat/contract/http/catalog-lots';
export type { HistoryQuote, QuoteHistory } from '@vahanhaat/contract/http/buyer';
/** A lot's page: the card's fields, photos, condition report, papers and the auction. */
export type LotDetailData = LotDetail;

export type LotResult = { ok: true; data: LotDetailData } | { ok: false; status: number; msg?: string };

export async function viewLot(assetId: number, options?: RequestOptions): Promise<LotResult> {
  const request: ViewLotBody = { asset_id: assetId };
  const body = await postJson<LotDetailData>(VIEW_LOT_PATH, request, options);
  return body.status === 200 && body.data ? { ok: true, data: body.data } : { ok: false, status: body.status, msg: body.msg };
}

export async function quoteHistory(assetId: number, options?: RequestOptions): Promise<QuoteHistory | undefined> {
  const request: HistoryBody = { asset_id: assetId };
  const body = await postJson<QuoteHistory>(QUOTE_HISTORY_PATH, request, options);
  return body.status === 200 ? body.data : undefined;
}
