import { postJson, type RequestOptions } from '../../../lib/api-client';
import type { LotCardData } from '../../auctions/api/auction-lots';

export const MY_BIDS_PATH = '/client/mybid';
export const FAVORITES_PATH = '/client/api/favorite/assets';

/** The buyer's standing on a lot (buyer module myStatus). */
export const MY_STATUSES = [
  'leading',
  'outbid',
  'won',
  'lost',
  'approval_pending',
  'payment_due',
  'backed_out',
  'withdrawn',
  'not_quoted',
] as const;
export type MyStatus = (typeof MY_STATUSES)[number];

/** A lot from the buyer's side: the rows of My Quotes and Favorites (buyer module buyerLot). */
export interface BuyerLot extends Pick<
  LotCardData,
  | 'asset_id'
  | 'c_auction_id'
  | 'lot_no'
  | 'make'
  | 'model'
  | 'year'
  | 'registration_number'
  | 'yard_location'
  | 'thumbnail_url'
  | 'start_price'
  | 'current_price'
  | 'increment'
  | 'next_valid_amount'
  | 'quote_count'
  | 'starts_at'
  | 'ends_at'
> {
  auction_title: string;
  financier_name: string;
  state: string;
  segment: string;
  lot_state: 'upcoming' | 'live' | 'closed' | 'withdrawn';
  status: MyStatus;
  my_highest_quote: number | null;
  my_quote_count: number;
  my_autobid_max: number | null;
  in_watchlist: boolean;
  result: string | null;
  winning_amount: number | null;
  counter_amount: number | null;
  payment_due_at: string | null;
  payment_overdue: boolean;
  backout: { amount: number; status: 'due' | 'paid' | 'waived' } | null;
  closed_at: string | null;
  server_time: string;
}

export interface BuyerLotPage {
  rows: BuyerLot[];
  page_no: number;
  page_size: number;
  total: number;
  total_pages: number;
  server_time: string;
}

export async function myBids(
  pageNo: number,
  statuses: readonly MyStatus[] = [],
  options?: RequestOptions,
): Promise<BuyerLotPage | undefined> {
  const body = await postJson<BuyerLotPage>(
    MY_BIDS_PATH,
    { page_no: pageNo, ...(statuses.length ? { status: statuses.join(',') } : {}) },
    options,
  );
  return body.status === 200 ? body.data : undefined;
}

export async function favorites(pageNo: number, options?: RequestOptions): Promise<BuyerLotPage | undefined> {
  const body = await postJson<BuyerLotPage>(FAVORITES_PATH, { page_no: pageNo }, options);
  return body.status === 200 ? body.data : undefined;
}
