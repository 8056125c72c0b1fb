import { postJson, type ApiResponse } from '../../../lib/api-client';
import type {
  AcceptedQuote,
  AutobidBody,
  AutobidSet,
  BidRefusal,
  LatestBody,
  LotLatest,
  QuoteBody,
} from '@vahanhaat/contract/http/bidding';

export const QUOTE_PATH = '/client/bid';
export const AUTOBID_PATH = '/client/add_autobid_amount';
export const LATEST_PATH = '/client/get-lnt-latest-bid';

// The bidding answers are the contract's (packages/contract/src/http/bidding.ts).
export type { AcceptedQuote, AutobidSet, LotLatest } from '@vahanhaat/contract/http/bidding';

/** An answer to a quote or autobid: the data when accepted, else the refusal's code, text and figures. */
export type BidAnswer<T> = ApiResponse<T> & Partial<Omit<BidRefusal, 'status'>>;

/**
 * A key per confirmed submission: a retry after a dropped connection sends the same key, so the
 * server answers the first attempt again instead of placing a second quote (DESIGN §4).
 */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `web-${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export function placeQuote(assetId: number, amount: number, key: string) {
  const request: QuoteBody = { asset_id: assetId, amount };
  return postJson<AcceptedQuote>(QUOTE_PATH, request, { headers: { 'Idempotency-Key': key } }) as Promise<BidAnswer<AcceptedQuote>>;
}

export function setAutobid(assetId: number, maxAmount: number, key: string) {
  const request: AutobidBody = { asset_id: assetId, max_amount: maxAmount };
  return postJson<AutobidSet>(AUTOBID_PATH, request, { headers: { 'Idempotency-Key': key } }) as Promise<BidAnswer<AutobidSet>>;
}

export async function latestBids(assetIds: number[], signal?: AbortSignal): Promise<LotLatest[]> {
  const request: LatestBody = { asset_ids: assetIds };
  const body = await postJson<LotLatest[]>(LATEST_PATH, request, { signal });
  return body.status === 200 && Array.isArray(body.data) ? body.data : [];
}
