import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgEnum, pgSequence, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { assets } from './auctions.js';
import { payments } from './billing.js';
import { createdAt, id, rupees, updatedAt } from './columns.js';
import { users } from './users.js';

/**
 * A buyer's security deposit held by the platform, as the ledger leaves it: `balance` is every
 * deposit less refunds and forfeits, plus or minus adjustments (the `buyer_deposit` and `held`
 * accounts together); `held` is the part tied to won lots not yet paid (never refundable while
 * held). Written only by modules/deposits/ledger.ts, in the transaction that posts the entries.
 * The bidding engine locks this row (after the lot locks, users in id order) when it checks a
 * buying limit, so one buyer's quotes on lots in different lanes serialise, and keeps
 * `exposure_bound` on it (docs/deposits.md).
 */
export const depositAccounts = pgTable(
  'deposit_accounts',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id),
    balance: rupees().notNull().default(0),
    held: rupees().notNull().default(0),
    /**
     * Never less than the buyer's exposure (exposure.ts `total`: open lots and unpaid deals): the
     * bidding engine adds what each request it accepts can add and sets it to the exact sum
     * whenever it counts that, and a deal step adds what a deal newly commits the buyer to (an
     * accepted offer, a counter offer's rise: deposits/holds.ts); null until the engine first sums,
     * and again when exposure may have grown without it (an auction made to require deposits:
     * bidding/engine/exposure-bound.sql). Not money the ledger moves.
     */
    exposureBound: bigint({ mode: 'number' }),
    /**
     * No lot below this id holds any of the buyer's exposure (exposure.ts `open`), so the engine's
     * exact sum walks the buyer's quotes (quotes_user_asset_idx) from it, one probe per lot, never
     * their whole history: the statement that locks this row lowers it to the lowest lot of the
     * buyer's requests, an exact sum raises it to the lowest lot that still holds exposure, and an
     * auction made to require deposits lowers it to its first lot (bidding/engine/place-batch.sql,
     * exposure-bound.sql). A lot below it cannot gain the buyer exposure without a request of theirs:
     * a maximum that cannot quote never can again (prices only rise; increments are fixed once quoted).
     */
    exposureFromLot: integer().notNull().default(0),
    /** Until release 0026 the lots the engine may have accepted a request on; no longer read or written (dropped in a later release, once no instance of the previous one runs). */
    exposureLotIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Until release 0026 the length of exposure_lot_ids at its last prune; no longer read or written. */
    exposureLotsKept: integer().notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [check('deposit_accounts_balance_ck', sql`${t.balance} >= 0 and ${t.held} >= 0 and ${t.held} <= ${t.balance}`)],
);

/**
 * The ledger's accounts. Per buyer: `buyer_deposit` (their free deposit) and `held` (deposit tied
 * to a won, unpaid lot). The platform's side: `gateway` (money in or out through the payment
 * gateway), `forfeits` (income from forfeited deposits), `adjustments` (admins' corrections).
 */
export const ledgerAccount = pgEnum('ledger_account', ['buyer_deposit', 'held', 'gateway', 'forfeits', 'adjustments']);
export const ledgerKind = pgEnum('ledger_kind', ['deposit', 'hold', 'release', 'forfeit', 'refund', 'refund_reversal', 'adjustment']);

/** One number per balanced movement: every entry of a movement carries it. */
export const ledgerTxnSeq = pgSequence('ledger_txn_seq');

/**
 * Append-only double-entry journal: a trigger refuses UPDATE and DELETE, and a deferred
 * constraint trigger refuses a commit that leaves any movement (`txn_id`) not summing to zero.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    txnId: bigint({ mode: 'number' }).notNull(),
    /** The buyer the movement is about. */
    userId: integer()
      .notNull()
      .references(() => users.id),
    account: ledgerAccount().notNull(),
    /** Signed rupees; the entries of one txn sum to 0. */
    amount: integer().notNull(),
    kind: ledgerKind().notNull(),
    /** What the movement is about: `payment:<id>`, `refund:<id>`, `lot:<asset id>`... */
    reference: text(),
    /** Required for adjustments. */
    reason: text(),
    /** The admin who posted it; null for the system. */
    createdBy: integer().references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_user_idx').on(t.userId, t.id),
    index('ledger_entries_txn_idx').on(t.txnId),
    // A lot's hold and its release exist at most once per buyer: the database keeps "released
    // exactly once" even against two racing releases.
    uniqueIndex('ledger_entries_hold_once_uq')
      .on(t.userId, t.reference)
      .where(sql`${t.kind} = 'hold' and ${t.account} = 'held'`),
    uniqueIndex('ledger_entries_release_once_uq')
      .on(t.userId, t.reference)
      .where(sql`${t.kind} = 'release' and ${t.account} = 'held'`),
    check('ledger_entries_amount_ck', sql`${t.amount} <> 0`),
    check('ledger_entries_reason_ck', sql`${t.kind} <> 'adjustment' or coalesce(btrim(${t.reason}), '') <> ''`),
  ],
);

export const depositRefundStatus = pgEnum('deposit_refund_status', ['requested', 'processing', 'processed', 'failed']);

export const depositRefunds = pgTable(
  'deposit_refunds',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    amount: rupees().notNull(),
    status: depositRefundStatus().notNull().default('requested'),
    /** Our payments row (a deposit payment) the gateway refunds. */
    paymentId: integer().references(() => payments.id),
    gatewayRefundId: text().unique(),
    failureReason: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('deposit_refunds_user_idx').on(t.userId, sql`${t.createdAt} desc`),
    check('deposit_refunds_amount_ck', sql`${t.amount} > 0`),
  ],
);

/**
 * Every open lot an agent has acted on (the dealer's row: the set an agent's total cap is summed
 * over), and the open lots with quotes or maxima of an auction switched to require deposits (admin
 * recordExposureOfBids). With deposit_accounts.exposure_lot_ids, the set the engine sums a
 * bidder's deposit exposure over, so a limit check reads a buyer's few live lots and never their
 * whole quote history. Rows of closed lots are deleted when the lot closes.
 */
export const exposureLots = pgTable(
  'exposure_lots',
  {
    userId: integer().notNull(),
    assetId: integer()
      .notNull()
      .references(() => assets.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.assetId] }), index('exposure_lots_asset_idx').on(t.assetId)],
);
