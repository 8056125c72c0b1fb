import { postJson } from '../../lib/api-client';
import type { LotRecordsBody, LotRecordsData } from '@vahanhaat/contract/http/records';

export const LOT_RECORDS_PATH = '/auctions/api/lot-records';

// The check's shapes are the contract's (packages/contract/src/http/records.ts).
export type { FlagKind, LotRecordsData } from '@vahanhaat/contract/http/records';

/** Signed-in only: a visitor gets nothing (and is not sent to the sign-in page for it). */
export async function lotRecords(assetId: number, signal?: AbortSignal): Promise<LotRecordsData | undefined> {
  const request: LotRecordsBody = { asset_id: assetId };
  const body = await postJson<LotRecordsData>(LOT_RECORDS_PATH, request, { signal, authRedirect: false });
  return body.status === 200 ? body.data : undefined;
}
