import { lotState, nextValidAmount } from '../bidding/index.js';
import { imageUrl } from '../catalog/index.js';
import * as repo from './repo.js';
import { toDate, toDateOrNull, type CardRow } from './repo.js';
import type { Executor } from '../../db/client.js';
import type { BuyerLot } from './schema.js';

const iso = (v: Date | null) => (v === null ? null : v.toISOString());

/**
 * A card row as the buyer may see it: the sale's result, amounts and due time only on lots
 * they won (or backed out of); everyone sees the price, which is public.
 */
export function toBuyerLot(r: CardRow): BuyerLot {
  const serverTime = toDate(r.server_time);
  const startsAt = toDate(r.starts_at);
  const endsAt = toDate(r.ends_at);
  const counterShown = r.is_winner && r.result === 'countered';
  return {
    asset_id: r.asset_id,
    c_auction_id: r.c_auction_id,
    lot_no: r.lot_no,
    make: r.make,
    model: r.model,
    year: r.year,
    registration_number: r.registration_number,
    yard_location: r.yard_location,
    thumbnail_url: r.photo_key ? imageUrl(r.photo_key, 320) : null,
    auction_title: r.auction_title,
    financier_name: r.financier_name,
    financier_names: r.financier_names,
    state: r.state,
    segment: r.segment,
    lot_state: lotState({ status: r.status, auctionStatus: r.auction_status, startsAt, endsAt, serverTime }),
    status: r.my_status,
    start_price: r.start_price,
    current_price: r.current_price,
    increment: r.increment,
    next_valid_amount: nextValidAmount({ price: r.current_price, startPrice: r.start_price, increment: r.increment }),
    quote_count: r.quote_count,
    my_highest_quote: r.my_highest_quote === null ? null : Number(r.my_highest_quote),
    my_quote_count: Number(r.my_quote_count),
    my_autobid_max: r.my_autobid_max,
    in_watchlist: r.in_watchlist,
    result: r.was_winner ? (r.result as BuyerLot['result']) : null,
    winning_amount: r.is_winner ? r.winning_amount : null,
    counter_amount: counterShown ? r.counter_amount : null,
    payment_due_at: r.is_winner ? iso(toDateOrNull(r.payment_due_at)) : null,
    payment_overdue: r.is_winner && r.payment_overdue,
    backout: r.backout_amount !== null && r.backout_status !== null ? { amount: r.backout_amount, status: r.backout_status } : null,
    starts_at: startsAt.toISOString(),
    ends_at: endsAt.toISOString(),
    closed_at: iso(toDateOrNull(r.closed_at)),
    server_time: serverTime.toISOString(),
  };
}

export const PAGE_SIZE = 20;

export function paged<T>(rows: T[], pageNo: number, pageSize: number, total: number, serverTime: Date) {
  return {
    rows,
    page_no: pageNo,
    page_size: pageSize,
    total,
    total_pages: Math.ceil(total / pageSize),
    server_time: serverTime.toISOString(),
  };
}

/** One page of lot cards, its total and the clock, all from the database. */
export async function cardPage(ex: Executor, userId: number, q: Omit<repo.CardQuery, 'limit' | 'offset'>, pageNo = 1) {
  const [rows, total, now] = await Promise.all([
    repo.lotCards(ex, userId, { ...q, limit: PAGE_SIZE, offset: (pageNo - 1) * PAGE_SIZE }),
    repo.countLotCards(ex, userId, q),
    repo.serverTime(ex),
  ]);
  return paged(rows.map(toBuyerLot), pageNo, PAGE_SIZE, total, now);
}
