import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { queryRows, readPage } from '../../../db/rows.js';
import { assets, auctions, backouts, deals, financiers, states, users } from '../../../db/schema/index.js';
import type { Executor } from '../../../db/client.js';

/** Ended lots and their sale outcome. Queries only. */

const winner = alias(users, 'winner');

export type LotResult = (typeof assets.$inferSelect)['result'];

const resultColumns = {
  assetId: assets.id,
  auctionId: assets.auctionId,
  auctionTitle: auctions.title,
  financierName: financiers.name,
  stateName: states.name,
  lotNo: assets.lotNo,
  make: assets.make,
  model: assets.model,
  year: assets.year,
  registrationNumber: assets.registrationNumber,
  status: assets.status,
  closedAt: assets.closedAt,
  finalPrice: assets.currentPrice,
  reservePrice: assets.reservePrice,
  reserveMet: assets.reserveMet,
  quoteCount: assets.quoteCount,
  result: assets.result,
  winnerUserId: assets.winnerUserId,
  winnerFirstName: winner.firstName,
  winnerLastName: winner.lastName,
  winnerPhone: winner.phone,
  winningAmount: assets.winningAmount,
  counterAmount: assets.counterAmount,
  resultDecidedAt: assets.resultDecidedAt,
  paymentDueAt: assets.paymentDueAt,
  dealStage: deals.stage,
  dealRank: deals.rank,
  triedRanks: deals.triedRanks,
  dealDeadlineAt: deals.deadlineAt,
};
export type ResultRow = NonNullable<Awaited<ReturnType<typeof findResult>>>;

const base = (ex: Executor) =>
  ex
    .select(resultColumns)
    .from(assets)
    .innerJoin(auctions, eq(auctions.id, assets.auctionId))
    .innerJoin(financiers, eq(financiers.id, auctions.financierId))
    .innerJoin(states, eq(states.id, auctions.stateId))
    .leftJoin(winner, eq(winner.id, assets.winnerUserId))
    .leftJoin(deals, eq(deals.assetId, assets.id));

/** The lot's outcome, row-locked when `lock`: decisions on one lot serialise on it. */
export async function findResult(ex: Executor, assetId: number, lock = false) {
  const q = base(ex).where(eq(assets.id, assetId));
  const [row] = await (lock ? q.for('update', { of: assets }) : q);
  return row;
}

export interface ResultFilter {
  auctionId?: number | undefined;
  financierId?: number | undefined;
  stateId?: number | undefined;
  result?: LotResult | undefined;
}

const where = (f: ResultFilter): SQL | undefined =>
  and(
    eq(assets.status, 'closed'),
    f.auctionId === undefined ? undefined : eq(assets.auctionId, f.auctionId),
    f.financierId === undefined ? undefined : eq(auctions.financierId, f.financierId),
    f.stateId === undefined ? undefined : eq(auctions.stateId, f.stateId),
    f.result === undefined ? undefined : eq(assets.result, f.result),
  );

/** Closed lots, most recently closed first. */
export async function listResults(ex: Executor, f: ResultFilter, page: { limit: number; offset: number }) {
  return readPage(
    base(ex).where(where(f)).orderBy(desc(assets.closedAt), desc(assets.id)),
    ex.select({ n: count() }).from(assets).innerJoin(auctions, eq(auctions.id, assets.auctionId)).where(where(f)),
    page,
  );
}

export interface RankedBidder {
  asset_id: number;
  user_id: number;
  amount: number;
  rank: number;
  name: string;
  phone: string;
}

/**
 * Distinct bidders of each lot ranked by their highest quote (H1, H2, H3, ...). Quotes on a lot
 * only ever rise, so amounts do not tie; seq breaks a tie anyway.
 */
export async function rankedBidders(ex: Executor, assetIds: number[], maxRank = 3): Promise<RankedBidder[]> {
  if (assetIds.length === 0) return [];
  const rows = await queryRows<RankedBidder>(
    ex,
    sql`select r.asset_id, r.user_id, r.amount, r.rank::int as rank, trim(u.first_name || ' ' || u.last_name) as name, u.phone
        from (
          select b.asset_id, b.user_id, b.amount, row_number() over (partition by b.asset_id order by b.amount desc, b.seq asc) as rank
          from (
            select distinct on (q.asset_id, q.user_id) q.asset_id, q.user_id, q.amount, q.seq
            from quotes q
            where q.asset_id in (${sql.join(
              assetIds.map((id) => sql`${id}`),
              sql`, `,
            )})
            order by q.asset_id, q.user_id, q.amount desc, q.seq asc
          ) b
        ) r
        join users u on u.id = r.user_id
        where r.rank <= ${maxRank}
        order by r.asset_id, r.rank`,
  );
  return rows.map((r) => ({ ...r, amount: Number(r.amount), rank: Number(r.rank) }));
}

export async function backoutsOf(ex: Executor, assetIds: number[]) {
  if (assetIds.length === 0) return [];
  return ex
    .select({
      assetId: backouts.assetId,
      userId: backouts.userId,
      amount: backouts.amount,
      status: backouts.status,
      createdAt: backouts.createdAt,
    })
    .from(backouts)
    .where(inArray(backouts.assetId, assetIds))
    .orderBy(backouts.createdAt, backouts.id);
}

export async function setResult(ex: Executor, assetId: number, set: PgUpdateSetSource<typeof assets>) {
  const [row] = await ex
    .update(assets)
    .set({ ...set, resultDecidedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(assets.id, assetId))
    .returning({ paymentDueAt: assets.paymentDueAt });
  return row!;
}
