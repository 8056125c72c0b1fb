import { useAtomValue } from 'jotai';
import { participatedAtom, serverNowAtom } from '../realtime/atoms';
import { phaseAt, withLive, type LotFigures, type LotPhase } from '../realtime/lot-figures';
import { useLiveLot } from '../realtime/use-live-lots';
import { standingOf, type Standing } from './standing';

export interface LotDisplay {
  figures: LotFigures;
  phase: LotPhase;
  standing: Standing | null;
}

/**
 * One lot as a screen shows it: the HTTP copy overlaid with the live state, phased by the server
 * clock. `quotedHere` is what the screen itself knows of the buyer's quotes on this lot.
 */
export function useLotDisplay(assetId: number, base: LotFigures, quotedHere = false): LotDisplay {
  const live = useLiveLot(assetId);
  const participated = useAtomValue(participatedAtom).has(assetId) || quotedHere;
  const now = useAtomValue(serverNowAtom);
  const figures = withLive(base, live);
  const phase = phaseAt(figures, now);
  return { figures, phase, standing: standingOf(phase, figures.youLead, participated || figures.myMax !== null) };
}
