import { queryKeys } from '../../lib/query';
import { listFinanciers, listSegments, listStates } from './api/reference';
import { useAdminQuery } from './queries';
import type { AdminState, Financier, Segment } from './api/types';

export interface ReferenceLists {
  financiers: Financier[];
  states: AdminState[];
  segments: Segment[];
}

/** A list of the reference data as a select's options: the id as the value, the name shown. */
export const optionsOf = (rows: readonly { id: number; name: string }[]) => rows.map((r) => ({ value: String(r.id), label: r.name }));

/** Financiers, states and segments for the filters and the forms: cached, so every page shares one load. */
export function useReferenceLists(): ReferenceLists {
  const financiers = useAdminQuery(queryKeys.admin.reference('financiers'), listFinanciers);
  const states = useAdminQuery(queryKeys.admin.reference('states'), listStates);
  const segments = useAdminQuery(queryKeys.admin.reference('segments'), listSegments);
  return { financiers: financiers.data ?? [], states: states.data ?? [], segments: segments.data ?? [] };
}
