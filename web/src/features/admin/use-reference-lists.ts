import { listFinanciers, listSegments, listStates } from './api/reference';
import type { AdminState, Financier, Segment } from './api/types';
import { useAdminData } from './use-admin-data';

export interface ReferenceLists {
  financiers: Financier[];
  states: AdminState[];
  segments: Segment[];
}

const EMPTY: ReferenceLists = { financiers: [], states: [], segments: [] };

/** Financiers, states and segments for the filters and the auction form. */
export function useReferenceLists(): ReferenceLists {
  const { data } = useAdminData(async (signal) => {
    const [financiers, states, segments] = await Promise.all([listFinanciers(signal), listStates(signal), listSegments(signal)]);
    return { financiers, states, segments };
  }, []);
  return data ?? EMPTY;
}
