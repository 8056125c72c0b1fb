import { eq, sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../../db/rows.js';
import { auctions } from '../../db/schema/index.js';
import { paymentDueAt, quotedBy, type DbTime } from './repo.js';
import type { Executor } from '../../db/client.js';

/**
 * An auction is completed once it is past its scheduled end and none of its lots is still
 * running by the database clock (soft close can carry a lot past the auction's end).
 */
const completed = sql`au.status = 'scheduled' and au.ends_at <= now()
  and not exists (select 1 from assets x where x.auction_id = au.id and x.status = 'open' and x.ends_at > now())`;

const forAuction = (auctionId: number | undefined) => (auctionId === undefined ? sql`true` : sql`au.id = ${auctionId}`);

/** What became of a lot, for auction totals. A lot ended but not yet closed counts by its leader. */
const outcome = sql`case
    when a.status = 'withdrawn' then 'unsold'
    when a.result in ('approved', 'paid') then 'sold'
    when a.result = 'backed_out' then 'backed_out'
    when a.result in ('approval_pending', 'countered', 'offered_h2') then 'pending'
    when a.status = 'open' and a.leader_user_id is not null then 'pending'
    else 'unsold'
  end`;

const auctionJoins = sql`join auctions au on au.id = a.auction_id
    join financiers f on f.id = au.financier_id
    join states s on s.id = au.state_id
    join segments sg on sg.id = au.segment_id`;

export interface CompletedAuctionRow {
  c_auction_id: number;
  title: string;
  financier_name: string;
  state: string;
  segment: string;
  starts_at: DbTime;
  ends_at: DbTime;
  ended_at: DbTime;
  lots_quoted: number;
  lots_won: number;
}

/** Completed auctions in which the buyer quoted, latest ended first. */
export async function completedAuctionsOf(
  ex: Executor,
  uid: number,
  q: { auctionId?: number | undefined; limit: number; offset?: number },
) {
  return queryRows<CompletedAuctionRow>(
    ex,
    sql`select au.id as c_auction_id, au.title, f.name as financier_name, s.name as state, sg.name as segment,
          au.starts_at, au.ends_at,
          (select max(coalesce(x.closed_at, x.ends_at)) from assets x where x.auction_id = au.id) as ended_at,
          count(*)::int as lots_quoted,
          count(*) filter (where a.winner_user_id = ${uid} and a.result in ('approved', 'paid'))::int as lots_won
        from assets a ${auctionJoins}
        where ${quotedBy(uid)} and ${completed} and ${forAuction(q.auctionId)}
        group by au.id, f.name, s.name, sg.name
        order by ended_at desc, au.id desc
        limit ${q.limit} offset ${q.offset ?? 0}`,
  );
}

export async function countCompletedAuctionsOf(ex: Executor, uid: number, auctionId?: number) {
  const [row] = await queryRows<{ n: number }>(
    ex,
    sql`select count(distinct au.id)::int as n from assets a ${auctionJoins}
        where ${quotedBy(uid)} and ${completed} and ${forAuction(auctionId)}`,
  );
  return Number(row?.n ?? 0);
}

export interface AuctionSummaryRow {
  c_auction_id: number;
  title: string;
  financier_name: string;
  state: string;
  segment: string;
  starts_at: DbTime;
  ends_at: DbTime;
  ended_at: DbTime;
  lot_count: number;
  sold_count: number;
  pending_count: number;
  backed_out_count: number;
  unsold_count: number;
  sold_value: number | string;
  quote_count: number;
  my_won_count: number;
  my_won_value: number | string;
}

/** Completed-auction totals over every lot (uid's wins alongside), or only over `lotScope`. */
export async function auctionSummaries(
  ex: Executor,
  uid: number,
  q: { lotScope: SQL; auctionId?: number | undefined; limit: number; offset: number },
) {
  const where = sql`${completed} and ${forAuction(q.auctionId)} and ${q.lotScope}`;
  const [rows, counts] = await Promise.all([
    queryRows<AuctionSummaryRow>(
      ex,
      sql`select au.id as c_auction_id, au.title, f.name as financier_name, s.name as state, sg.name as segment,
            au.starts_at, au.ends_at, max(coalesce(a.closed_at, a.ends_at)) as ended_at,
            count(*)::int as lot_count,
            count(*) filter (where o.outcome = 'sold')::int as sold_count,
            count(*) filter (where o.outcome = 'pending')::int as pending_count,
            count(*) filter (where o.outcome = 'backed_out')::int as backed_out_count,
            count(*) filter (where o.outcome = 'unsold')::int as unsold_count,
            coalesce(sum(a.winning_amount) filter (where o.outcome = 'sold'), 0)::bigint as sold_value,
            coalesce(sum(a.quote_count), 0)::int as quote_count,
            count(*) filter (where o.outcome = 'sold' and a.winner_user_id = ${uid})::int as my_won_count,
            coalesce(sum(a.winning_amount) filter (where o.outcome = 'sold' and a.winner_user_id = ${uid}), 0)::bigint as my_won_value
          from assets a cross join lateral (select ${outcome} as outcome) o ${auctionJoins}
          where ${where}
          group by au.id, f.name, s.name, sg.name
          order by ended_at desc, au.id desc
          limit ${q.limit} offset ${q.offset}`,
    ),
    queryRows<{ n: number }>(ex, sql`select count(distinct au.id)::int as n from assets a ${auctionJoins} where ${where}`),
  ]);
  return { rows, total: Number(counts[0]?.n ?? 0) };
}

/** The lot scope of an admin's summaries: every lot (a buyer's is `quotedBy(uid)`). */
export const allLots = sql`true`;

export interface DueAuctionRow {
  c_auction_id: number;
  title: string;
  financier_name: string;
  state: string;
  lots_due: number;
  amount_due: number | string;
  earliest_due_at: DbTime | null;
  overdue_count: number;
}

/** Auctions holding approved lots still to be paid; `winner` narrows to one buyer's lots. */
export async function auctionsWithPaymentDue(ex: Executor, winner: number | null) {
  const mine = winner === null ? sql`true` : sql`${quotedBy(winner)} and a.winner_user_id = ${winner}`;
  return queryRows<DueAuctionRow>(
    ex,
    sql`select au.id as c_auction_id, au.title, f.name as financier_name, s.name as state,
          count(*)::int as lots_due,
          coalesce(sum(a.winning_amount), 0)::bigint as amount_due,
          min(${paymentDueAt}) as earliest_due_at,
          count(*) filter (where ${paymentDueAt} < now())::int as overdue_count
        from assets a ${auctionJoins}
        where a.status = 'closed' and a.result = 'approved' and ${mine}
        group by au.id, f.name, s.name
        order by earliest_due_at asc nulls last, au.id asc
        limit 500`,
  );
}

export interface SettlementRow {
  asset_id: number;
  c_auction_id: number;
  auction_title: string;
  financier_name: string;
  state: string;
  lot_no: number;
  make: string;
  model: string;
  year: number;
  registration_number: string;
  yard_location: string;
  photo_key: string | null;
  amount: number | null;
  result: 'approved' | 'paid';
  deal_stage: string | null;
  decided_at: DbTime | null;
  payment_due_at: DbTime | null;
  overdue: boolean;
  buyer_id: number;
  buyer_name: string;
  buyer_phone: string;
  server_time: DbTime;
}

/**
 * Sold lots at one settlement stage: 'approved' (payment due) or 'paid' and not yet released
 * (the deal awaits the bank NOC or the release itself). `winner` null means every buyer's lots (admins).
 */
export async function settlementLots(
  ex: Executor,
  q: { result: 'approved' | 'paid'; winner: number | null; auctionId?: number | undefined },
) {
  const mine = q.winner === null ? sql`true` : sql`${quotedBy(q.winner)} and a.winner_user_id = ${q.winner}`;
  const order = q.result === 'approved' ? sql`${paymentDueAt} asc nulls last` : sql`a.result_decided_at asc nulls last`;
  return queryRows<SettlementRow>(
    ex,
    sql`select a.id as asset_id, a.auction_id as c_auction_id, au.title as auction_title, f.name as financier_name,
          s.name as state, a.lot_no, a.make, a.model, a.year, a.registration_number, a.yard_location,
          (select p.storage_key from asset_photos p where p.asset_id = a.id order by p.sort_order, p.id limit 1) as photo_key,
          a.winning_amount as amount, a.result, d.stage as deal_stage, a.result_decided_at as decided_at,
          case when a.result = 'approved' then ${paymentDueAt} end as payment_due_at,
          coalesce(a.result = 'approved' and ${paymentDueAt} < now(), false) as overdue,
          u.id as buyer_id, concat_ws(' ', u.first_name, nullif(u.middle_name, ''), nullif(u.last_name, '')) as buyer_name,
          u.phone as buyer_phone, now() as server_time
        from assets a ${auctionJoins}
        join users u on u.id = a.winner_user_id
        left join deals d on d.asset_id = a.id
        where a.status = 'closed' and a.result = ${q.result} and ${mine} and ${forAuction(q.auctionId)}
          and (${q.result} = 'approved' or d.stage is null or d.stage in ('paid', 'release_pending', 'noc_issued'))
        order by ${order}, a.auction_id, a.lot_no
        limit 500`,
  );
}

export async function auctionExists(ex: Executor, auctionId: number) {
  const [row] = await ex.select({ id: auctions.id }).from(auctions).where(eq(auctions.id, auctionId));
  return row !== undefined;
}
