import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../../db/rows.js';
import { assets, watchlist, type FinancierNames } from '../../db/schema/index.js';
import { SALE_PAYMENT_DUE_HOURS } from '../billing/index.js';
import type { Executor } from '../../db/client.js';
import type { MyStatus } from './schema.js';

/** Timestamps arrive as Date from PGlite and as text from postgres.js. */
export type DbTime = string | Date;
export const toDate = (v: DbTime) => new Date(v);
export const toDateOrNull = (v: DbTime | null) => (v === null ? null : new Date(v));

/** When an approved sale must be paid: the admin's due time, else approval + 48 hours. */
export const paymentDueAt = sql.raw(`coalesce(a.payment_due_at, a.result_decided_at + make_interval(hours => ${SALE_PAYMENT_DUE_HOURS}))`);

/**
 * The viewer's standing on a lot, decided in SQL so that filtering and paging agree with what
 * is shown. Live means the same as reads.ts lotState: open, not cancelled, started, not ended.
 * A lot past its end that the scheduler has not closed yet counts as ended.
 */
const myStatusSql = (uid: number) => sql`case
    when bo.asset_id is not null or (a.result = 'backed_out' and a.winner_user_id = ${uid}) then 'backed_out'
    when mq.my_quote_count = 0 then 'not_quoted'
    when a.status = 'withdrawn' or au.status = 'cancelled' then 'withdrawn'
    when a.status = 'open' and now() < a.ends_at then case when a.leader_user_id = ${uid} then 'leading' else 'outbid' end
    when a.status = 'open' then case when a.leader_user_id = ${uid} then 'approval_pending' else 'lost' end
    when a.winner_user_id is distinct from ${uid} then 'lost'
    when a.result = 'approved' then 'payment_due'
    when a.result = 'paid' then 'won'
    when a.result in ('approval_pending', 'countered', 'offered_h2') then 'approval_pending'
    else 'lost'
  end`;

export interface CardRow {
  asset_id: number;
  c_auction_id: number;
  lot_no: number;
  make: string;
  model: string;
  year: number;
  registration_number: string;
  yard_location: string;
  photo_key: string | null;
  auction_title: string;
  financier_name: string;
  financier_names: FinancierNames;
  state: string;
  segment: string;
  status: 'open' | 'closed' | 'withdrawn';
  auction_status: 'scheduled' | 'cancelled';
  starts_at: DbTime;
  ends_at: DbTime;
  closed_at: DbTime | null;
  start_price: number;
  increment: number;
  current_price: number | null;
  quote_count: number;
  result: string;
  is_winner: boolean;
  was_winner: boolean;
  winning_amount: number | null;
  counter_amount: number | null;
  payment_due_at: DbTime | null;
  payment_overdue: boolean;
  my_autobid_max: number | null;
  my_highest_quote: number | null;
  my_quote_count: number;
  last_quote_at: DbTime | null;
  in_watchlist: boolean;
  watched_at: DbTime | null;
  backout_amount: number | null;
  backout_status: 'due' | 'paid' | 'waived' | null;
  my_status: MyStatus;
  lot_live: boolean;
  server_time: DbTime;
}

/** Every lot-card column from the viewer's side, for the lots `scope` (a predicate on a / au) keeps. */
function cards(uid: number, scope: SQL): SQL {
  return sql`select a.id as asset_id, a.auction_id as c_auction_id, a.lot_no, a.make, a.model, a.year,
      a.registration_number, a.yard_location,
      (select p.storage_key from asset_photos p where p.asset_id = a.id order by p.sort_order, p.id limit 1) as photo_key,
      au.title as auction_title, f.name as financier_name, f.name_i18n as financier_names, s.name as state, sg.name as segment,
      a.status, au.status as auction_status, a.starts_at, a.ends_at, a.closed_at,
      a.start_price, a.increment, a.current_price, a.quote_count, a.result,
      coalesce(a.winner_user_id = ${uid}, false) as is_winner,
      (coalesce(a.winner_user_id = ${uid}, false) or bo.asset_id is not null) as was_winner,
      a.winning_amount, a.counter_amount,
      case when a.result = 'approved' then ${paymentDueAt} end as payment_due_at,
      coalesce(a.result = 'approved' and ${paymentDueAt} < now(), false) as payment_overdue,
      ab.max_amount as my_autobid_max,
      mq.my_highest as my_highest_quote, mq.my_quote_count, mq.last_quote_at,
      w.user_id is not null as in_watchlist, w.created_at as watched_at,
      bo.amount as backout_amount, bo.status as backout_status,
      ${myStatusSql(uid)} as my_status,
      (a.status = 'open' and au.status = 'scheduled' and now() >= a.starts_at and now() < a.ends_at) as lot_live,
      now() as server_time
    from assets a
    join auctions au on au.id = a.auction_id
    join financiers f on f.id = au.financier_id
    join states s on s.id = au.state_id
    join segments sg on sg.id = au.segment_id
    left join lateral (
      select max(q.amount) as my_highest, count(*)::int as my_quote_count, max(q.created_at) as last_quote_at
      from quotes q where q.asset_id = a.id and q.user_id = ${uid}
    ) mq on true
    left join autobids ab on ab.asset_id = a.id and ab.user_id = ${uid}
    left join watchlist w on w.asset_id = a.id and w.user_id = ${uid}
    left join backouts bo on bo.asset_id = a.id and bo.user_id = ${uid}
    where ${scope}`;
}

/** Lots the viewer quoted on: through the (user_id, asset_id) index, never a scan of every lot. */
export const quotedBy = (uid: number) => sql`a.id in (select q2.asset_id from quotes q2 where q2.user_id = ${uid})`;
export const watchedBy = (uid: number) => sql`a.id in (select w2.asset_id from watchlist w2 where w2.user_id = ${uid})`;
/** The winner always quoted, so the quotes index finds their lots. */
export const wonBy = (uid: number) => sql`${quotedBy(uid)} and a.winner_user_id = ${uid} and a.status = 'closed'`;

export const ORDER = {
  /** Live lots first, ending soonest; then the rest by my latest quote. */
  myBids: sql`c.lot_live desc, case when c.lot_live then c.ends_at end asc, c.last_quote_at desc nulls last, c.asset_id desc`,
  /** Live (ending soonest), then upcoming (starting soonest), then the rest, last added first. */
  watchlist: sql`case when c.lot_live then 0 when c.status = 'open' and c.server_time < c.starts_at then 1 else 2 end,
    case when c.lot_live then c.ends_at when c.status = 'open' and c.server_time < c.starts_at then c.starts_at end asc nulls last,
    c.watched_at desc, c.asset_id desc`,
  wins: sql`c.closed_at desc nulls last, c.asset_id desc`,
  lotNo: sql`c.c_auction_id desc, c.lot_no asc`,
} as const;

export interface CardQuery {
  scope: SQL;
  statuses?: readonly MyStatus[] | undefined;
  order: SQL;
  limit: number;
  offset?: number;
}

const statusWhere = (statuses: readonly MyStatus[] | undefined) =>
  statuses && statuses.length
    ? sql`c.my_status in (${sql.join(
        statuses.map((s) => sql`${s}`),
        sql`, `,
      )})`
    : sql`true`;

export async function lotCards(ex: Executor, uid: number, q: CardQuery): Promise<CardRow[]> {
  return queryRows<CardRow>(
    ex,
    sql`select * from (${cards(uid, q.scope)}) c where ${statusWhere(q.statuses)}
        order by ${q.order} limit ${q.limit} offset ${q.offset ?? 0}`,
  );
}

export async function countLotCards(ex: Executor, uid: number, q: Pick<CardQuery, 'scope' | 'statuses'>): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    ex,
    sql`select count(*)::int as n from (${cards(uid, q.scope)}) c where ${statusWhere(q.statuses)}`,
  );
  return Number(row?.n ?? 0);
}

export async function serverTime(ex: Executor): Promise<Date> {
  const [row] = await queryRows<{ now: DbTime }>(ex, sql`select now() as now`);
  return toDate(row!.now);
}

// ---- watchlist ----------------------------------------------------------------------------

export async function lotExists(ex: Executor, assetId: number) {
  const [row] = await ex.select({ id: assets.id }).from(assets).where(eq(assets.id, assetId));
  return row !== undefined;
}

/** True when a row was added (false: it already was there). */
export async function addToWatchlist(ex: Executor, userId: number, assetId: number) {
  const rows = await ex.insert(watchlist).values({ userId, assetId }).onConflictDoNothing().returning({ assetId: watchlist.assetId });
  return rows.length === 1;
}

/** True when a row was removed. */
export async function removeFromWatchlist(ex: Executor, userId: number, assetId: number) {
  const rows = await ex
    .delete(watchlist)
    .where(and(eq(watchlist.userId, userId), eq(watchlist.assetId, assetId)))
    .returning({ assetId: watchlist.assetId });
  return rows.length === 1;
}

export async function watchedAmong(ex: Executor, userId: number, assetIds: number[]): Promise<Set<number>> {
  if (assetIds.length === 0) return new Set();
  const rows = await ex
    .select({ assetId: watchlist.assetId })
    .from(watchlist)
    .where(and(eq(watchlist.userId, userId), inArray(watchlist.assetId, assetIds)));
  return new Set(rows.map((r) => r.assetId));
}
