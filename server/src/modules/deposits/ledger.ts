/**
 * The deposit ledger's core: every movement of a buyer's security deposit is one balanced
 * transaction of the append-only double-entry journal (`ledger_entries`), and the buyer's
 * `deposit_accounts` row (balance, held) is moved in the same database transaction, under that
 * row's lock. Nothing else writes either table.
 *
 * Accounts. Per buyer: `buyer_deposit` (their deposit, free) and `held` (deposit tied to a won
 * lot not yet paid). The platform's side: `gateway` (money in or out through the payment
 * gateway), `forfeits` (income from forfeited deposits), `adjustments` (admins' corrections).
 * `deposit_accounts.balance` = Σ buyer_deposit + Σ held of the buyer (what the platform holds of
 * theirs, the base of the buying limit); `held` = Σ held; `available` = balance − held (what can
 * be refunded or forfeited without touching a hold).
 *
 * Rules the ledger keeps (and the database keeps again):
 * - every transaction's entries sum to 0 (`postTxn` refuses otherwise; a deferred constraint
 *   trigger refuses the commit of an unbalanced txn_id);
 * - no balance is ever negative, with no exception: balance ≥ 0, 0 ≤ held ≤ balance (a check on
 *   deposit_accounts). A movement that would break it is refused (`insufficient`); a forfeit takes
 *   at most what is there and says how much it took;
 * - entries are never updated or deleted (a trigger); a correction is a new movement;
 * - a lot's hold exists at most once per buyer and is released at most once (partial unique
 *   indexes on (user_id, reference) for the `held` side of `hold` and of `release`); `releaseHold`
 *   and `forfeitForLot` are no-ops on a hold already released, so calling them again is safe.
 *
 * Lock order: the buyer's deposit_accounts row is locked AFTER any lot (assets) row the
 * transaction locks, as the bidding engine does (lots in id order, then accounts in user id
 * order). Call these functions after the transaction's lot locks, never before.
 *
 * References: `payment:<payments.id>` (deposit), `refund:<deposit_refunds.id>` (refund and its
 * reversal), `lot:<assets.id>` (hold, release, forfeit), null for adjustments.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows.js';
import { depositAccounts, ledgerAccount, ledgerEntries, ledgerKind } from '../../db/schema/index.js';
import type { Executor } from '../../db/client.js';

export type LedgerAccount = (typeof ledgerAccount.enumValues)[number];
export type LedgerKind = (typeof ledgerKind.enumValues)[number];

export interface LedgerEntryInput {
  account: LedgerAccount;
  /** Signed whole rupees, never 0. */
  amount: number;
}

export interface Movement {
  /** The buyer the movement is about (whose deposit account the buyer-side entries move). */
  userId: number;
  kind: LedgerKind;
  entries: readonly LedgerEntryInput[];
  reference?: string | null;
  /** Required for adjustments. */
  reason?: string | null;
  /** The admin who posted it; null for the system. */
  createdBy?: number | null;
}

export interface DepositAccount {
  balance: number;
  held: number;
  /** balance − held: what can be refunded or forfeited without touching a hold. */
  available: number;
}

export type LedgerErrorCode = 'unbalanced' | 'invalid_amount' | 'insufficient' | 'reason_required';

/** A movement the ledger refuses; nothing was written. */
export class LedgerError extends Error {
  constructor(
    readonly code: LedgerErrorCode,
    detail: string,
  ) {
    super(`ledger: ${code}: ${detail}`);
    this.name = 'LedgerError';
  }
}

const BUYER_SIDE: ReadonlySet<LedgerAccount> = new Set(['buyer_deposit', 'held']);

export const lotReference = (assetId: number) => `lot:${assetId}`;
export const paymentReference = (paymentId: number) => `payment:${paymentId}`;
export const refundReference = (refundId: number) => `refund:${refundId}`;

const toAccount = (row: { balance: number; held: number }): DepositAccount => ({
  balance: Number(row.balance),
  held: Number(row.held),
  available: Number(row.balance) - Number(row.held),
});

/** The buyer's deposit account as committed (zeros for a buyer who never deposited). */
export async function depositAccount(ex: Executor, userId: number): Promise<DepositAccount> {
  const [row] = await ex
    .select({ balance: depositAccounts.balance, held: depositAccounts.held })
    .from(depositAccounts)
    .where(eq(depositAccounts.userId, userId));
  return toAccount(row ?? { balance: 0, held: 0 });
}

/**
 * The buyer's account row, created if missing and locked for the rest of the transaction: every
 * movement of one buyer's deposit serialises here (and with the engine's limit checks).
 */
export async function lockDepositAccount(ex: Executor, userId: number): Promise<DepositAccount> {
  await ex.insert(depositAccounts).values({ userId }).onConflictDoNothing();
  const [row] = await ex
    .select({ balance: depositAccounts.balance, held: depositAccounts.held })
    .from(depositAccounts)
    .where(eq(depositAccounts.userId, userId))
    .for('update');
  return toAccount(row!);
}

/**
 * Posts one balanced movement: validates it, moves the buyer's account under its lock and appends
 * the entries with one new txn id. Must run inside a transaction (the caller's). Refuses, writing
 * nothing: entries not summing to 0, fewer than two, amounts not whole non-zero rupees, an
 * adjustment without a reason, a result below zero (balance, held or available).
 */
export async function postTxn(ex: Executor, m: Movement): Promise<{ txnId: number; account: DepositAccount }> {
  if (m.entries.length < 2) throw new LedgerError('unbalanced', 'a movement has at least two entries');
  for (const e of m.entries) {
    if (!Number.isSafeInteger(e.amount) || e.amount === 0) throw new LedgerError('invalid_amount', `${e.account} ${e.amount}`);
  }
  const sum = m.entries.reduce((s, e) => s + e.amount, 0);
  if (sum !== 0) throw new LedgerError('unbalanced', `entries sum to ${sum}`);
  if (m.kind === 'adjustment' && !m.reason?.trim()) throw new LedgerError('reason_required', 'an adjustment needs a reason');

  const balanceDelta = m.entries.filter((e) => BUYER_SIDE.has(e.account)).reduce((s, e) => s + e.amount, 0);
  const heldDelta = m.entries.filter((e) => e.account === 'held').reduce((s, e) => s + e.amount, 0);
  const before = await lockDepositAccount(ex, m.userId);
  const after = { balance: before.balance + balanceDelta, held: before.held + heldDelta };
  if (after.balance < 0 || after.held < 0 || after.held > after.balance) {
    throw new LedgerError('insufficient', `balance ${before.balance}, held ${before.held}; movement ${balanceDelta} (held ${heldDelta})`);
  }
  if (balanceDelta !== 0 || heldDelta !== 0) {
    await ex
      .update(depositAccounts)
      .set({ balance: after.balance, held: after.held, updatedAt: sql`now()` })
      .where(eq(depositAccounts.userId, m.userId));
  }
  const [txn] = await queryRows<{ id: string | number }>(ex, sql`select nextval('ledger_txn_seq') as id`);
  const txnId = Number(txn!.id);
  await ex.insert(ledgerEntries).values(
    m.entries.map((e) => ({
      txnId,
      userId: m.userId,
      account: e.account,
      amount: e.amount,
      kind: m.kind,
      reference: m.reference ?? null,
      reason: m.reason?.trim() || null,
      createdBy: m.createdBy ?? null,
    })),
  );
  return { txnId, account: toAccount(after) };
}

const positive = (amount: number, what: string) => {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new LedgerError('invalid_amount', `${what} ${amount}`);
};

/** Whether a movement of this kind and reference is already in the buyer's journal. */
async function posted(ex: Executor, userId: number, kind: LedgerKind, reference: string): Promise<number | null> {
  const [row] = await ex
    .select({ amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.userId, userId),
        eq(ledgerEntries.kind, kind),
        eq(ledgerEntries.reference, reference),
        sql`${ledgerEntries.account} in ('buyer_deposit', 'held')`,
      ),
    )
    .orderBy(desc(ledgerEntries.id))
    .limit(1);
  return row ? Math.abs(row.amount) : null;
}

/**
 * A paid deposit payment: gateway −x, buyer_deposit +x. Once per payment (a second call for the
 * same payment posts nothing and answers the account).
 */
export async function recordDeposit(ex: Executor, d: { userId: number; amount: number; paymentId: number }) {
  positive(d.amount, 'deposit');
  const reference = paymentReference(d.paymentId);
  const account = await lockDepositAccount(ex, d.userId);
  if ((await posted(ex, d.userId, 'deposit', reference)) !== null) return { txnId: null, account };
  return postTxn(ex, {
    userId: d.userId,
    kind: 'deposit',
    reference,
    entries: [
      { account: 'gateway', amount: -d.amount },
      { account: 'buyer_deposit', amount: d.amount },
    ],
  });
}

/** A refund requested: buyer_deposit −x, gateway +x, from the available deposit only. */
export async function recordRefund(ex: Executor, r: { userId: number; amount: number; refundId: number; createdBy?: number | null }) {
  positive(r.amount, 'refund');
  return postTxn(ex, {
    userId: r.userId,
    kind: 'refund',
    reference: refundReference(r.refundId),
    createdBy: r.createdBy ?? null,
    entries: [
      { account: 'buyer_deposit', amount: -r.amount },
      { account: 'gateway', amount: r.amount },
    ],
  });
}

/** A refund the gateway failed: the money back in the deposit (gateway −x, buyer_deposit +x). Once per refund. */
export async function reverseRefund(ex: Executor, r: { userId: number; amount: number; refundId: number }) {
  positive(r.amount, 'refund reversal');
  const reference = refundReference(r.refundId);
  const account = await lockDepositAccount(ex, r.userId);
  if ((await posted(ex, r.userId, 'refund_reversal', reference)) !== null) return { txnId: null, account };
  return postTxn(ex, {
    userId: r.userId,
    kind: 'refund_reversal',
    reference,
    entries: [
      { account: 'gateway', amount: -r.amount },
      { account: 'buyer_deposit', amount: r.amount },
    ],
  });
}

/** An admin's correction with its reason: signed amount onto buyer_deposit, the opposite onto adjustments. */
export async function recordAdjustment(ex: Executor, a: { userId: number; amount: number; reason: string; createdBy: number | null }) {
  if (!Number.isSafeInteger(a.amount) || a.amount === 0) throw new LedgerError('invalid_amount', `adjustment ${a.amount}`);
  return postTxn(ex, {
    userId: a.userId,
    kind: 'adjustment',
    reason: a.reason,
    createdBy: a.createdBy,
    entries: [
      { account: 'buyer_deposit', amount: a.amount },
      { account: 'adjustments', amount: -a.amount },
    ],
  });
}

/** The amount held for the buyer on a lot and whether it was released: null when there never was a hold. */
export async function holdOf(ex: Executor, userId: number, assetId: number): Promise<{ amount: number; released: boolean } | null> {
  const rows = await ex
    .select({ kind: ledgerEntries.kind, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.reference, lotReference(assetId)), eq(ledgerEntries.account, 'held')));
  const hold = rows.find((r) => r.kind === 'hold');
  if (!hold) return null;
  return { amount: hold.amount, released: rows.some((r) => r.kind === 'release') };
}

/**
 * Ties up to `amount` of the buyer's available deposit to a won lot (buyer_deposit −h, held +h,
 * h = min(amount, available)). Once per buyer and lot; answers what is held (0: nothing was free,
 * or the lot already had its hold, released or not).
 */
export async function holdForLot(ex: Executor, h: { userId: number; assetId: number; amount: number }): Promise<number> {
  positive(h.amount, 'hold');
  const account = await lockDepositAccount(ex, h.userId);
  if ((await holdOf(ex, h.userId, h.assetId)) !== null) return 0;
  const amount = Math.min(h.amount, account.available);
  if (amount <= 0) return 0;
  await postTxn(ex, {
    userId: h.userId,
    kind: 'hold',
    reference: lotReference(h.assetId),
    entries: [
      { account: 'buyer_deposit', amount: -amount },
      { account: 'held', amount },
    ],
  });
  return amount;
}

/**
 * Releases the buyer's hold on a lot back to their free deposit (held −h, buyer_deposit +h): on
 * payment, on a cancelled deal, before a forfeit. Exactly once: answers the amount released now,
 * 0 when there is no hold or it was released already.
 */
export async function releaseHold(ex: Executor, r: { userId: number; assetId: number }): Promise<number> {
  await lockDepositAccount(ex, r.userId);
  const hold = await holdOf(ex, r.userId, r.assetId);
  if (!hold || hold.released) return 0;
  await postTxn(ex, {
    userId: r.userId,
    kind: 'release',
    reference: lotReference(r.assetId),
    entries: [
      { account: 'held', amount: -hold.amount },
      { account: 'buyer_deposit', amount: hold.amount },
    ],
  });
  return hold.amount;
}

/**
 * A backout charge taken from the deposit: releases the lot's hold (if any), then forfeits
 * min(charge, available) (buyer_deposit −f, forfeits +f). Once per buyer and lot: a second call
 * forfeits nothing. Answers what was forfeited and what of the charge is left to bill (charge − f).
 * When to call it (the configured rule) is the deposits product's decision.
 */
export async function forfeitForLot(ex: Executor, f: { userId: number; assetId: number; charge: number; createdBy?: number | null }) {
  positive(f.charge, 'forfeit');
  const released = await releaseHold(ex, f);
  const reference = lotReference(f.assetId);
  const already = await posted(ex, f.userId, 'forfeit', reference);
  if (already !== null) return { released, forfeited: 0, unpaid: 0, alreadyForfeited: already };
  const account = await lockDepositAccount(ex, f.userId);
  const forfeited = Math.min(f.charge, account.available);
  if (forfeited > 0) {
    await postTxn(ex, {
      userId: f.userId,
      kind: 'forfeit',
      reference,
      createdBy: f.createdBy ?? null,
      entries: [
        { account: 'buyer_deposit', amount: -forfeited },
        { account: 'forfeits', amount: forfeited },
      ],
    });
  }
  return { released, forfeited, unpaid: f.charge - forfeited, alreadyForfeited: null };
}

/** The buyer's journal, newest first (statements, the admin's view). */
export async function ledgerEntriesOf(ex: Executor, userId: number, limit = 500) {
  return ex.select().from(ledgerEntries).where(eq(ledgerEntries.userId, userId)).orderBy(desc(ledgerEntries.id)).limit(limit);
}
