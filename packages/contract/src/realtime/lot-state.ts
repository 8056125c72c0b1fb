/**
 * The client-side rule for a lot's live state: never apply a seq twice, never skip one. Pure, so
 * the browser, the server's tests and tools run the same logic.
 *
 * A quote advances seq by one. `extended` and `closed` carry the seq of the last quote they
 * follow, so they apply at the current seq. A snapshot replaces the state unless it is older.
 */
import type { LotLifecycle } from './common.js';
import type { HeadMessage, LotMessage } from './wire.js';

export interface LotView {
  auctionId: number;
  assetId: number;
  seq: number;
  state: LotLifecycle;
  price?: number;
  leader?: string;
  youLead: boolean;
  nextValidAmount: number;
  quoteCount: number;
  endsAt: string;
  extensions: number;
  myMax?: number;
}

/**
 * applied: the state moved. duplicate: already seen (or older), state unchanged.
 * gap: something was missed; keep the state and resubscribe with `lastSeq: state.seq`.
 */
export type ApplyOutcome = 'applied' | 'duplicate' | 'gap';

export interface ApplyResult {
  state: LotView | undefined;
  outcome: ApplyOutcome;
}

export function applyLotEvent(state: LotView | undefined, msg: LotMessage): ApplyResult {
  if (msg.type === 'snapshot') {
    if (state && msg.seq < state.seq) return { state, outcome: 'duplicate' };
    return {
      outcome: 'applied',
      state: {
        auctionId: msg.auctionId,
        assetId: msg.assetId,
        seq: msg.seq,
        state: msg.state,
        ...(msg.price !== undefined && { price: msg.price }),
        ...(msg.leader !== undefined && { leader: msg.leader }),
        youLead: msg.you_lead ?? false,
        nextValidAmount: msg.nextValidAmount,
        quoteCount: msg.quoteCount,
        endsAt: msg.endsAt,
        extensions: msg.extensions,
        ...(msg.myMax !== undefined && { myMax: msg.myMax }),
      },
    };
  }
  // Without a base state nothing but a snapshot can be applied.
  if (!state) return { state, outcome: 'gap' };

  if (msg.type === 'quote') {
    if (msg.seq <= state.seq) return { state, outcome: 'duplicate' };
    if (msg.seq > state.seq + 1) return { state, outcome: 'gap' };
    return {
      outcome: 'applied',
      state: {
        ...state,
        seq: msg.seq,
        price: msg.amount,
        leader: msg.leader ?? msg.bidder,
        youLead: msg.you_lead ?? false,
        nextValidAmount: msg.nextValidAmount,
        quoteCount: msg.quoteCount,
        endsAt: msg.endsAt,
      },
    };
  }

  if (msg.seq < state.seq) return { state, outcome: 'duplicate' };
  if (msg.seq > state.seq) return { state, outcome: 'gap' };
  if (msg.type === 'extended') {
    if (msg.extensions <= state.extensions && msg.endsAt === state.endsAt) return { state, outcome: 'duplicate' };
    return { outcome: 'applied', state: { ...state, endsAt: msg.endsAt, extensions: Math.max(state.extensions, msg.extensions) } };
  }
  if (state.state === 'closed') return { state, outcome: 'duplicate' };
  return {
    outcome: 'applied',
    state: {
      ...state,
      state: 'closed',
      ...(msg.price !== undefined && { price: msg.price }),
      youLead: msg.you_lead ?? state.youLead,
      endsAt: msg.endsAt,
    },
  };
}

/**
 * What a head beacon says about the client's state of the lot. gap: the server is further on
 * (a higher seq, or a later endsAt at the same seq: a missed extension); resubscribe with
 * `lastSeq: state.seq`. current: nothing missed (or no state yet: its snapshot is coming).
 */
export function headOutcome(state: LotView | undefined, head: HeadMessage): 'current' | 'gap' {
  if (!state || state.state === 'closed' || state.state === 'withdrawn') return 'current';
  if (head.seq > state.seq) return 'gap';
  if (head.seq === state.seq && Date.parse(head.endsAt) > Date.parse(state.endsAt)) return 'gap';
  return 'current';
}
