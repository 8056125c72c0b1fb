import { badRequest, conflict, notFound } from '../../../errors.js';
import { writeOutbox } from '../../../events/outbox.js';
import { message } from '../../../lib/i18n/render.js';
import { type Action, createDealService, nextBidder } from '../../deals/index.js';
import { audit } from '../audit/index.js';
import { adminEvent } from '../shared/events.js';
import { pageOf, pageResult, toIso } from '../shared/schema.js';
import * as repo from './repo.js';
import type { Tx } from '../../../db/client.js';
import type { AdminActor } from '../shared/access.js';
import type { AdminDeps } from '../shared/deps.js';

type Result = repo.LotResult;
const AWAITING: Result[] = ['approval_pending', 'countered', 'offered_h2'];

const ACTIONS = {
  approve: { from: AWAITING, label: 'approved' },
  reject: { from: AWAITING, label: 'rejected' },
  counter: { from: AWAITING, label: 'countered' },
  payment: { from: ['approved'] as Result[], label: 'marked paid' },
  backout: { from: [...AWAITING, 'approved'] as Result[], label: 'marked as backed out' },
  offer_h2: { from: ['backed_out', 'rejected'] as Result[], label: 'offered to the next bidder' },
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
        : {
            user_id: r.winnerUserId,
            name: `${r.winnerFirstName ?? ''} ${r.winnerLastName ?? ''}`.trim(),
            phone: r.winnerPhone ?? '',
            amount: r.winningAmount,
          },
    h1: at(1),
    h2: at(2),
    h3: at(3),
    counter_amount: r.counterAmount,
    deal_stage: r.dealStage,
    deal_rank: r.dealRank,
    deal_deadline_at: toIso(r.dealDeadlineAt),
    // Who a fallback would offer the lot to: the best of H2, H3 not yet given their chance.
    next_offer: (() => {
      const n = r.triedRanks
        ? nextBidder(
            ranked.map((b) => ({ userId: b.user_id, rank: b.rank, amount: b.amount })),
            r.triedRanks,
          )
        : undefined;
      const b = n ? at(n.rank) : null;
      return b ? { ...b, rank: n!.rank } : null;
    })(),
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

export function createResultsService({ db, onCommitted, onBackout }: AdminDeps) {
  /** The rows with their ranked bidders and backouts. */
  async function viewsOf(rows: repo.ResultRow[]) {
    const ids = rows.map((r) => r.assetId);
    const [bidders, backouts] = await Promise.all([repo.rankedBidders(db, ids), repo.backoutsOf(db, ids)]);
    return rows.map((r) => resultView(r, bidders, backouts));
  }

  async function view(assetId: number) {
    const r = await repo.findResult(db, assetId);
    if (!r) throw notFound('admin.lot_not_found');
    return (await viewsOf([r]))[0]!;
  }

  const deals = createDealService({ db, onCommitted, onBackout });
  /** Each decision but a counter offer is a step of the lot's deal, whose rules decide it. */
  const STEP: Record<Exclude<ResultAction, 'counter'>, Action> = {
    approve: 'approve',
    reject: 'reject',
    payment: 'confirm_payment',
    backout: 'backout',
    offer_h2: 'offer_next',
  };

  async function apply(
    tx: Tx,
    actor: AdminActor,
    r: repo.ResultRow,
    action: ResultAction,
    input: DecisionInput,
  ): Promise<Record<string, unknown>> {
    if (action === 'counter') {
      const amount = input.counter_amount!;
      if (r.winningAmount !== null && amount <= r.winningAmount) {
        throw badRequest(message('admin.counter_too_low', { amount: r.winningAmount }));
      }
      await repo.setResult(tx, r.assetId, { result: 'countered', counterAmount: amount, paymentDueAt: null });
      await writeOutbox(tx, [adminEvent('result', 'countered', { auctionId: r.auctionId, assetId: r.assetId }, { counterAmount: amount })]);
      return { counter_amount: amount, winning_amount: r.winningAmount };
    }
    // A countered sale goes through at the counter amount the buyer accepted.
    const amount = action === 'approve' && r.result === 'countered' && r.counterAmount !== null ? r.counterAmount : undefined;
    const note = input.reason ?? input.reference;
    const out = await deals.stepIn(
      tx,
      r.assetId,
      STEP[action],
      { kind: 'admin', userId: actor.id },
      { amount, note, document: input.reference },
    );
    const to = out.steps.at(-1)!;
    return {
      stage: out.state.stage,
      buyer_user_id: to.buyerUserId,
      rank: to.rank,
      amount: to.amount,
      deadline_at: out.state.deadlineAt?.toISOString() ?? null,
      ...(input.reason ? { reason: input.reason } : {}),
      ...(input.reference ? { reference: input.reference } : {}),
    };
  }

  return {
    view,

    async list(f: repo.ResultFilter & { page_no?: number | undefined; page_size?: number | undefined }) {
      const page = pageOf(f);
      const { rows, total } = await repo.listResults(db, f, page);
      return pageResult(await viewsOf(rows), total, page);
    },

    /** Every closed lot the filter keeps, for the CSV export (capped); the audit log notes who took it. */
    async exportAll(actor: AdminActor, f: repo.ResultFilter, cap = 10_000) {
      const views = await viewsOf((await repo.listResults(db, f, { limit: cap, offset: 0 })).rows);
      await audit(db, actor, 'results.export', 'auction', f.auctionId ?? null, { filter: f, rows: views.length });
      return views;
    },

    /** One decision on a closed lot, allowed only from the results its action names. */
    async decide(actor: AdminActor, assetId: number, action: ResultAction, input: DecisionInput = {}) {
      await db.transaction(async (tx) => {
        const r = await repo.findResult(tx, assetId, true);
        if (!r) throw notFound('admin.lot_not_found');
        if (r.status !== 'closed') throw conflict('admin.lot_not_closed');
        const rule = ACTIONS[action];
        if (!rule.from.includes(r.result) || r.winnerUserId === null) {
          throw conflict(message('admin.result_blocks_action', { result: describe(r.result), action: rule.label }), { result: r.result });
        }
        const details = await apply(tx, actor, r, action, input);
        await audit(tx, actor, `result.${action}`, 'asset', assetId, { from: r.result, winner_user_id: r.winnerUserId, ...details });
      });
      onCommitted();
      return view(assetId);
    },
  };
}

export type ResultsService = ReturnType<typeof createResultsService>;
