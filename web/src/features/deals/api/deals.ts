import { getJson, postJson, type RequestOptions } from '../../../lib/api-client';

export type DealStage =
  | 'approval_pending'
  | 'offered'
  | 'payment_due'
  | 'paid'
  | 'release_pending'
  | 'noc_issued'
  | 'released'
  | 'rc_transfer'
  | 'transferred'
  | 'rejected'
  | 'backed_out'
  | 'unsold'
  | 'closed_for_you';

export type NextAction =
  | 'await_approval'
  | 'respond_offer'
  | 'pay'
  | 'await_release'
  | 'await_noc'
  | 'collect_vehicle'
  | 'transfer_rc'
  | 'done'
  | 'pay_backout'
  | 'none';

export type DealDocument = 'bond_kyc' | 'release_letter' | 'gate_pass';

export interface DealStep {
  action: string;
  stage: DealStage;
  at: string;
  actor: 'admin' | 'buyer' | 'system';
  rank: number;
  amount: number | null;
  deadline_at: string | null;
  yours: boolean;
  buyer_name: string | null;
  document: string | null;
  note: string;
}

export interface Deal {
  asset_id: number;
  auction_id: number;
  financier_name: string;
  make: string;
  model: string;
  year: number;
  registration_number: string;
  yard_location: string;
  stage: DealStage;
  holder: boolean;
  rank: number | null;
  amount: number | null;
  deadline_at: string | null;
  next_action: NextAction;
  payee: { accountName: string; bank: string; accountNumber: string; ifsc: string; branch: string } | null;
  buyer: { user_id: number; name: string; phone: string } | null;
  backout: { backout_id: number; amount: number; status: 'due' | 'paid' | 'waived' } | null;
  documents: DealDocument[];
  steps: DealStep[];
  server_time: string;
}

export const getDeal = (assetId: number, options?: RequestOptions) => getJson<Deal>(`/client/deals/${assetId}`, { ...options, authRedirect: false });

export const listDeals = (options?: RequestOptions) => getJson<{ rows: Deal[]; server_time: string }>('/client/deals', options);

export const answerDeal = (assetId: number, answer: 'accept' | 'decline' | 'backout') => postJson<Deal>(`/client/deals/${assetId}/${answer}`, {});

export const adminDealStep = (assetId: number, action: string, body: { note?: string; document?: string } = {}) =>
  postJson<Deal>(`/admin/deals/${assetId}/${action}`, body);

export const getAdminDeal = (assetId: number, options?: RequestOptions) => getJson<Deal>(`/admin/deals/${assetId}`, options);

/** The payment link for a due backout (an open one is handed out again). */
export const backoutPaymentLink = (backoutId: number) =>
  postJson<{ short_url: string; payment_link_id: string; amount: number }>('/auctions/create-backout-payment-link', { backout_id: backoutId });

/** Where each document is fetched: the bond through the spec's form call, the others by GET. */
/** The release letter and gate pass come in `lang` (the buyer's language). */
export async function downloadDocument(assetId: number, kind: DealDocument, lang = 'en'): Promise<boolean> {
  const init: RequestInit =
    kind === 'bond_kyc'
      ? { method: 'POST', body: new URLSearchParams({ asset_id: String(assetId) }), headers: { 'x-requested-with': 'XMLHttpRequest' }, credentials: 'include' }
      : { credentials: 'include' };
  const url = kind === 'bond_kyc' ? '/auctions/asset-list-bond-kyc-download' : `/client/deals/${assetId}/documents/${kind}?lang=${encodeURIComponent(lang)}`;
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
