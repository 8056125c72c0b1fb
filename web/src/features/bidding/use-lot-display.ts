import { atom } from 'jotai';
import { useMemo } from 'react';
import { useAtomValue } from '../../lib/use-atom';
import { participatedAtom, serverNowAtom } from '../realtime/atoms';
import { phaseAt, withLive, type LotFigures, type LotLifecycle, type LotPhase } from '../realtime/lot-figures';
import { useLiveLot } from '../realtime/use-live-lots';
import { standingOf, type Standing } from './standing';

export interface LotDisplay {
  figures: LotFigures;
  phase: LotPhase;
  standing: Standing | null;
}

/**
 * The lot's phase by the server clock. The clock ticks every second, the phase changes a few times
 * in a lot's life: read through a derived atom, whose subscribers redraw only when the phase itself
 * changes, a screen of lot cards is not rebuilt every second (the countdowns redraw on their own).
 */
function usePhase(state: LotLifecycle, startsAt: string, endsAt: string): LotPhase {
  const phaseAtom = useMemo(() => atom((get) => phaseAt({ state, startsAt, endsAt }, get(serverNowAtom))), [state, startsAt, endsAt]);
  return useAtomValue(phaseAtom);
}

/**
 * One lot as a screen shows it: the HTTP copy overlaid with the live state, phased by the server
 * clock. `quotedHere` is what the screen itself knows of the buyer's quotes on this lot.
 */
export function useLotDisplay(assetId: number, base: LotFigures, quotedHere = false): LotDisplay {
  const live = useLiveLot(assetId);
  const participated = useAtomValue(participatedAtom).has(assetId) || quotedHere;
  const figures = withLive(base, live);
  const phase = usePhase(figures.state, figures.startsAt, figures.endsAt);
  return { figures, phase, standing: standingOf(phase, figures.youLead, participated || figures.myMax !== null) };
}
