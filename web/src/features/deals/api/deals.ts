import { getJson, postJson, type RequestOptions } from '../../../lib/api-client';
import type { BackoutLink, BackoutLinkBody } from '@vahanhaat/contract/http/billing';
import type { Deal, DealDocument, DealList, StepBody } from '@vahanhaat/contract/http/deals';

// The deal's shapes are the contract's (packages/contract/src/http/deals.ts).
export type { Deal, DealDocument, DealStage, DealStep, NextAction } from '@vahanhaat/contract/http/deals';

export const getDeal = (assetId: number, options?: RequestOptions) =>
  getJson<Deal>(`/client/deals/${assetId}`, { ...options, authRedirect: false });

export const listDeals = (options?: RequestOptions) => getJson<DealList>('/client/deals', options);

export const answerDeal = (assetId: number, answer: 'accept' | 'decline' | 'backout') =>
  postJson<Deal>(`/client/deals/${assetId}/${answer}`, {});

export const adminDealStep = (assetId: number, action: string, body: StepBody = {}) =>
  postJson<Deal>(`/admin/deals/${assetId}/${action}`, body);

export const getAdminDeal = (assetId: number, options?: RequestOptions) => getJson<Deal>(`/admin/deals/${assetId}`, options);

/** The payment link for a due backout (an open one is handed out again). */
export const backoutPaymentLink = (backoutId: number) =>
  postJson<BackoutLink>('/auctions/create-backout-payment-link', { backout_id: backoutId } satisfies BackoutLinkBody);

/** Where each document is fetched: the bond through the spec's form call, the others by GET. */
/** The release letter and gate pass come in `lang` (the buyer's language). */
export async function downloadDocument(assetId: number, kind: DealDocument, lang = 'en'): Promise<boolean> {
  const init: RequestInit =
    kind === 'bond_kyc'
      ? {
          method: 'POST',
          body: new URLSearchParams({ asset_id: String(assetId) }),
          headers: { 'x-requested-with': 'XMLHttpRequest' },
          credentials: 'include',
        }
      : { credentials: 'include' };
  const url =
    kind === 'bond_kyc'
      ? '/auctions/asset-list-bond-kyc-download'
      : `/client/deals/${assetId}/documents/${kind}?lang=${encodeURIComponent(lang)}`;
  const response = await fetch(url, init);
  if (!response.ok) return false;
  const blob = await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `${kind.replace(/_/g, '-')}-${assetId}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  return true;
}
