import { postJson } from '../../lib/api-client';

export const PRICE_MEMORY_PATH = '/auctions/api/price-memory';
export const ADMIN_PRICE_MEMORY_PATH = '/admin/price-memory';

export interface PastSale {
  asset_id: number;
  make: string;
  model: string;
  year: number;
  amount: number;
  sold_at: string;
  state: string;
}

export interface PriceMemoryData {
  asset_id: number;
  make: string;
  model: string;
  segment: string;
  year_from: number;
  year_to: number;
  count: number;
  median: number | null;
  p25: number | null;
  p75: number | null;
  reserve_price?: number | null;
  sales: PastSale[];
}

export async function priceMemory(assetId: number, admin: boolean, signal?: AbortSignal): Promise<PriceMemoryData | undefined> {
  const body = await postJson<PriceMemoryData>(
    admin ? ADMIN_PRICE_MEMORY_PATH : PRICE_MEMORY_PATH,
    { asset_id: assetId },
    { signal, authRedirect: false },
  );
  return body.status === 200 ? body.data : undefined;
}
