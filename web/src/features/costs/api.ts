import { postJson } from '../../lib/api-client';
import { queryKeys, useApiQuery } from '../../lib/query';
import type { CostParams } from './all-in';

export const LOT_COSTS_PATH = '/auctions/api/lot-costs';

export interface LotCosts extends CostParams {
  asset_id: number;
  yard_location: string;
  expected_release_at: string;
  rto_state: string;
  rto_source: string;
}

export async function lotCosts(assetId: number, signal?: AbortSignal): Promise<LotCosts | undefined> {
  const body = await postJson<LotCosts>(LOT_COSTS_PATH, { asset_id: assetId }, { authRedirect: false, signal });
  return body.status === 200 ? body.data : undefined;
}

/** One request per lot while the app is open: the quote box, the confirm dialog and My Quotes share it. */
export function useLotCosts(assetId: number): LotCosts | undefined {
  return useApiQuery(queryKeys.lotCosts(assetId), (signal) => lotCosts(assetId, signal), { staleTime: Number.POSITIVE_INFINITY }).data;
}
