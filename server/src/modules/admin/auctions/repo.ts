import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { firstRow, intArray, outerId, queryRows, readPage } from '../../../db/rows.js';
import { assets, auctions, financiers, segments, states } from '../../../db/schema/index.js';
import { containsPattern } from '../../catalog/index.js';
import type { Executor } from '../../../db/client.js';
import type { AdminAuctionStatus } from './schema.js';

/** Auctions as the console lists and edits them. Queries only; states by the database clock. */

/** When the auction's last open lot ends: soft close can push lots past the scheduled end. */
export const lastEndsAt =
  sql<Date>`greatest(${auctions.endsAt}, (select max(le.ends_at) from assets le where le.auction_id = ${outerId(auctions)} and le.status = 'open'))`.mapWith(
    auctions.endsAt,
  );

export const adminAuctionStatus = sql<AdminAuctionStatus>`(case
  when ${auctions.status} = 'cancelled' then 'cancelled'
  when now() < ${auctions.startsAt} then 'upcoming'
  when now() < ${lastEndsAt} then 'live'
  else 'ended' end)`;

const countLots = (where: string) =>
  sql<number>`(select count(*)::int from assets ca where ca.auction_id = ${outerId(auctions)} and ${sql.raw(where)})`.mapWith(Number);

const auctionColumns = {
  id: auctions.id,
  title: auctions.title,
  externalRef: auctions.externalRef,
  financierId: auctions.financierId,
  financierName: financiers.name,
  stateId: auctions.stateId,
  stateName: states.name,
  segmentId: auctions.segmentId,
  segmentName: segments.name,
  segmentCode: segments.code,
  status: adminAuctionStatus,
  rawStatus: auctions.status,
  startsAt: auctions.startsAt,
  endsAt: auctions.endsAt,
  lastEndsAt,
  softCloseSeconds: auctions.softCloseSeconds,
  extensionSeconds: auctions.extensionSeconds,
  hardEndSeconds: auctions.hardEndSeconds,
  closeGapSeconds: auctions.closeGapSeconds,
  requiresDeposit: auctions.requiresDeposit,
  depositLimitMultiple: auctions.depositLimitMultiple,
  lotCount: countLots(`ca.status <> 'withdrawn'`),
  withdrawnCount: countLots(`ca.status = 'withdrawn'`),
  quoteCount: sql<number>`(select coalesce(sum(qa.quote_count), 0)::int from assets qa where qa.auction_id = ${outerId(auctions)})`.mapWith(
    Number,
  ),
  createdAt: auctions.createdAt,
  serverTime: sql<Date>`now()`.mapWith(auctions.createdAt),
};
export type AuctionRow = Awaited<ReturnType<typeof findAuction>> & {};

const base = (ex: Executor) =>
  ex
    .select(auctionColumns)
    .from(auctions)
    .innerJoin(financiers, eq(financiers.id, auctions.financierId))
    .innerJoin(states, eq(states.id, auctions.stateId))
    .innerJoin(segments, eq(segments.id, auctions.segmentId));

/** The auction, row-locked when `lock` (edits and lot changes serialise on it). */
export async function findAuction(ex: Executor, id: number, lock = false) {
  return firstRow(base(ex).where(eq(auctions.id, id)), lock, auctions);
}

export interface AuctionFilter {
  stateId?: number | undefined;
  financierId?: number | undefined;
  segmentId?: number | undefined;
  q?: string | undefined;
}

function filterWhere(f: AuctionFilter): SQL | undefined {
  const conds: (SQL | undefined)[] = [
    f.stateId === undefined ? undefined : eq(auctions.stateId, f.stateId),
    f.financierId === undefined ? undefined : eq(auctions.financierId, f.financierId),
    f.segmentId === undefined ? undefined : eq(auctions.segmentId, f.segmentId),
    f.q === undefined ? undefined : or(ilike(auctions.title, containsPattern(f.q)), ilike(auctions.externalRef, containsPattern(f.q))),
  ];
  return and(...conds);
}

/** Live and upcoming first (soonest end / start), then the rest newest first. */
export async function listAuctions(
  ex: Executor,
  f: AuctionFilter,
  status: AdminAuctionStatus | undefined,
  page: { limit: number; offset: number },
) {
  const where = and(filterWhere(f), status === undefined ? undefined : sql`${adminAuctionStatus} = ${status}`);
  return readPage(
    base(ex)
      .where(where)
      .orderBy(
        sql`case ${adminAuctionStatus} when 'live' then 0 when 'upcoming' then 1 else 2 end`,
        sql`case when ${adminAuctionStatus} = 'live' then ${lastEndsAt} end asc`,
        sql`case when ${adminAuctionStatus} = 'upcoming' then ${auctions.startsAt} end asc`,
        desc(auctions.endsAt),
        desc(auctions.id),
      ),
    ex.select({ n: count() }).from(auctions).where(where),
    page,
  );
}

export async function countByStatus(ex: Executor, f: AuctionFilter): Promise<Record<AdminAuctionStatus, number>> {
  // Grouped outside: the status expression holds a correlated subquery.
  const each = ex
    .select({ status: adminAuctionStatus.as('status') })
    .from(auctions)
    .where(filterWhere(f))
    .as('each');
  const rows = await ex.select({ status: each.status, n: count() }).from(each).groupBy(each.status);
  const out = { upcoming: 0, live: 0, ended: 0, cancelled: 0 };
  for (const r of rows) out[r.status] = r.n;
  return out;
}

export async function insertAuction(ex: Executor, v: typeof auctions.$inferInsert) {
  const [row] = await ex.insert(auctions).values(v).returning({ id: auctions.id });
  return row!.id;
}

export async function updateAuction(ex: Executor, id: number, v: Partial<typeof auctions.$inferInsert>) {
  await ex
    .update(auctions)
    .set({ ...v, updatedAt: sql`now()` })
    .where(eq(auctions.id, id));
}

/** Open lots follow the auction's (new) start before it starts: they open with it. */
export async function retimeOpenLots(ex: Executor, auctionId: number, startsAt: Date) {
  await ex
    .update(assets)
    .set({ startsAt, updatedAt: sql`now()` })
    .where(and(eq(assets.auctionId, auctionId), eq(assets.status, 'open')));
}

/**
 * Staggered closing: a lot closes at the auction's first close plus its place in lot order
 * (withdrawn lots take none) times the auction's gap, and its hard end follows. Only lots not yet
 * live move (buyers quoting on a live lot plan around its end), and `added`, lots just created.
 */
export async function staggerLots(ex: Executor, auctionId: number, added: readonly number[] = []) {
  await ex.execute(sql`
    update assets s set
      ends_at = o.ends_at,
      hard_end_at = o.ends_at + make_interval(secs => o.hard_end_seconds),
      updated_at = now()
    from (
      select a.id, au.starts_at as auction_starts_at, au.hard_end_seconds,
        au.ends_at + make_interval(secs => (au.close_gap_seconds * (row_number() over (order by a.lot_no, a.id) - 1))::double precision) as ends_at
      from assets a join auctions au on au.id = a.auction_id
      where a.auction_id = ${auctionId} and a.status <> 'withdrawn'
    ) o
    where s.id = o.id and s.status = 'open'
      and (now() < greatest(s.starts_at, o.auction_starts_at) or s.id = any(${intArray(added)}::int[]))`);
}

/** A new hard-end allowance from each lot's scheduled end; a lot already extended past it keeps its end. */
export async function setHardEnd(ex: Executor, auctionId: number, oldHardEndSeconds: number, hardEndSeconds: number) {
  await ex
    .update(assets)
    .set({
      hardEndAt: sql`greatest(${assets.endsAt}, ${assets.hardEndAt} + make_interval(secs => ${hardEndSeconds - oldHardEndSeconds}))`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(assets.auctionId, auctionId), eq(assets.status, 'open')));
}

/** Withdraws every open lot of the auction; returns their ids. */
export async function withdrawOpenLots(ex: Executor, auctionId: number) {
  const rows = await ex
    .update(assets)
    .set({ status: 'withdrawn', updatedAt: sql`now()` })
    .where(and(eq(assets.auctionId, auctionId), eq(assets.status, 'open')))
    .returning({ id: assets.id });
  return rows.map((r) => r.id);
}

export async function refsExist(
  ex: Executor,
  ids: { financierId?: number | undefined; stateId?: number | undefined; segmentId?: number | undefined },
) {
  const [row] = await ex
    .select({
      financier: sql<boolean>`${ids.financierId === undefined ? sql`true` : sql`exists (select 1 from financiers where id = ${ids.financierId})`}`,
      state: sql<boolean>`${ids.stateId === undefined ? sql`true` : sql`exists (select 1 from states where id = ${ids.stateId})`}`,
      segment: sql<boolean>`${ids.segmentId === undefined ? sql`true` : sql`exists (select 1 from segments where id = ${ids.segmentId})`}`,
    })
    .from(sql`(values (1)) as one(x)`);
  return row!;
}

/** The database clock, which decides every auction's state. */
export async function serverTime(ex: Executor): Promise<Date> {
  const [row] = await ex.select({ now: sql<Date>`now()`.mapWith(auctions.createdAt) }).from(sql`(values (1)) as one(x)`);
  return row!.now;
}

/** Whether a time is still ahead by the database clock. */
export async function isFuture(ex: Executor, t: Date): Promise<boolean> {
  const [row] = await ex.select({ ok: sql<boolean>`${t.toISOString()}::timestamptz > now()` }).from(sql`(values (1)) as one(x)`);
  return row!.ok === true;
}

/**
 * Locks the auction's open lots (in id order, as the bidding engine takes lots) and tells whether
 * any lot of the auction has a quote or a maximum. A request holding a lot finishes first and is
 * seen here.
 */
export async function lockLotsAndFindBids(ex: Executor, auctionId: number): Promise<boolean> {
  await ex.execute(sql`select id from assets where auction_id = ${auctionId} and status = 'open' order by id for update`);
  const [row] = await queryRows<{ bids: boolean }>(
    ex,
    sql`select exists (select 1 from quotes q join assets a on a.id = q.asset_id where a.auction_id = ${auctionId})
            or exists (select 1 from autobids b join assets a on a.id = b.asset_id where a.auction_id = ${auctionId}) as bids`,
  );
  return Boolean(row?.bids);
}
