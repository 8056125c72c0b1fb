import { AppError, conflict, forbidden, notFound } from '../../errors.js';
import { writeOutbox, type OutboxEvent } from '../../events/outbox.js';
import { adminSubject, userSubject } from '../../events/subjects.js';
import { message } from '../../lib/i18n/render.js';
import { rankedBidders } from '../admin/index.js';
import { BACKOUT_CHARGE_RUPEES, insertBackout } from '../billing/index.js';
import { holdForWonLots, settleDealHolds } from '../deposits/index.js';
import * as repo from './repo.js';
import {
  apply,
  deadlineAction,
  followUp,
  lotResultOf,
  MAX_RANK,
  opened,
  type Action,
  type Actor,
  type Bidder,
  type DealState,
  type Refusal,
  type Step,
} from './rules.js';
import type { Db, Executor, Tx } from '../../db/client.js';

export interface DealActor {
  kind: Actor;
  userId: number | null;
}

export interface StepInput {
  note?: string | undefined;
  /** A reference for the step's paper (the NOC number, the new RC number...). */
  document?: string | undefined;
  /** The approved amount when it is not the buyer's quote (a counter offer they accepted). */
  amount?: number | undefined;
}

/** Documents a step produces by itself, which the buyer downloads from the timeline. */
const GENERATED: Partial<Record<Action, string>> = { release: 'gate_pass', issue_noc: 'release_letter' };

function refusalError(r: Refusal, action: Action): AppError {
  switch (r.code) {
    case 'wrong_stage':
      return conflict(message('deal.wrong_stage', { stage: r.stage, step: action.replace(/_/g, ' ') }), { stage: r.stage, action });
    case 'not_allowed':
      return forbidden('deal.not_allowed', { action });
    case 'not_buyer':
      return forbidden('deal.not_buyer');
    case 'moved_on':
      return conflict('deal.moved_on', { action });
    case 'deadline_passed':
      return conflict('deal.deadline_passed', { deadline_at: r.deadlineAt.toISOString() });
    case 'deadline_not_reached':
      return conflict('deal.deadline_not_reached', { deadline_at: r.deadlineAt.toISOString() });
    case 'no_bidder_left':
      return conflict('deal.no_bidder_left');
  }
}

const toState = (d: repo.DealRow): DealState => ({
  stage: d.stage,
  buyerUserId: d.buyerUserId,
  rank: d.rank,
  amount: d.amount,
  deadlineAt: d.deadlineAt,
  tried: d.triedRanks,
});

async function biddersOf(ex: Executor, assetId: number): Promise<Bidder[]> {
  const ranked = await rankedBidders(ex, [assetId], MAX_RANK);
  return ranked.map((b) => ({ userId: b.user_id, rank: b.rank, amount: b.amount }));
}

/** The outbox event of one step, for the buyer it concerns (and the notification service to come). */
export function dealEvent(ids: { auctionId: number; assetId: number }, s: Step, actor: Actor, document: string | null): OutboxEvent {
  return {
    subject: userSubject(s.buyerUserId, 'deal'),
    kind: `deal_${s.action}`,
    auctionId: ids.auctionId,
    assetId: ids.assetId,
    payload: {
      type: 'deal',
      event: s.action,
      auctionId: ids.auctionId,
      assetId: ids.assetId,
      buyerUserId: s.buyerUserId,
      stage: s.stage,
      rank: s.rank,
      amount: s.amount,
      deadlineAt: s.deadlineAt ? s.deadlineAt.toISOString() : null,
      backoutCharge: s.charge,
      actor,
      document,
    },
  };
}

/** The admin feed's change names, as the console's live monitor knows them. */
const CHANGE: Partial<Record<Action, string>> = {
  approve: 'approved',
  reject: 'rejected',
  backout: 'backed_out',
  offer_next: 'offered_h2',
  confirm_payment: 'paid',
};

const adminFeed = (ids: { auctionId: number; assetId: number }, s: Step): OutboxEvent => ({
  subject: adminSubject('result'),
  kind: 'admin_result',
  auctionId: ids.auctionId,
  assetId: ids.assetId,
  payload: {
    type: 'admin_result',
    change: CHANGE[s.action] ?? s.action,
    auctionId: ids.auctionId,
    assetId: ids.assetId,
    stage: s.stage,
    rank: s.rank,
    amount: s.amount,
  },
});

/**
 * Opens the deal of each lot that just closed with a winner, inside the closing transaction: the
 * leader is H1, approval pending.
 */
export async function openDeals(tx: Executor, lots: { id: number; leader_user_id: number | null; current_price: number | null }[]) {
  for (const lot of lots) {
    if (lot.leader_user_id === null || lot.current_price === null) continue;
    const s = opened({ userId: lot.leader_user_id, rank: 1, amount: Number(lot.current_price) });
    const row = await repo.insertDeal(tx, {
      assetId: lot.id,
      stage: s.stage,
      buyerUserId: s.buyerUserId,
      rank: s.rank,
      amount: s.amount,
      triedRanks: [...s.tried],
    });
    if (row) {
      await repo.insertSteps(tx, [
        { assetId: lot.id, action: 'close', stage: s.stage, buyerUserId: s.buyerUserId, rank: 1, amount: s.amount, actorKind: 'system' },
      ]);
    }
  }
  // On auctions that require deposits, each winner's deposit is held until the deal is paid or
  // cancelled: up to the backout charge, what a backout may forfeit.
  await holdForWonLots(tx, lots, BACKOUT_CHARGE_RUPEES);
}

export function createDealService({
  db,
  onCommitted,
  onBackout,
  onAccept,
}: {
  db: Db;
  onCommitted: () => void;
  /** A backout charge was just recorded (in the step's transaction): the deposit rule may meet it. */
  onBackout?: (tx: Tx, b: { assetId: number; userId: number; charge: number }) => Promise<unknown>;
  /** An offer is being accepted (in the step's transaction, before the deal becomes payment_due): the buyer's limit may refuse it. */
  onAccept?: (tx: Tx, a: { assetId: number; userId: number; amount: number }) => Promise<unknown>;
}) {
  /** One step inside `tx`: decided by the rules on the locked deal, written over its version. */
  async function stepIn(tx: Tx, assetId: number, action: Action, actor: DealActor, input: StepInput = {}) {
    const d = await repo.lockDeal(tx, assetId);
    if (!d) throw notFound('deal.nothing_to_act_on');
    const [now, bidders, head] = await Promise.all([repo.dbNow(tx), biddersOf(tx, assetId), repo.dealHead(tx, assetId)]);
    const ctx = { actor: actor.kind, userId: actor.userId, now, bidders, amount: input.amount ?? null };
    const out = apply(toState(d), action, ctx);
    if (!out.ok) throw refusalError(out.refusal, action);
    let state = out.state;
    const steps: { step: Step; actor: DealActor }[] = out.steps.map((step) => ({ step, actor }));
    const more = followUp(state.stage);
    if (more) {
      const next = apply(state, more, { ...ctx, actor: 'system', userId: null });
      if (next.ok) {
        state = next.state;
        steps.push(...next.steps.map((step) => ({ step, actor: { kind: 'system' as const, userId: null } })));
      }
    }
    // An H2 or H3 who accepts commits to the lot's amount: on a deposit auction it must fit their
    // buying limit, as a quote must. Checked before the deal moves, under the deposit account's lock
    // (after the deal's, as everywhere): a quote that holds the account then commits first and is
    // counted, and one that waits for it reads the deal as accepted.
    if (action === 'accept' && state.stage === 'payment_due') {
      await onAccept?.(tx, { assetId, userId: state.buyerUserId, amount: state.amount });
    }
    const moved = await repo.advance(tx, assetId, d.version, {
      stage: state.stage,
      buyerUserId: state.buyerUserId,
      rank: state.rank,
      amount: state.amount,
      deadlineAt: state.deadlineAt,
      triedRanks: [...state.tried],
    });
    if (!moved) throw conflict('deal.changed');

    const ids = { auctionId: head!.auction_id, assetId };
    const events: OutboxEvent[] = [];
    await repo.insertSteps(
      tx,
      steps.map(({ step, actor: by }, i) => {
        const document = (i === 0 ? input.document : undefined) ?? GENERATED[step.action] ?? null;
        events.push(dealEvent(ids, step, by.kind, document), adminFeed(ids, step));
        return {
          assetId,
          action: step.action,
          stage: step.stage,
          buyerUserId: step.buyerUserId,
          rank: step.rank,
          amount: step.amount,
          deadlineAt: step.deadlineAt,
          actorKind: by.kind,
          actorUserId: by.userId,
          document,
          note: i === 0 ? (input.note ?? '') : '',
          charge: step.charge,
        };
      }),
    );
    for (const { step } of steps) {
      if (!step.charge) continue;
      const backout = await insertBackout(tx, { assetId, userId: step.buyerUserId });
      await onBackout?.(tx, { assetId, userId: step.buyerUserId, charge: backout.amount });
    }
    if (state.stage === 'payment_due' && d.stage !== 'payment_due') {
      // The payment_due message buyers' pages already know: amount and deadline of the sale.
      events.push({
        subject: userSubject(state.buyerUserId, 'payment_due'),
        kind: 'payment_due',
        auctionId: ids.auctionId,
        assetId,
        payload: {
          type: 'payment_due',
          auctionId: ids.auctionId,
          assetId,
          amount: state.amount,
          paymentDueAt: state.deadlineAt!.toISOString(),
        },
      });
    }
    await repo.projectResult(tx, assetId, {
      result: lotResultOf(state.stage),
      winnerUserId: state.buyerUserId,
      winningAmount: state.amount,
      paymentDueAt: state.stage === 'payment_due' ? state.deadlineAt : null,
    });
    await writeOutbox(tx, events);
    // Last, after the lot's row is locked above (deposit accounts are locked after lots): the
    // deposit held for this lot follows the deal (released when paid or cancelled; an H2 who
    // accepts gets theirs).
    await settleDealHolds(tx, {
      assetId,
      before: { stage: d.stage, buyerUserId: d.buyerUserId, amount: d.amount },
      after: { stage: state.stage, buyerUserId: state.buyerUserId, amount: state.amount },
      holdAmount: BACKOUT_CHARGE_RUPEES,
    });
    return { from: d.stage, state, steps: steps.map((s) => s.step) };
  }

  return {
    stepIn,

    async step(assetId: number, action: Action, actor: DealActor, input: StepInput = {}) {
      const out = await db.transaction((tx) => stepIn(tx, assetId, action, actor, input));
      onCommitted();
      return out;
    },

    /**
     * Applies the deadline of every deal whose offer or payment time has passed by the database
     * clock: an expired offer goes to the next bidder, a missed payment becomes a backout with its
     * charge. Each deal in its own transaction; instances skip the rows another one holds.
     */
    async runDeadlines(limit = 100): Promise<number> {
      let done = 0;
      for (let i = 0; i < limit; i++) {
        const moved = await db.transaction(async (tx) => {
          const [assetId] = await repo.overdue(tx, 1);
          if (assetId === undefined) return false;
          const d = await repo.findDeal(tx, assetId);
          const action = d ? deadlineAction(d) : null;
          if (!action) return false;
          await stepIn(tx, assetId, action, { kind: 'system', userId: null });
          return true;
        });
        if (!moved) break;
        done++;
      }
      if (done > 0) onCommitted();
      return done;
    },
  };
}

export type DealService = ReturnType<typeof createDealService>;
