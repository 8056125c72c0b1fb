import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { writeOutbox, type OutboxEvent } from '../../events/outbox.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { formatINR } from '../../lib/money.js';
import { insertBackout, SALE_PAYMENT_DUE_HOURS } from '../billing/index.js';
import { audit, type AdminActor } from './audit.js';
import type { AdminDeps } from './deps.js';
import { adminEvent, userEvent } from './events.js';
import * as repo from './results-repo.js';
import { pageOf, pageResult, toIso } from './schema.js';

type Result = repo.LotResult;
const AWAITING: Result[] = ['approval_pending', 'countered', 'offered_h2'];

const ACTIONS = {
  approve: { from: AWAITING, label: 'approved' },
  reject: { from: AWAITING, label: 'rejected' },
  counter: { from: AWAITING, label: 'countered' },
  payment: { from: ['approved'] as Result[], label: 'marked paid' },
  backout: { from: [...AWAITING, 'approved'] as Result[], label: 'marked as backed out' },
  offer_h2: { from: ['backed_out'] as Result[], label: 'offered to the next bidder' },
} as const;
export type ResultAction = keyof typeof ACTIONS;

const describe = (r: Result) => r.replace(/_/g, ' ');

export function resultView(r: repo.ResultRow, bidders: repo.RankedBidder[], backouts: Awaited<ReturnType<typeof repo.backoutsOf>>) {
  const ranked = bidders.filter((b) => b.asset_id === r.assetId);
  const at = (rank: number) => {
    const b = ranked.find((x) => x.rank === rank);
    return b ? { user_id: b.user_id, name: b.name, phone: b.phone, amount: b.amount } : null;
  };
  return {
    asset_id: r.assetId,
    auction_id: r.auctionId,
    auction_title: r.auctionTitle,
    financier: r.financierName,
    state: r.stateName,
    lot_no: r.lotNo,
    make: r.make,
    model: r.model,
    year: r.year,
    registration_number: r.registrationNumber,
    closed_at: toIso(r.closedAt),
    final_price: r.finalPrice,
    reserve_price: r.reservePrice,
    reserve_met: r.reserveMet,
    quote_count: r.quoteCount,
    result: r.result,
    winner:
      r.winnerUserId === null
        ? null
        : { user_id: r.winnerUserId, name: `${r.winnerFirstName ?? ''} ${r.winnerLastName ?? ''}`.trim(), phone: r.winnerPhone ?? '', amount: r.winningAmount },
    h1: at(1),
    h2: at(2),
    h3: at(3),
    counter_amount: r.counterAmount,
    result_decided_at: toIso(r.resultDecidedAt),
    payment_due_at: toIso(r.paymentDueAt),
    backouts: backouts
      .filter((b) => b.assetId === r.assetId)
      .map((b) => ({ user_id: b.userId, amount: b.amount, status: b.status, created_at: toIso(b.createdAt)! })),
  };
}
export type ResultView = ReturnType<typeof resultView>;

export interface DecisionInput {
  reason?: string | undefined;
  counter_amount?: number | undefined;
  reference?: string | undefined;
}

export function createResultsService({ db, onCommitted }: AdminDeps) {
  async function view(assetId: number) {
    const r = await repo.findResult(db, assetId);
    if (!r) throw notFound('Lot not found');
    const [bidders, backouts] = await Promise.all([repo.rankedBidders(db, [assetId]), repo.backoutsOf(db, [assetId])]);
    return resultView(r, bidders, backouts);
  }

  /** The next buyer in line: the best remaining bidder who has not backed out of this lot. */
  async function nextBidder(tx: Tx, assetId: number) {
    const [ranked, out] = await Promise.all([repo.rankedBidders(tx, [assetId], 10_000), repo.backoutsOf(tx, [assetId])]);
    const gone = new Set(out.map((b) => b.userId));
    return ranked.find((b) => !gone.has(b.user_id));
  }

  async function apply(tx: Tx, r: repo.ResultRow, action: ResultAction, input: DecisionInput): Promise<{ events: OutboxEvent[]; details: Record<string, unknown> }> {
    const ids = { auctionId: r.auctionId, assetId: r.assetId };
    const winner = r.winnerUserId!;
    switch (action) {
      case 'approve': {
        // A countered sale goes through at the counter amount the buyer accepted.
        const amount = r.result === 'countered' && r.counterAmount !== null ? r.counterAmount : r.winningAmount;
        const set = await repo.setResult(tx, r.assetId, {
          result: 'approved',
          winningAmount: amount,
          paymentDueAt: sql`now() + make_interval(hours => ${SALE_PAYMENT_DUE_HOURS})`,
        });
        const paymentDueAt = toIso(set.paymentDueAt);
        return {
          details: { amount, payment_due_at: paymentDueAt },
          events: [userEvent(winner, 'payment_due', ids, { amount, paymentDueAt }), adminEvent('result', 'approved', ids, { amount, paymentDueAt })],
        };
      }
      case 'reject':
        await repo.setResult(tx, r.assetId, { result: 'rejected', paymentDueAt: null });
        return { details: { reason: input.reason ?? null }, events: [adminEvent('result', 'rejected', ids)] };
      case 'counter': {
        const amount = input.counter_amount!;
        if (r.winningAmount !== null && amount <= r.winningAmount) {
          throw badRequest(`counter_amount must be more than the winning quote of ${formatINR(r.winningAmount)}`);
        }
        await repo.setResult(tx, r.assetId, { result: 'countered', counterAmount: amount, paymentDueAt: null });
        return { details: { counter_amount: amount, winning_amount: r.winningAmount }, events: [adminEvent('result', 'countered', ids, { counterAmount: amount })] };
      }
      case 'payment':
        await repo.setResult(tx, r.assetId, { result: 'paid' });
        return { details: { amount: r.winningAmount, reference: input.reference ?? null }, events: [adminEvent('result', 'paid', ids)] };
      case 'backout': {
        const b = await insertBackout(tx, { assetId: r.assetId, userId: winner });
        await repo.setResult(tx, r.assetId, { result: 'backed_out', paymentDueAt: null });
        return { details: { user_id: winner, backout_id: b.id, charge: b.amount, reason: input.reason ?? null }, events: [adminEvent('result', 'backed_out', ids, { backoutAmount: b.amount })] };
      }
      case 'offer_h2': {
        const next = await nextBidder(tx, r.assetId);
        if (!next) throw conflict('No other bidder is left to offer this lot to');
        await repo.setResult(tx, r.assetId, { result: 'offered_h2', winnerUserId: next.user_id, winningAmount: next.amount, counterAmount: null, paymentDueAt: null });
        return {
          details: { from_user_id: winner, to_user_id: next.user_id, amount: next.amount, rank: next.rank },
          events: [
            userEvent(next.user_id, 'won', ids, { price: next.amount, result: 'offered_h2' }),
            adminEvent('result', 'offered_h2', ids, { amount: next.amount }),
          ],
        };
      }
    }
  }

  return {
    view,

    async list(f: repo.ResultFilter & { page_no?: number | undefined; page_size?: number | undefined }) {
      const page = pageOf(f);
      const { rows, total } = await repo.listResults(db, f, page);
      const ids = rows.map((r) => r.assetId);
      const [bidders, backouts] = await Promise.all([repo.rankedBidders(db, ids), repo.backoutsOf(db, ids)]);
      return pageResult(rows.map((r) => resultView(r, bidders, backouts)), total, page);
    },

    /** Every closed lot the filter keeps, for the CSV export (capped). */
    async all(f: repo.ResultFilter, cap = 10_000) {
      const { rows } = await repo.listResults(db, f, { limit: cap, offset: 0 });
      const ids = rows.map((r) => r.assetId);
      const [bidders, backouts] = await Promise.all([repo.rankedBidders(db, ids), repo.backoutsOf(db, ids)]);
      return rows.map((r) => resultView(r, bidders, backouts));
    },

    /** One decision on a closed lot, allowed only from the results its action names. */
    async decide(actor: AdminActor, assetId: number, action: ResultAction, input: DecisionInput = {}) {
      await db.transaction(async (tx) => {
        const r = await repo.findResult(tx, assetId, true);
        if (!r) throw notFound('Lot not found');
        if (r.status !== 'closed') throw conflict('This lot has not closed yet');
        const rule = ACTIONS[action];
        if (!rule.from.includes(r.result) || r.winnerUserId === null) {
          throw conflict(`A lot whose result is ${describe(r.result)} cannot be ${rule.label}`, { result: r.result });
        }
        const { events, details } = await apply(tx, r, action, input);
        await audit(tx, actor, `result.${action}`, 'asset', assetId, { from: r.result, winner_user_id: r.winnerUserId, ...details });
        await writeOutbox(tx, events);
      });
      onCommitted();
      return view(assetId);
    },
  };
}

export type ResultsService = ReturnType<typeof createResultsService>;
