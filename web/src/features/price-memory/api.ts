import { postJson } from '../../lib/api-client';
import type { LotBody, PriceMemoryData } from '@vahanhaat/contract/http/insight';

export const PRICE_MEMORY_PATH = '/auctions/api/price-memory';
export const ADMIN_PRICE_MEMORY_PATH = '/admin/price-memory';

// The price memory's shapes are the contract's (packages/contract/src/http/insight.ts).
export type { PastSale, PriceMemoryData } from '@vahanhaat/contract/http/insight';

export async function priceMemory(assetId: number, admin: boolean, signal?: AbortSignal): Promise<PriceMemoryData | undefined> {
  const body = await postJson<PriceMemoryData>(
    admin ? ADMIN_PRICE_MEMORY_PATH : PRICE_MEMORY_PATH,
    { asset_id: assetId } satisfies LotBody,
    { signal, authRedirect: false },
  );
  return body.status === 200 ? body.data : undefined;
}
