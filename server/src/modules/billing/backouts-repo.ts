import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { assets, auctions, backouts, financiers } from '../../db/schema/index.js';
import { BACKOUT_CHARGE_RUPEES, SALE_PAYMENT_DUE_HOURS } from './constants.js';
import type { Executor } from '../../db/client.js';

/**
 * Records that a winner backed out of a vehicle: the charge is per vehicle, so once per lot and
 * buyer. For the auctions module; returns the existing row when there is one.
 */
export async function insertBackout(ex: Executor, b: { assetId: number; userId: number }) {
  const [row] = await ex
    .insert(backouts)
    .values({ assetId: b.assetId, userId: b.userId, amount: BACKOUT_CHARGE_RUPEES })
    .onConflictDoNothing()
    .returning();
  if (row) return row;
  const [existing] = await ex
    .select()
    .from(backouts)
    .where(and(eq(backouts.assetId, b.assetId), eq(backouts.userId, b.userId)));
  return existing!;
}

const vehicleColumns = {
  assetId: assets.id,
  auctionId: assets.auctionId,
  auctionTitle: auctions.title,
  financierName: financiers.name,
  make: assets.make,
  model: assets.model,
  year: assets.year,
  registrationNumber: assets.registrationNumber,
};

export async function findBackout(ex: Executor, id: number) {
  const [row] = await ex
    .select({ id: backouts.id, userId: backouts.userId, amount: backouts.amount, status: backouts.status, ...vehicleColumns })
    .from(backouts)
    .innerJoin(assets, eq(assets.id, backouts.assetId))
    .innerJoin(auctions, eq(auctions.id, assets.auctionId))
    .innerJoin(financiers, eq(financiers.id, auctions.financierId))
    .where(eq(backouts.id, id));
  return row;
}

/** Idempotent: only a due backout becomes paid; a waived one stays waived. */
export async function resolveBackout(ex: Executor, id: number) {
  await ex
    .update(backouts)
    .set({ status: 'paid', resolvedAt: sql`now()` })
    .where(and(eq(backouts.id, id), eq(backouts.status, 'due')));
}

export async function listUserBackouts(ex: Executor, userId: number) {
  return ex
    .select({
      id: backouts.id,
      amount: backouts.amount,
      status: backouts.status,
      createdAt: backouts.createdAt,
      resolvedAt: backouts.resolvedAt,
      ...vehicleColumns,
    })
    .from(backouts)
    .innerJoin(assets, eq(assets.id, backouts.assetId))
    .innerJoin(auctions, eq(auctions.id, assets.auctionId))
    .innerJoin(financiers, eq(financiers.id, auctions.financierId))
    .where(eq(backouts.userId, userId))
    .orderBy(desc(backouts.createdAt), desc(backouts.id));
}

/** Won and approved vehicles whose sale amount is still to be paid to the financier. */
export async function listSaleDues(ex: Executor, userId: number) {
  const dueAt = sql<Date>`coalesce(${assets.paymentDueAt}, ${assets.resultDecidedAt} + make_interval(hours => ${SALE_PAYMENT_DUE_HOURS}))`;
  return ex
    .select({
      ...vehicleColumns,
      amount: assets.winningAmount,
      dueAt: sql<Date | null>`${dueAt}`.mapWith(assets.paymentDueAt),
      overdue: sql<boolean>`coalesce(${dueAt} < now(), false)`,
    })
    .from(assets)
    .innerJoin(auctions, eq(auctions.id, assets.auctionId))
    .innerJoin(financiers, eq(financiers.id, auctions.financierId))
    .where(and(eq(assets.winnerUserId, userId), eq(assets.result, 'approved')))
    .orderBy(asc(dueAt), asc(assets.id));
}
