import * as repo from './repo.js';
import { nextActionFor, SALE_PATH, type Stage } from './rules.js';
import type { Executor } from '../../db/client.js';

const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

/** Stages from which each document exists. */
const DOCUMENTS: { kind: 'bond_kyc' | 'release_letter' | 'gate_pass'; from: Stage }[] = [
  { kind: 'bond_kyc', from: 'payment_due' },
  { kind: 'release_letter', from: 'noc_issued' },
  { kind: 'gate_pass', from: 'released' },
];

const reached = (stage: Stage, from: Stage) => SALE_PATH.indexOf(stage) >= SALE_PATH.indexOf(from) && SALE_PATH.includes(stage);

export function documentsAt(stage: Stage) {
  return DOCUMENTS.filter((d) => reached(stage, d.from)).map((d) => d.kind);
}

/**
 * A deal as a buyer sees it (`viewer` = their id: other bidders appear by rank only) or as an
 * admin sees it (`viewer` = null: every buyer named).
 */
function toView(h: repo.DealHead, steps: repo.StepRow[], backouts: repo.BackoutOf[], viewer: number | null, names: Map<number, string>) {
  const mine = viewer === null || h.buyer_user_id === viewer;
  const stage = mine ? h.stage : ('closed_for_you' as const);
  const myBackout = viewer === null ? undefined : backouts.find((b) => b.asset_id === h.asset_id && b.user_id === viewer);
  return {
    asset_id: h.asset_id,
    auction_id: h.auction_id,
    auction_title: h.auction_title,
    financier_name: h.financier_name,
    financier_names: h.financier_names,
    state: h.state,
    lot_no: h.lot_no,
    make: h.make,
    model: h.model,
    year: h.year,
    registration_number: h.registration_number,
    yard_location: h.yard_location,
    closed_at: iso(h.closed_at),
    stage,
    holder: mine,
    rank: mine ? h.rank : (steps.find((s) => s.buyerUserId === viewer)?.rank ?? null),
    amount: mine ? h.amount : (steps.filter((s) => s.buyerUserId === viewer).at(-1)?.amount ?? null),
    deadline_at: mine ? iso(h.deadline_at) : null,
    next_action: mine ? nextActionFor(h.stage) : myBackout?.status === 'due' ? ('pay_backout' as const) : ('none' as const),
    payee: mine && h.stage === 'payment_due' ? h.payee : null,
    buyer: viewer === null ? { user_id: h.buyer_user_id, name: h.buyer_name, phone: h.buyer_phone } : null,
    backout: myBackout ? { backout_id: myBackout.id, amount: Number(myBackout.amount), status: myBackout.status } : null,
    backouts:
      viewer === null
        ? backouts
            .filter((b) => b.asset_id === h.asset_id)
            .map((b) => ({ backout_id: b.id, user_id: b.user_id, amount: Number(b.amount), status: b.status }))
        : [],
    documents: mine ? documentsAt(h.stage) : [],
    steps: steps
      .filter((s) => s.assetId === h.asset_id)
      .map((s) => ({
        action: s.action,
        stage: s.stage,
        at: s.at.toISOString(),
        actor: s.actorKind as 'admin' | 'buyer' | 'system',
        rank: s.rank,
        amount: viewer === null || s.buyerUserId === viewer ? s.amount : null,
        deadline_at: viewer === null || s.buyerUserId === viewer ? iso(s.deadlineAt) : null,
        yours: viewer !== null && s.buyerUserId === viewer,
        buyer_name: viewer === null ? (names.get(s.buyerUserId) ?? null) : null,
        document: s.document,
        note: viewer === null || s.buyerUserId === viewer ? s.note : '',
      })),
    server_time: iso(h.server_time)!,
  };
}
export type DealView = ReturnType<typeof toView>;

export async function dealViews(ex: Executor, heads: repo.DealHead[], viewer: number | null): Promise<DealView[]> {
  const ids = heads.map((h) => h.asset_id);
  const [steps, backouts] = await Promise.all([repo.stepsFor(ex, ids), repo.backoutsFor(ex, ids)]);
  const names = new Map<number, string>();
  if (viewer === null) {
    const bidders = await repo.bidderNames(ex, [...new Set(steps.map((s) => s.buyerUserId))]);
    for (const b of bidders) names.set(b.id, b.name);
  }
  return heads.map((h) => toView(h, steps, backouts, viewer, names));
}
