import { postJson } from '../../lib/api-client';

export const LOT_RECORDS_PATH = '/auctions/api/lot-records';

export type FlagKind = 'insurance_expired' | 'fitness_expired' | 'puc_expired' | 'tax_expired' | 'pending_challans';

export interface LotRecordsData {
  asset_id: number;
  found: boolean;
  source: 'surepass' | 'platform' | null;
  provider_failed: boolean;
  record: {
    maker_model: string;
    registration_date: string | null;
    rto: string;
    financier: string;
    insurance_upto: string | null;
    fitness_upto: string | null;
    puc_upto: string | null;
    tax_upto: string | null;
    pending_challan_count: number;
    pending_challan_amount: number;
    fetched_at: string;
  } | null;
  flags: { kind: FlagKind; date: string | null; count: number | null; amount: number | null }[];
}

/** Signed-in only: a visitor gets nothing (and is not sent to the sign-in page for it). */
export async function lotRecords(assetId: number, signal?: AbortSignal): Promise<LotRecordsData | undefined> {
  const body = await postJson<LotRecordsData>(LOT_RECORDS_PATH, { asset_id: assetId }, { signal, authRedirect: false });
  return body.status === 200 ? body.data : undefined;
}
