import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows.js';
import { auctions, depositAccounts, depositRefunds, financiers, payments, users } from '../../db/schema/index.js';
import type { Executor } from '../../db/client.js';

export type RefundRow = typeof depositRefunds.$inferSelect;

/** The buyer's refunds, newest first. */
export async function refundsOf(ex: Executor, userId: number, limit = 20): Promise<RefundRow[]> {
  return ex.select().from(depositRefunds).where(eq(depositRefunds.userId, userId)).orderBy(desc(depositRefunds.id)).limit(limit);
}

export async function openRefundsOf(ex: Executor, userId: number): Promise<RefundRow[]> {
  return ex
    .select()
    .from(depositRefunds)
    .where(and(eq(depositRefunds.userId, userId), inArray(depositRefunds.status, ['requested', 'processing'])));
}

export async function findRefundByGatewayId(ex: Executor, gatewayRefundId: string, opts: { forUpdate?: boolean } = {}) {
  const q = ex.select().from(depositRefunds).where(eq(depositRefunds.gatewayRefundId, gatewayRefundId));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row;
}

export async function lockRefund(ex: Executor, id: number) {
  const [row] = await ex.select().from(depositRefunds).where(eq(depositRefunds.id, id)).for('update');
  return row;
}

export async function insertRefund(ex: Executor, r: { userId: number; amount: number; paymentId: number }): Promise<RefundRow> {
  const [row] = await ex.insert(depositRefunds).values(r).returning();
  return row!;
}

export async function setRefundState(
  ex: Executor,
  id: number,
  s: { status: RefundRow['status']; gatewayRefundId?: string; failureReason?: string | null },
) {
  await ex
    .update(depositRefunds)
    .set({ ...s, updatedAt: sql`now()` })
    .where(eq(depositRefunds.id, id));
}

/**
 * The buyer's paid deposit payments with what is still refundable on each (paid less refunds not
 * failed), newest first: a refund goes back to the payments the money came from.
 */
export async function refundablePayments(ex: Executor, userId: number) {
  const rows = await queryRows<{ id: number; payment_id: string; amount: number; refunded: number | string }>(
    ex,
    sql`select p.id, p.payment_id, p.amount,
               coalesce((select sum(r.amount) from deposit_refunds r where r.payment_id = p.id and r.status <> 'failed'), 0) as refunded
          from payments p
         where p.user_id = ${userId} and p.purpose = 'deposit' and p.status = 'paid' and p.payment_id is not null
         order by p.id desc`,
  );
  return rows
    .map((r) => ({ id: Number(r.id), gatewayPaymentId: r.payment_id, left: Number(r.amount) - Number(r.refunded) }))
    .filter((r) => r.left > 0);
}

export async function findUser(ex: Executor, userId: number) {
  const [row] = await ex
    .select({ id: users.id, phone: users.phone, firstName: users.firstName, lastName: users.lastName, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** The effective buying-limit multiple of an auction: its own, else its financier's, else null (the platform's). */
export async function auctionDepositRule(ex: Executor, auctionId: number) {
  const [row] = await ex
    .select({ requiresDeposit: auctions.requiresDeposit, own: auctions.depositLimitMultiple, financier: financiers.depositLimitMultiple })
    .from(auctions)
    .leftJoin(financiers, eq(financiers.id, auctions.financierId))
    .where(eq(auctions.id, auctionId));
  return row;
}

/** Whether the lot's auction requires deposits (the backout forfeit rule reads it). */
export async function lotRequiresDeposit(ex: Executor, assetId: number): Promise<boolean> {
  const [row] = await queryRows<{ requires: boolean }>(
    ex,
    sql`select au.requires_deposit as requires from assets a join auctions au on au.id = a.auction_id where a.id = ${assetId}`,
  );
  return Boolean(row?.requires);
}

/** Deposit accounts for the admins, largest first, with each buyer's name and phone. */
export async function listAccounts(ex: Executor, q: { search?: string; offset: number; limit: number }) {
  const term = q.search?.trim();
  const filter = term ? sql`and (u.phone like ${`%${term}%`} or (u.first_name || ' ' || u.last_name) ilike ${`%${term}%`})` : sql``;
  const rows = await queryRows<{
    user_id: number;
    phone: string;
    name: string;
    balance: number;
    held: number;
    updated_at: Date | string;
    total: number | string;
  }>(
    ex,
    sql`select d.user_id, u.phone, trim(u.first_name || ' ' || u.last_name) as name, d.balance, d.held, d.updated_at,
               count(*) over () as total
          from deposit_accounts d join users u on u.id = d.user_id
         where true ${filter}
         order by d.balance desc, d.user_id
         offset ${q.offset} limit ${q.limit}`,
  );
  return rows;
}

/** Every refund for the admins, newest first, with the buyer's name and phone. */
export async function listAllRefunds(ex: Executor, q: { status?: RefundRow['status']; offset: number; limit: number }) {
  const filter = q.status ? sql`where r.status = ${q.status}` : sql``;
  return queryRows<{
    id: number;
    user_id: number;
    phone: string;
    name: string;
    amount: number;
    status: RefundRow['status'];
    gateway_refund_id: string | null;
    failure_reason: string | null;
    created_at: Date | string;
    updated_at: Date | string;
    total: number | string;
  }>(
    ex,
    sql`select r.id, r.user_id, u.phone, trim(u.first_name || ' ' || u.last_name) as name, r.amount, r.status, r.gateway_refund_id,
               r.failure_reason, r.created_at, r.updated_at, count(*) over () as total
          from deposit_refunds r join users u on u.id = r.user_id
          ${filter}
         order by r.id desc
         offset ${q.offset} limit ${q.limit}`,
  );
}

/** The deposit payment a checkout order belongs to. */
export async function findDepositPaymentByOrder(ex: Executor, orderId: string) {
  const [row] = await ex
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.purpose, 'deposit')))
    .limit(1);
  return row;
}

export async function accountExists(ex: Executor, userId: number) {
  const [row] = await ex.select({ userId: depositAccounts.userId }).from(depositAccounts).where(eq(depositAccounts.userId, userId));
  return Boolean(row);
}

/** A buyer's backout charge on a lot, met by a forfeit: settled when covered, else reduced to what is left. */
export async function reduceBackout(ex: Executor, b: { assetId: number; userId: number; forfeited: number }) {
  // A charge fully covered by the deposit is settled; a partly covered one stays due for the rest.
  await queryRows(
    ex,
    sql`update backouts
           set amount = case when amount - ${b.forfeited} > 0 then amount - ${b.forfeited} else amount end,
               status = case when amount - ${b.forfeited} <= 0 then 'paid'::backout_status else status end,
               resolved_at = case when amount - ${b.forfeited} <= 0 then now() else resolved_at end
         where asset_id = ${b.assetId} and user_id = ${b.userId} and status = 'due'
     returning id`,
  );
}

/** The deposit rule of a lot's auction: whether it requires deposits, its own and its financier's multiple. */
export async function lotDepositRule(ex: Executor, assetId: number) {
  const [row] = await queryRows<{ requires: boolean; own: number | null; financier: number | null }>(
    ex,
    sql`select au.requires_deposit as requires, au.deposit_limit_multiple as own, f.deposit_limit_multiple as financier
          from assets a join auctions au on au.id = a.auction_id left join financiers f on f.id = au.financier_id
         where a.id = ${assetId}`,
  );
  return row;
}

/** The buyer's deposit balance under the account row's lock (0 without an account). */
export async function lockedBalance(ex: Executor, userId: number): Promise<number> {
  const [row] = await queryRows<{ balance: number | string }>(
    ex,
    sql`select balance from deposit_accounts where user_id = ${userId} for update`,
  );
  return Number(row?.balance ?? 0);
}
