/** Saved searches, the lots that match them, and auction reminders: queries only. */
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../../db/rows.js';
import { auctionReminders, savedSearches, watchlist } from '../../db/schema/index.js';
import type { Executor } from '../../db/client.js';

export type NewSavedSearch = typeof savedSearches.$inferInsert;

/**
 * The lot's condition grade (A-E) from its condition report, when it has one; a lot without a
 * report is not held to a saved search's grade.
 */
const lotGrade = sql`(select r.grade from asset_condition_reports r where r.asset_id = a.id)`;

/** `s` (saved_searches) matches `a` (assets) of auction `au`. */
const matches: SQL = sql`(s.segment_id is null or au.segment_id = s.segment_id)
  and (s.make is null or lower(a.make) = lower(s.make))
  and (s.model is null or a.model ilike '%' || s.model || '%')
  and (s.year_from is null or a.year >= s.year_from)
  and (s.year_to is null or a.year <= s.year_to)
  and (s.state_id is null or au.state_id = s.state_id)
  and (s.district is null or lower(a.yard_district) = lower(s.district))
  and (s.price_min is null or coalesce(a.current_price, a.start_price) >= s.price_min)
  and (s.price_max is null or coalesce(a.current_price, a.start_price) <= s.price_max)
  and (s.grade is null or ${lotGrade} is null or upper(${lotGrade}) <= s.grade)`;

/** Lots still open for quotes (live or upcoming) in a scheduled auction. */
const onSale = sql`a.status = 'open' and a.ends_at > now() and au.status = 'scheduled'`;

export async function listFor(ex: Executor, userId: number) {
  return queryRows<{
    id: number;
    user_id: number;
    make: string | null;
    model: string | null;
    district: string | null;
    grade: string | null;
    segment_id: number | null;
    year_from: number | null;
    year_to: number | null;
    state_id: number | null;
    price_min: number | null;
    price_max: number | null;
    created_at: string | Date;
    seen_at: string | Date;
    segment: string | null;
    state: string | null;
    matching: number;
    fresh: number;
  }>(
    ex,
    sql`select s.*, sg.name as segment, st.name as state,
          (select count(*)::int from assets a join auctions au on au.id = a.auction_id where ${onSale} and ${matches}) as matching,
          (select count(*)::int from assets a join auctions au on au.id = a.auction_id where ${onSale} and ${matches} and a.created_at > s.seen_at) as fresh
        from ${savedSearches} s
        left join segments sg on sg.id = s.segment_id
        left join states st on st.id = s.state_id
        where s.user_id = ${userId} order by s.created_at desc, s.id desc`,
  );
}

export async function countFor(ex: Executor, userId: number): Promise<number> {
  const [row] = await ex.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
  return row?.n ?? 0;
}

export async function insert(ex: Executor, v: NewSavedSearch): Promise<number> {
  const [row] = await ex.insert(savedSearches).values(v).returning({ id: savedSearches.id });
  return row!.id;
}

export async function remove(ex: Executor, userId: number, id: number): Promise<boolean> {
  const rows = await ex
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

/** The matching lots of one of the user's searches (ending soonest first), each marked new or not; then the search counts as seen. */
export async function matchesOf(ex: Executor, userId: number, id: number, limit: number) {
  const rows = await queryRows<{
    asset_id: number;
    c_auction_id: number;
    lot_no: number;
    make: string;
    model: string;
    year: number;
    yard_location: string;
    yard_district: string;
    state: string;
    price: number;
    starts_at: string | Date;
    ends_at: string | Date;
    is_new: boolean;
  }>(
    ex,
    sql`select a.id as asset_id, a.auction_id as c_auction_id, a.lot_no, a.make, a.model, a.year, a.yard_location, a.yard_district, st.name as state,
          coalesce(a.current_price, a.start_price) as price, a.starts_at, a.ends_at, a.created_at > s.seen_at as is_new
        from ${savedSearches} s
        join assets a on true
        join auctions au on au.id = a.auction_id
        join states st on st.id = au.state_id
        where s.id = ${id} and s.user_id = ${userId} and ${onSale} and ${matches}
        order by a.ends_at, a.id limit ${limit}`,
  );
  return rows;
}

export async function markSeen(ex: Executor, userId: number, id: number) {
  await ex.execute(sql`update ${savedSearches} set seen_at = now() where id = ${id} and user_id = ${userId}`);
}

export async function owns(ex: Executor, userId: number, id: number): Promise<boolean> {
  const rows = await ex
    .select({ id: savedSearches.id })
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
  return rows.length > 0;
}

/** Auctions that have not ended, starting within `days`, with lot counts and the user's reminder. */
export async function calendar(ex: Executor, userId: number | null, days: number) {
  return queryRows<{
    c_auction_id: number;
    title: string;
    financier: string;
    state: string;
    segment: string;
    starts_at: string | Date;
    ends_at: string | Date;
    lots: number;
    reminded: boolean;
    now: string | Date;
  }>(
    ex,
    sql`select au.id as c_auction_id, au.title, f.name as financier, st.name as state, sg.name as segment, au.starts_at,
          coalesce((select max(a.ends_at) from assets a where a.auction_id = au.id), au.ends_at) as ends_at,
          (select count(*)::int from assets a where a.auction_id = au.id and a.status <> 'withdrawn') as lots,
          exists (select 1 from ${auctionReminders} r where r.auction_id = au.id and r.user_id = ${userId ?? 0}) as reminded, now() as now
        from auctions au
        join financiers f on f.id = au.financier_id
        join states st on st.id = au.state_id
        join segments sg on sg.id = au.segment_id
        where au.status = 'scheduled' and au.starts_at < now() + make_interval(days => ${days})
          and coalesce((select max(a.ends_at) from assets a where a.auction_id = au.id), au.ends_at) > now()
        order by au.starts_at, au.id`,
  );
}

/** Sets or clears a reminder for an auction that has not started; false when there is no such auction. */
export async function setReminder(ex: Executor, userId: number, auctionId: number, on: boolean): Promise<boolean> {
  const [auction] = await queryRows<{ id: number }>(
    ex,
    sql`select id from auctions where id = ${auctionId} and status = 'scheduled' and starts_at > now()`,
  );
  if (!auction) return false;
  if (on) await ex.insert(auctionReminders).values({ userId, auctionId }).onConflictDoNothing();
  else await ex.delete(auctionReminders).where(and(eq(auctionReminders.userId, userId), eq(auctionReminders.auctionId, auctionId)));
  return true;
}

/** How long before an auction starts its reminders go out. */
export const REMINDER_MINUTES = 30;

export interface AlertNotice {
  key: string;
  kind: 'saved_search_match' | 'auction_reminder';
  userId: number;
  auctionId: number;
  assetId: number | null;
  amount: number | null;
  deadline: Date;
}

/**
 * Notices owed by saved searches and reminders, for the notification service's schedule pass:
 * a lot listed after a search was saved and matching it (once per search and lot), and an auction
 * starting within REMINDER_MINUTES for each buyer who asked (once per start time). Moments already
 * recorded for the user are left out.
 */
export async function alertNotices(ex: Executor): Promise<AlertNotice[]> {
  const rows = await queryRows<{
    key: string;
    kind: AlertNotice['kind'];
    user_id: number;
    auction_id: number;
    asset_id: number | null;
    amount: number | null;
    deadline: string | Date;
  }>(
    ex,
    sql`with found as (
          select 'search:' || s.id || ':' || a.id as key, 'saved_search_match' as kind, s.user_id, a.auction_id, a.id as asset_id,
                 coalesce(a.current_price, a.start_price) as amount, a.starts_at as deadline
          from ${savedSearches} s
          join assets a on a.created_at > s.created_at
          join auctions au on au.id = a.auction_id
          where ${onSale} and ${matches}
        ), reminders as (
          select 'remind:' || au.id || ':' || floor(extract(epoch from au.starts_at))::bigint as key, 'auction_reminder' as kind, r.user_id,
                 au.id as auction_id, null::int as asset_id, null::int as amount, au.starts_at as deadline
          from ${auctionReminders} r
          join auctions au on au.id = r.auction_id
          where au.status = 'scheduled' and au.starts_at > now() and au.starts_at <= now() + make_interval(mins => ${REMINDER_MINUTES})
        ), watched as (
          -- A buyer watching a lot is told when its auction starts, as if they had asked (same key:
          -- one notice however many of its lots they watch, and none twice with a reminder too).
          select distinct 'remind:' || au.id || ':' || floor(extract(epoch from au.starts_at))::bigint as key, 'auction_reminder' as kind, w.user_id,
                 au.id as auction_id, null::int as asset_id, null::int as amount, au.starts_at as deadline
          from ${watchlist} w
          join assets a on a.id = w.asset_id
          join auctions au on au.id = a.auction_id
          where au.status = 'scheduled' and au.starts_at > now() and au.starts_at <= now() + make_interval(mins => ${REMINDER_MINUTES})
        ), searched as (
          -- So is a buyer whose saved search matches one of its lots.
          select distinct 'remind:' || au.id || ':' || floor(extract(epoch from au.starts_at))::bigint as key, 'auction_reminder' as kind, s.user_id,
                 au.id as auction_id, null::int as asset_id, null::int as amount, au.starts_at as deadline
          from auctions au
          join assets a on a.auction_id = au.id
          join ${savedSearches} s on ${matches}
          where au.starts_at > now() and au.starts_at <= now() + make_interval(mins => ${REMINDER_MINUTES}) and ${onSale}
        )
        select * from (select * from found union all (select * from reminders union select * from watched union select * from searched)) x
        where not exists (select 1 from notification_deliveries n where n.event_key = x.key and n.user_id = x.user_id)`,
  );
  return rows.map((r) => ({
    key: r.key,
    kind: r.kind,
    userId: r.user_id,
    auctionId: r.auction_id,
    assetId: r.asset_id,
    amount: r.amount === null ? null : Number(r.amount),
    deadline: new Date(r.deadline),
  }));
}
