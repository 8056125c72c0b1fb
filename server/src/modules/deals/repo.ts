import { and, asc, eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows.js';
import { assets, dealSteps, deals, users, type FinancierNames } from '../../db/schema/index.js';
import type { Executor } from '../../db/client.js';
import type { Stage } from './rules.js';

/** Deals and their timelines. Queries only; the rules are in rules.ts, their use in service.ts. */

export type DealRow = typeof deals.$inferSelect;
export type StepRow = typeof dealSteps.$inferSelect;
export type NewStep = typeof dealSteps.$inferInsert;

export async function dbNow(ex: Executor): Promise<Date> {
  const [row] = await queryRows<{ now: string | Date }>(ex, sql`select now() as now`);
  return new Date(row!.now);
}

/** The deal, row-locked: steps on one deal serialise on it. */
export async function lockDeal(ex: Executor, assetId: number) {
  const [row] = await ex.select().from(deals).where(eq(deals.assetId, assetId)).for('update');
  return row;
}

export async function findDeal(ex: Executor, assetId: number) {
  const [row] = await ex.select().from(deals).where(eq(deals.assetId, assetId));
  return row;
}

/**
 * Writes a step's outcome only over the version it was decided on: of two requests that read the
 * same deal, exactly one updates it; the other gets nothing back and is told the deal moved.
 */
export async function advance(
  ex: Executor,
  assetId: number,
  version: number,
  set: { stage: Stage; buyerUserId: number; rank: number; amount: number; deadlineAt: Date | null; triedRanks: number[] },
) {
  const [row] = await ex
    .update(deals)
    .set({ ...set, version: sql`${deals.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(deals.assetId, assetId), eq(deals.version, version)))
    .returning();
  return row;
}

export async function insertDeal(ex: Executor, d: typeof deals.$inferInsert) {
  const [row] = await ex.insert(deals).values(d).onConflictDoNothing().returning();
  return row;
}

export async function insertSteps(ex: Executor, rows: NewStep[]) {
  if (rows.length > 0) await ex.insert(dealSteps).values(rows);
}

export async function stepsOf(ex: Executor, assetId: number) {
  return ex.select().from(dealSteps).where(eq(dealSteps.assetId, assetId)).orderBy(asc(dealSteps.id));
}

/** Deals whose offer or payment deadline has passed by the database clock; locked, skipping ones being worked on. */
export async function overdue(ex: Executor, limit: number) {
  const rows = await queryRows<{ asset_id: number }>(
    ex,
    sql`select asset_id from deals
        where stage in ('offered', 'payment_due') and deadline_at <= now()
        order by deadline_at
        limit ${limit}
        for update skip locked`,
  );
  return rows.map((r) => Number(r.asset_id));
}

/** The lot result the older readers (My Quotes, dashboards, results) see: kept in step with the deal. */
export async function projectResult(
  ex: Executor,
  assetId: number,
  p: { result: (typeof assets.$inferSelect)['result']; winnerUserId: number; winningAmount: number; paymentDueAt: Date | null },
) {
  await ex
    .update(assets)
    .set({ ...p, resultDecidedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(assets.id, assetId));
}

export interface DealHead {
  asset_id: number;
  auction_id: number;
  auction_title: string;
  financier_name: string;
  financier_names: FinancierNames;
  payee: { accountName: string; bank: string; accountNumber: string; ifsc: string; branch: string } | null;
  state: string;
  lot_no: number;
  make: string;
  model: string;
  year: number;
  registration_number: string;
  yard_location: string;
  closed_at: string | Date | null;
  stage: Stage;
  buyer_user_id: number;
  buyer_name: string;
  buyer_phone: string;
  rank: number;
  amount: number;
  deadline_at: string | Date | null;
  version: number;
  server_time: string | Date;
}

const headSelect = sql`select d.asset_id, a.auction_id, au.title as auction_title, f.name as financier_name, f.name_i18n as financier_names, f.payee,
    s.name as state, a.lot_no, a.make, a.model, a.year, a.registration_number, a.yard_location, a.closed_at,
    d.stage, d.buyer_user_id, concat_ws(' ', u.first_name, nullif(u.middle_name, ''), nullif(u.last_name, '')) as buyer_name,
    u.phone as buyer_phone, d.rank, d.amount, d.deadline_at, d.version, now() as server_time
  from deals d
  join assets a on a.id = d.asset_id
  join auctions au on au.id = a.auction_id
  join financiers f on f.id = au.financier_id
  join states s on s.id = au.state_id
  join users u on u.id = d.buyer_user_id`;

/** The language the buyer saved on the site, or null. */
export async function savedLanguageOf(ex: Executor, userId: number): Promise<string | null> {
  const [row] = await ex.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language ?? null;
}

export async function dealHead(ex: Executor, assetId: number) {
  const [row] = await queryRows<DealHead>(ex, sql`${headSelect} where d.asset_id = ${assetId}`);
  return row;
}

/**
 * The deals a buyer is part of: the ones they hold now, and the ones they held and left (a
 * backout whose charge they owe, a declined offer), newest first.
 */
export async function dealHeadsOf(ex: Executor, userId: number, limit = 200) {
  return queryRows<DealHead>(
    ex,
    sql`${headSelect}
        where d.buyer_user_id = ${userId}
           or exists (select 1 from deal_steps st where st.asset_id = d.asset_id and st.buyer_user_id = ${userId})
        order by d.updated_at desc, d.asset_id desc
        limit ${limit}`,
  );
}

export interface BackoutOf {
  id: number;
  asset_id: number;
  user_id: number;
  amount: number;
  status: 'due' | 'paid' | 'waived';
}

export async function backoutsFor(ex: Executor, assetIds: number[]) {
  if (assetIds.length === 0) return [];
  return queryRows<BackoutOf>(
    ex,
    sql`select id, asset_id, user_id, amount, status from backouts where asset_id in (${sql.join(
      assetIds.map((i) => sql`${i}`),
      sql`, `,
    )})`,
  );
}

export async function stepsFor(ex: Executor, assetIds: number[]) {
  if (assetIds.length === 0) return [];
  return ex
    .select()
    .from(dealSteps)
    .where(
      sql`${dealSteps.assetId} in (${sql.join(
        assetIds.map((i) => sql`${i}`),
        sql`, `,
      )})`,
    )
    .orderBy(asc(dealSteps.id));
}

export async function bidderNames(ex: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return queryRows<{ id: number; name: string }>(
    ex,
    sql`select id, concat_ws(' ', first_name, nullif(middle_name, ''), nullif(last_name, '')) as name from users where id in (${sql.join(
      ids.map((i) => sql`${i}`),
      sql`, `,
    )})`,
  );
}
