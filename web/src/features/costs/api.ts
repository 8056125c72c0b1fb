import { useEffect, useState } from 'react';
import { postJson } from '../../lib/api-client';
import type { CostParams } from './all-in';

export const LOT_COSTS_PATH = '/auctions/api/lot-costs';

export interface LotCosts extends CostParams {
  asset_id: number;
  yard_location: string;
  expected_release_at: string;
  rto_state: string;
  rto_source: string;
}

/** One request per lot per page load: the quote box, the confirm dialog and My Quotes share it. */
const cache = new Map<number, Promise<LotCosts | undefined>>();

export function lotCosts(assetId: number): Promise<LotCosts | undefined> {
  let pending = cache.get(assetId);
  if (!pending) {
    pending = postJson<LotCosts>(LOT_COSTS_PATH, { asset_id: assetId }, { authRedirect: false })
      .then((body) => (body.status === 200 ? body.data : undefined))
      .catch(() => undefined);
    pending.then((v) => v === undefined && cache.delete(assetId)).catch(() => undefined);
    cache.set(assetId, pending);
  }
  return pending;
}

export function useLotCosts(assetId: number): LotCosts | undefined {
  const [costs, setCosts] = useState<LotCosts | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void lotCosts(assetId).then((c) => live && setCosts(c));
    return () => {
      live = false;
    };
  }, [assetId]);
  return costs;
}
