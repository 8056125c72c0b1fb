import { postJson, type ApiResponse } from '../../../lib/api-client';

export const QUOTE_PATH = '/client/bid';
export const AUTOBID_PATH = '/client/add_autobid_amount';
export const LATEST_PATH = '/client/get-lnt-latest-bid';

/**
 * Refusal codes of the bidding module (server/src/lib/i18n/catalog/bidding.ts); the answer's
 * `msg` is already in the reader's language (the language cookie).
 */
export type BidRefusalCode =
  | 'bid.below_next_valid'
  | 'bid.already_leading'
  | 'bid.not_subscribed'
  | 'bid.state_not_permitted'
  | 'bid.segment_not_permitted'
  | 'bid.ended'
  | 'bid.not_live'
  | 'bid.withdrawn'
  | 'bid.autobid_not_a_raise'
  | 'bid.autobid_below_next_valid'
  | 'bid.blocked'
  | 'bid.amount_not_whole'
  | 'bid.autobid_not_whole'
  | 'bid.not_found'
  | 'bid.idempotency_key_reused';

export interface BidAnswer<T> extends ApiResponse<T> {
  code?: BidRefusalCode | string;
  next_valid_amount?: number;
  current_max?: number;
}

export interface AcceptedQuote {
  asset_id: number;
  seq: number;
  last_seq: number;
  price: number;
  you_lead: boolean;
  next_valid_amount: number;
  quote_count: number;
  ends_at: string;
  extended: boolean;
  server_time: string;
}

export interface AutobidSet {
  asset_id: number;
  max_amount: number;
  price: number | null;
  you_lead: boolean;
  last_seq: number;
  quotes_placed: number;
  next_valid_amount: number;
  ends_at: string;
  extended: boolean;
  server_time: string;
}

/** The latest state of a lot over HTTP: the same facts as a realtime snapshot. */
export interface LotLatest {
  asset_id: number;
  auction_id: number;
  state: 'upcoming' | 'live' | 'closed' | 'withdrawn';
  price: number | null;
  start_price: number;
  increment: number;
  next_valid_amount: number;
  you_lead: boolean;
  leader: string | null;
  seq: number;
  quote_count: number;
  my_max: number | null;
  starts_at: string;
  ends_at: string;
  extensions: number;
  server_time: string;
}

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
  return postJson<AcceptedQuote>(QUOTE_PATH, { asset_id: assetId, amount }, { headers: { 'Idempotency-Key': key } }) as Promise<
    BidAnswer<AcceptedQuote>
  >;
}

export function setAutobid(assetId: number, maxAmount: number, key: string) {
  return postJson<AutobidSet>(
    AUTOBID_PATH,
    { asset_id: assetId, max_amount: maxAmount },
    { headers: { 'Idempotency-Key': key } },
  ) as Promise<BidAnswer<AutobidSet>>;
}

export async function latestBids(assetIds: number[], signal?: AbortSignal): Promise<LotLatest[]> {
  const body = await postJson<LotLatest[]>(LATEST_PATH, { asset_ids: assetIds }, { signal });
  return body.status === 200 && Array.isArray(body.data) ? body.data : [];
}
