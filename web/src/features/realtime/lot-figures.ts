import type { LotView } from './lot-state';

export type LotLifecycle = LotView['state'];

/** What a lot screen shows about price and time, from the last HTTP read or the live state. */
export interface LotFigures {
  state: LotLifecycle;
  price: number | null;
  nextValidAmount: number;
  startsAt: string;
  endsAt: string;
  youLead: boolean;
  quoteCount: number;
  extensions: number;
  myMax: number | null;
}

/** The live state wins over the page's HTTP copy once the socket has delivered it. */
export function withLive(base: LotFigures, live: LotView | undefined): LotFigures {
  if (!live) return base;
  return {
    ...base,
    state: live.state,
    price: live.price ?? null,
    nextValidAmount: live.nextValidAmount,
    endsAt: live.endsAt,
    youLead: live.youLead,
    quoteCount: live.quoteCount,
    extensions: live.extensions,
    myMax: live.myMax ?? base.myMax,
  };
}

/** The catalog says 'ended' where the realtime side says 'closed'. */
export function lifecycleOf(lotState: string): LotLifecycle {
  if (lotState === 'ended') return 'closed';
  return lotState === 'upcoming' || lotState === 'live' || lotState === 'withdrawn' || lotState === 'closed' ? lotState : 'closed';
}

/**
 * The phase by the server's clock: an upcoming lot opens at startsAt without waiting for an event,
 * and a live lot past its end is 'closing' until the server's close event confirms the result.
 */
export type LotPhase = 'upcoming' | 'live' | 'closing' | 'closed' | 'withdrawn';

export function phaseAt(f: Pick<LotFigures, 'state' | 'startsAt' | 'endsAt'>, serverNow: number): LotPhase {
  if (f.state === 'closed' || f.state === 'withdrawn') return f.state;
  if (serverNow < Date.parse(f.startsAt)) return 'upcoming';
  return serverNow < Date.parse(f.endsAt) ? 'live' : 'closing';
}
