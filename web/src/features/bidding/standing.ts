import type { LotPhase } from '../realtime/lot-figures';

/** The buyer's own standing on a lot, for the badge on cards and the detail page. */
export type Standing = 'leading' | 'outbid' | 'highest' | 'notWon';

export function standingOf(phase: LotPhase, youLead: boolean, participated: boolean): Standing | null {
  if (phase === 'withdrawn' || phase === 'upcoming') return null;
  if (phase === 'closed') return youLead ? 'highest' : participated ? 'notWon' : null;
  if (youLead) return 'leading';
  return participated ? 'outbid' : null;
}
