import { postJson } from '../../lib/api-client';
import { queryKeys, useApiQuery } from '../../lib/query';
import type { LotBody, LotCosts } from '@vahanhaat/contract/http/insight';

export const LOT_COSTS_PATH = '/auctions/api/lot-costs';

// A lot's cost parameters are the contract's (packages/contract/src/http/insight.ts).
export type { LotCosts } from '@vahanhaat/contract/http/insight';

export async function lotCosts(assetId: number, signal?: AbortSignal): Promise<LotCosts | undefined> {
  const body = await postJson<LotCosts>(LOT_COSTS_PATH, { asset_id: assetId } satisfies LotBody, { authRedirect: false, signal });
  return body.status === 200 ? body.data : undefined;
}

/** One request per lot while the app is open: the quote box, the confirm dialog and My Quotes share it. */
export function useLotCosts(assetId: number): LotCosts | undefined {
  return useApiQuery(queryKeys.lotCosts(assetId), (signal) => lotCosts(assetId, signal), { staleTime: Number.POSITIVE_INFINITY }).data;
}
