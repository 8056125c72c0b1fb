/**
 * Holds on won lots, as the deal timeline moves (modules/deals calls these inside its
 * transactions, after its lot locks): a lot of an auction that requires deposits, won and not yet
 * paid, ties part of its buyer's deposit (`holdForLot`); the hold is released exactly once, when
 * the deal is paid, or cancelled (rejected, unsold, backed out, passed to another bidder). A
 * backout's forfeit is the deposits product's rule: it calls `forfeitForLot` (ledger.ts), which
 * releases the hold first; releasing here afterwards is then a no-op.
 */
import { sql } from 'drizzle-orm';
import { intArray, queryRows } from '../../db/rows.js';
import { holdForLot, releaseHold } from './ledger.js';
import type { Executor } from '../../db/client.js';

/** Deal stages in which the buyer owes the lot: its hold stands (and the deal counts as exposure). */
export const HOLDING_STAGES: readonly string[] = ['approval_pending', 'payment_due'];

/** Of these lots, the ones whose auction requires deposits. */
async function depositLots(ex: Executor, assetIds: readonly number[]): Promise<Set<number>> {
  if (assetIds.length === 0) return new Set();
  const rows = await queryRows<{ id: number }>(
    ex,
    sql`select a.id from assets a join auctions au on au.id = a.auction_id where a.id = any(${intArray(assetIds)}::int[]) and au.requires_deposit`,
  );
  return new Set(rows.map((r) => Number(r.id)));
}

/**
 * Lots that just closed with a winner (in the closing transaction, which holds their rows): each
 * winner's hold, up to `holdAmount` of their free deposit, on lots of auctions that require deposits.
 */
export async function holdForWonLots(ex: Executor, lots: readonly { id: number; leader_user_id: number | null }[], holdAmount: number) {
  const won = lots.filter((l) => l.leader_user_id !== null);
  const deposit = await depositLots(
    ex,
    won.map((l) => l.id),
  );
  // Users in id order, as every transaction locks deposit accounts.
  for (const lot of won.filter((l) => deposit.has(l.id)).sort((a, b) => a.leader_user_id! - b.leader_user_id! || a.id - b.id)) {
    await holdForLot(ex, { userId: lot.leader_user_id!, assetId: lot.id, amount: holdAmount });
  }
}

/**
 * Adds to a buyer's exposure_bound (under their account's lock: holdForLot took it), so the bidding
 * engine, which checks a quote against the bound alone, counts the deal. An unknown bound stays
 * unknown (the engine sums exposure, deals included); a buyer without an account has none.
 */
async function raiseExposureBound(ex: Executor, userId: number, by: number) {
  await ex.execute(
    sql`update deposit_accounts set exposure_bound = exposure_bound + ${by} where user_id = ${userId} and exposure_bound is not null`,
  );
}

export interface DealSide {
  stage: string;
  buyerUserId: number;
  /** What the buyer owes for the lot (the deal's amount). */
  amount: number;
}

/**
 * A deal moved from `before` to `after`: the previous buyer's hold is released when the deal no
 * longer holds them (paid, cancelled, or passed to another bidder), and a buyer the deal now holds
 * (an H2 who accepted) gets theirs. What the deal newly commits the buyer to (an accepted offer's
 * amount, or a counter offer above their quote) is added to their account's exposure_bound, which
 * counts unpaid deals (docs/deposits.md): a deal the lot's close opened was counted there already,
 * as the winner's lead on the lot.
 */
export async function settleDealHolds(ex: Executor, d: { assetId: number; before: DealSide; after: DealSide; holdAmount: number }) {
  const holdsNow = HOLDING_STAGES.includes(d.after.stage);
  const releasePrevious = d.before.buyerUserId !== d.after.buyerUserId || !holdsNow;
  if (!releasePrevious && !holdsNow) return;
  if (!(await depositLots(ex, [d.assetId])).has(d.assetId)) return;
  const ops: Array<{ userId: number; run: () => Promise<unknown> }> = [];
  if (releasePrevious)
    ops.push({ userId: d.before.buyerUserId, run: () => releaseHold(ex, { userId: d.before.buyerUserId, assetId: d.assetId }) });
  const heldBefore = d.before.buyerUserId === d.after.buyerUserId && HOLDING_STAGES.includes(d.before.stage);
  const raise = holdsNow ? d.after.amount - (heldBefore ? d.before.amount : 0) : 0;
  if (holdsNow)
    ops.push({
      userId: d.after.buyerUserId,
      run: async () => {
        await holdForLot(ex, { userId: d.after.buyerUserId, assetId: d.assetId, amount: d.holdAmount });
        if (raise > 0) await raiseExposureBound(ex, d.after.buyerUserId, raise);
      },
    });
  // Users in id order, as every transaction locks deposit accounts.
  for (const op of ops.sort((a, b) => a.userId - b.userId)) await op.run();
}
