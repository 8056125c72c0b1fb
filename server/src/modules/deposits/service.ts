import { randomBytes } from 'node:crypto';
import { MAX_ADJUSTMENT } from '@vahanhaat/contract/http/deposits';
import { DEPOSIT_LIMITS } from '@vahanhaat/contract/http/limits';
import { badRequest, conflict, forbidden, notFound } from '../../errors.js';
import { message } from '../../lib/i18n/render.js';
import { audit, type AdminActor } from '../admin/index.js';
import {
  findPaymentById,
  insertPayment,
  viaGateway,
  type PaymentGateway,
  type PaymentRow,
  type PaymentService,
  type WebhookService,
} from '../billing/index.js';
import { exposureOf } from './exposure.js';
import {
  depositAccount,
  forfeitForLot,
  ledgerEntriesOf,
  LedgerError,
  lockDepositAccount,
  recordAdjustment,
  recordDeposit,
  recordRefund,
  reverseRefund,
} from './ledger.js';
import * as repo from './repo.js';
import { statementCsv, statementPdf, type EntryKind, type Statement, type StatementLine } from './statement.js';
import type { Config } from '../../config.js';
import type { Db, Executor } from '../../db/client.js';
import type { Language } from '../../lib/languages.js';
import type { FastifyBaseLogger } from 'fastify';

/** The smallest refund the gateway takes (Razorpay: ₹1). */
export const MIN_REFUND = 1;

type DepositConfig = Pick<
  Config,
  'DEPOSIT_LIMIT_MULTIPLE' | 'DEPOSIT_TOPUP_MIN' | 'DEPOSIT_TOPUP_MAX' | 'DEPOSIT_BACKOUT_FORFEIT' | 'BRAND_NAME'
>;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

const refundView = (r: repo.RefundRow) => ({
  id: r.id,
  amount: r.amount,
  status: r.status,
  gateway_refund_id: r.gatewayRefundId,
  failure_reason: r.failureReason,
  created_at: iso(r.createdAt)!,
  updated_at: iso(r.updatedAt)!,
});

export function createDepositService(deps: {
  db: Db;
  gateway: PaymentGateway;
  payments: PaymentService;
  webhooks: WebhookService;
  config: DepositConfig;
  log: FastifyBaseLogger;
}) {
  const { db, gateway, payments, webhooks, config, log } = deps;

  // A paid deposit payment credits the buyer's deposit, in the payment's settling transaction.
  payments.onSettled('deposit', async (tx, paid) => {
    await recordDeposit(tx, { userId: paid.userId, amount: paid.amount, paymentId: paid.id });
  });

  /** The multiple that applies: an auction's own, else its financier's, else the platform's. */
  async function multipleFor(auctionId: number | undefined) {
    if (auctionId === undefined) return { multiple: config.DEPOSIT_LIMIT_MULTIPLE, requiresDeposit: null };
    const rule = await repo.auctionDepositRule(db, auctionId);
    if (!rule) throw notFound('buyer.auction_not_found');
    return { multiple: rule.own ?? rule.financier ?? config.DEPOSIT_LIMIT_MULTIPLE, requiresDeposit: rule.requiresDeposit };
  }

  /**
   * The buyer's deposit account: balance, held, limit, what is in use and the refunds. Refunds
   * still on their way are read again from the gateway first (a missed webhook changes nothing
   * for long).
   */
  async function account(userId: number, opts: { auctionId?: number } = {}) {
    const open = await repo.openRefundsOf(db, userId);
    for (const r of open) {
      if (r.status === 'processing' && r.gatewayRefundId) await reconcileRefund(r, { quiet: true });
    }
    const [acct, exposure, refunds, rule] = await Promise.all([
      depositAccount(db, userId),
      exposureOf(db, userId),
      repo.refundsOf(db, userId),
      multipleFor(opts.auctionId),
    ]);
    const limit = acct.balance * rule.multiple;
    const pending = refunds.some((r) => r.status === 'requested' || r.status === 'processing');
    return {
      balance: acct.balance,
      held: acct.held,
      available: acct.available,
      multiple: rule.multiple,
      platform_multiple: config.DEPOSIT_LIMIT_MULTIPLE,
      requires_deposit: rule.requiresDeposit,
      limit,
      in_use: exposure.total,
      in_use_open: exposure.open,
      in_use_unpaid: exposure.unpaid,
      headroom: Math.max(0, limit - exposure.total),
      refundable: exposure.total === 0 && acct.held === 0 && !pending ? acct.available : 0,
      topup_min: config.DEPOSIT_TOPUP_MIN,
      topup_max: config.DEPOSIT_TOPUP_MAX,
      refunds: refunds.map(refundView),
    };
  }

  /** Starts a top-up: a gateway order for the amount and the payments row that is its record. */
  async function startTopUp(userId: number, amount: number) {
    if (!Number.isSafeInteger(amount) || amount < config.DEPOSIT_TOPUP_MIN || amount > config.DEPOSIT_TOPUP_MAX) {
      throw badRequest(message('deposits.topup_range', { min: config.DEPOSIT_TOPUP_MIN, max: config.DEPOSIT_TOPUP_MAX }));
    }
    const receipt = `VHD${randomBytes(8).toString('hex')}`;
    const order = await viaGateway(() => gateway.createOrder({ amount, receipt, notes: { purpose: 'deposit', user_id: String(userId) } }));
    const row = await insertPayment(db, {
      userId,
      purpose: 'deposit',
      gateway: gateway.name,
      orderId: order.id,
      referenceId: receipt,
      amount,
    });
    return {
      payment_id: row.id,
      order_id: order.id,
      amount,
      gateway: gateway.name,
      key: gateway.keyId,
      checkout_url: gateway.checkoutUrl,
    };
  }

  /**
   * The checkout's result for a top-up: the signature over order|payment is checked against the
   * order stored for this buyer's deposit payment; replays answer the same and credit once.
   */
  async function verifyTopUp(userId: number, input: { orderId: string; paymentId: string; signature: string }) {
    const row = await repo.findDepositPaymentByOrder(db, input.orderId);
    if (!row || row.userId !== userId) throw notFound('deposits.order_not_found');
    const paid: PaymentRow = await payments.verifyOrder(row, input);
    const acct = await depositAccount(db, userId);
    return { amount: paid.amount, balance: acct.balance };
  }

  /**
   * A refund of part or all of the free deposit, only with nothing in use (no exposure, no hold,
   * no refund still on its way). The ledger's refund txn is posted with the request; the money
   * goes back to the deposit payments it came from, newest first (one gateway refund per payment),
   * and a refund the gateway refuses or fails is reversed.
   */
  async function requestRefund(userId: number, amount: number) {
    if (!Number.isSafeInteger(amount) || amount < MIN_REFUND) throw badRequest(message('deposits.refund_range', { min: MIN_REFUND }));
    const created = await db.transaction(async (tx) => {
      const acct = await lockDepositAccount(tx, userId);
      if ((await repo.openRefundsOf(tx, userId)).length > 0) throw conflict('deposits.refund_pending');
      if (acct.held > 0) throw conflict(message('deposits.refund_held', { held: acct.held }));
      const exposure = await exposureOf(tx, userId);
      if (exposure.total > 0) throw conflict(message('deposits.refund_in_use', { used: exposure.total }));
      if (amount > acct.available) throw badRequest(message('deposits.refund_too_much', { available: acct.available }));
      const sources = await repo.refundablePayments(tx, userId);
      const refundable = sources.reduce((s, p) => s + p.left, 0);
      if (amount > refundable) throw conflict(message('deposits.refund_not_via_gateway', { refundable }));
      const rows: Array<{ row: repo.RefundRow; gatewayPaymentId: string }> = [];
      let left = amount;
      for (const p of sources) {
        if (left === 0) break;
        const part = Math.min(left, p.left);
        const row = await repo.insertRefund(tx, { userId, amount: part, paymentId: p.id });
        await recordRefund(tx, { userId, amount: part, refundId: row.id });
        rows.push({ row, gatewayPaymentId: p.gatewayPaymentId });
        left -= part;
      }
      return rows;
    });

    for (const { row, gatewayPaymentId } of created) {
      try {
        const r = await gateway.createRefund({
          paymentId: gatewayPaymentId,
          amount: row.amount,
          receipt: `deposit-refund-${row.id}`,
          notes: { purpose: 'deposit_refund', refund_id: String(row.id), user_id: String(userId) },
        });
        await applyRefundState(row.id, r.status, r.id, r.failureReason ?? null);
      } catch (err) {
        // The gateway refused or could not be reached: the money goes back into the deposit.
        log.warn({ refund: row.id, err: err instanceof Error ? err.message : 'unknown' }, 'deposit refund not taken by the gateway');
        await applyRefundState(row.id, 'failed', null, err instanceof Error ? err.message.slice(0, 200) : 'gateway error');
      }
    }
    return account(userId);
  }

  /**
   * Moves a refund to the gateway's state, once: pending → processing; processed; failed (with
   * the reversing txn). A final state is never left.
   */
  async function applyRefundState(
    refundId: number,
    status: 'pending' | 'processed' | 'failed',
    gatewayRefundId: string | null,
    reason: string | null,
  ) {
    await db.transaction(async (tx) => {
      const row = await repo.lockRefund(tx, refundId);
      if (!row || row.status === 'processed' || row.status === 'failed') return;
      const next = status === 'pending' ? 'processing' : status;
      if (next === row.status && (!gatewayRefundId || gatewayRefundId === row.gatewayRefundId)) return;
      await repo.setRefundState(tx, row.id, {
        status: next,
        ...(gatewayRefundId ? { gatewayRefundId } : {}),
        ...(next === 'failed' ? { failureReason: reason ?? 'failed at the gateway' } : {}),
      });
      if (next === 'failed') await reverseRefund(tx, { userId: row.userId, amount: row.amount, refundId: row.id });
    });
  }

  /** Reads a refund's state at the gateway and applies it; quiet: a gateway outage leaves it as it is. */
  async function reconcileRefund(row: repo.RefundRow, opts: { quiet?: boolean } = {}): Promise<boolean> {
    if (!row.gatewayRefundId || row.paymentId === null) return false;
    const paid = await findPaymentById(db, row.paymentId);
    if (!paid?.paymentId) return false;
    let r;
    try {
      r = await viaGateway(() => gateway.fetchRefund(paid.paymentId!, row.gatewayRefundId!));
    } catch (err) {
      if (opts.quiet) return false;
      throw err;
    }
    if (!r) return false;
    await applyRefundState(row.id, r.status, r.id, r.failureReason ?? null);
    return true;
  }

  /** refund.processed / refund.failed: only the ids are taken; the state is read again from the gateway. */
  webhooks.onRefund(async ({ refundId }) => {
    const row = await repo.findRefundByGatewayId(db, refundId);
    if (!row) return false;
    return reconcileRefund(row);
  });

  /**
   * A backout on a lot (in the deal's transaction, after its lot lock): by the configured rule,
   * the charge is taken from the buyer's free deposit (its hold on the lot released first), and
   * what the deposit does not cover stays a due backout charge.
   */
  async function forfeitBackout(tx: Executor, b: { assetId: number; userId: number; charge: number }) {
    const rule = config.DEPOSIT_BACKOUT_FORFEIT;
    if (rule === 'off') return { forfeited: 0, unpaid: b.charge };
    if (rule === 'deposit_auctions' && !(await repo.lotRequiresDeposit(tx, b.assetId))) return { forfeited: 0, unpaid: b.charge };
    const acct = await depositAccount(tx, b.userId);
    if (acct.balance === 0) return { forfeited: 0, unpaid: b.charge };
    const f = await forfeitForLot(tx, { userId: b.userId, assetId: b.assetId, charge: b.charge });
    if (f.forfeited > 0) await repo.reduceBackout(tx, { assetId: b.assetId, userId: b.userId, forfeited: f.forfeited });
    return { forfeited: f.forfeited, unpaid: f.unpaid };
  }

  /**
   * An offer being accepted on a lot of an auction that requires deposits, in the deal's
   * transaction before the deal moves to payment_due (after the deal's lock, so the account lock
   * comes second as everywhere, and before anything that counts in exposure changes): the buyer's
   * exposure with this lot's amount must stay within their buying limit, as for a quote. The offer
   * counts in no exposure yet. Refused with what is in use and what to add (`topUp`).
   */
  async function checkAcceptance(tx: Executor, a: { assetId: number; userId: number; amount: number }) {
    const rule = await repo.lotDepositRule(tx, a.assetId);
    if (!rule?.requires) return;
    const multiple = rule.own ?? rule.financier ?? config.DEPOSIT_LIMIT_MULTIPLE;
    const limit = (await repo.lockedBalance(tx, a.userId)) * multiple;
    const used = (await exposureOf(tx, a.userId)).total;
    if (used + a.amount <= limit) return;
    const add = Math.ceil((used + a.amount - limit) / multiple);
    throw forbidden(message('deposits.accept_limit_exceeded', { limit, used, add, more: a.amount }), { topUp: add });
  }

  /**
   * The buyer's statement, oldest first: each movement's effect on their deposit (holds and
   * releases move nothing, only tie or free part of it) and the running balance.
   */
  async function statement(userId: number): Promise<Statement> {
    const user = await repo.findUser(db, userId);
    if (!user) throw notFound('deposits.user_not_found');
    const entries = (await ledgerEntriesOf(db, userId, 5000)).reverse();
    const byTxn = new Map<number, typeof entries>();
    for (const e of entries) byTxn.set(e.txnId, [...(byTxn.get(e.txnId) ?? []), e]);
    const lines: StatementLine[] = [];
    let balance = 0;
    for (const txn of byTxn.values()) {
      const first = txn[0]!;
      const amount = txn.filter((e) => e.account === 'buyer_deposit' || e.account === 'held').reduce((n, e) => n + e.amount, 0);
      const held = Math.abs(txn.filter((e) => e.account === 'held').reduce((n, e) => n + e.amount, 0));
      balance += amount;
      const kind: EntryKind = first.kind === 'refund_reversal' ? 'refund' : first.kind;
      lines.push({ at: first.createdAt, kind, reference: first.reference, reason: first.reason, amount, held, balance });
    }
    const acct = await depositAccount(db, userId);
    return {
      name: `${user.firstName} ${user.lastName}`.trim(),
      phone: user.phone,
      generatedAt: new Date(),
      lines,
      closing: acct.balance,
      heldNow: acct.held,
    };
  }

  async function statementFile(userId: number, format: 'pdf' | 'csv', lang: Language) {
    const s = await statement(userId);
    if (format === 'csv')
      return { body: Buffer.from(`\ufeff${statementCsv(s, lang)}`, 'utf8'), type: 'text/csv; charset=utf-8', ext: 'csv' };
    return { body: await statementPdf(s, { lang, brand: config.BRAND_NAME }), type: 'application/pdf', ext: 'pdf' };
  }

  // The admins' side.

  async function adminAccounts(q: { search?: string; page: number; size: number }) {
    const rows = await repo.listAccounts(db, { search: q.search, offset: (q.page - 1) * q.size, limit: q.size });
    const items = await Promise.all(
      rows.map(async (r) => {
        const exposure = await exposureOf(db, r.user_id);
        return {
          user_id: Number(r.user_id),
          name: r.name,
          phone: r.phone,
          balance: Number(r.balance),
          held: Number(r.held),
          in_use: exposure.total,
          updated_at: iso(r.updated_at)!,
        };
      }),
    );
    return { items, total: rows[0] ? Number(rows[0].total) : 0, page: q.page, size: q.size };
  }

  async function adminLedger(userId: number) {
    const user = await repo.findUser(db, userId);
    if (!user) throw notFound('deposits.user_not_found');
    const [acct, exposure, refunds, entries] = await Promise.all([
      depositAccount(db, userId),
      exposureOf(db, userId),
      repo.refundsOf(db, userId, 100),
      ledgerEntriesOf(db, userId, 500),
    ]);
    return {
      user: { id: user.id, name: `${user.firstName} ${user.lastName}`.trim(), phone: user.phone },
      balance: acct.balance,
      held: acct.held,
      in_use: exposure.total,
      refunds: refunds.map(refundView),
      entries: entries.map((e) => ({
        id: e.id,
        txn_id: e.txnId,
        account: e.account,
        amount: e.amount,
        kind: e.kind,
        reference: e.reference,
        reason: e.reason,
        created_by: e.createdBy,
        created_at: iso(e.createdAt)!,
      })),
    };
  }

  /** An admin's correction, with its reason, audited in the same transaction. */
  async function adjust(actor: AdminActor, userId: number, amount: number, reason: string) {
    if (!Number.isSafeInteger(amount) || amount === 0 || Math.abs(amount) > MAX_ADJUSTMENT) {
      throw badRequest(message('deposits.adjust_amount', { max: MAX_ADJUSTMENT }));
    }
    const why = reason.trim();
    if (why.length < DEPOSIT_LIMITS.reason_min) throw badRequest('deposits.reason_required');
    if (!(await repo.findUser(db, userId))) throw notFound('deposits.user_not_found');
    return db.transaction(async (tx) => {
      const before = await lockDepositAccount(tx, userId);
      if (amount < 0 && -amount > before.available)
        throw badRequest(message('deposits.adjust_below_zero', { available: before.available }));
      let after;
      try {
        after = await recordAdjustment(tx, { userId, amount, reason: why, createdBy: actor.id });
      } catch (err) {
        if (err instanceof LedgerError) throw badRequest(message('deposits.adjust_below_zero', { available: before.available }));
        throw err;
      }
      await audit(tx, actor, 'deposits.adjust', 'user', userId, {
        amount,
        reason: why,
        balance_before: before.balance,
        balance_after: after.account.balance,
        txn_id: after.txnId,
      });
      return { amount, balance: after.account.balance };
    });
  }

  async function adminRefunds(q: { status?: repo.RefundRow['status']; page: number; size: number }) {
    const rows = await repo.listAllRefunds(db, { status: q.status, offset: (q.page - 1) * q.size, limit: q.size });
    return {
      items: rows.map((r) => ({
        id: Number(r.id),
        user_id: Number(r.user_id),
        name: r.name,
        phone: r.phone,
        amount: Number(r.amount),
        status: r.status,
        gateway_refund_id: r.gateway_refund_id,
        failure_reason: r.failure_reason,
        created_at: iso(r.created_at)!,
        updated_at: iso(r.updated_at)!,
      })),
      total: rows[0] ? Number(rows[0].total) : 0,
      page: q.page,
      size: q.size,
    };
  }

  return {
    account,
    startTopUp,
    verifyTopUp,
    requestRefund,
    applyRefundState,
    reconcileRefund,
    multipleFor,
    checkAcceptance,
    forfeitBackout,
    statement,
    statementFile,
    adminAccounts,
    adminLedger,
    adjust,
    adminRefunds,
  };
}

export type DepositService = ReturnType<typeof createDepositService>;
