import { getJson, postForm, type RequestOptions } from '../../../lib/api-client';

export type InvoiceKind = 'tax_invoice' | 'receipt' | 'credit_note';

export interface Invoice {
  invoice_id: number;
  kind: InvoiceKind;
  number: string;
  issued_at: string;
  charge: 'subscription' | 'backout';
  description: string;
  buyer_name: string;
  buyer_gstin: string | null;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  round_off_paise: number;
  total_paise: number;
  payment_id: string | null;
  original_invoice_id: number | null;
}

export interface MyInvoice extends Invoice {
  subscription_id: number | null;
  backout_id: number | null;
}

export interface TaxDetails {
  gstin: string | null;
  legal_name: string;
  address: string;
  state_id: number | null;
  state_name: string | null;
}

export interface PeriodTotals {
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  round_off_paise: number;
  total_paise: number;
}

export interface InvoicePeriod {
  documents: Invoice[];
  counts: Record<InvoiceKind, number>;
  totals: PeriodTotals;
}

export async function myInvoices(options?: RequestOptions): Promise<MyInvoice[] | undefined> {
  const body = await getJson<MyInvoice[]>('/client/invoices', options);
  return body.status === 200 ? body.data : undefined;
}

export async function myTaxDetails(options?: RequestOptions): Promise<TaxDetails | undefined> {
  const body = await getJson<TaxDetails>('/client/tax-details', options);
  return body.status === 200 ? body.data : undefined;
}

export function saveTaxDetails(fields: { gstin: string; legal_name: string; address: string }) {
  return postForm<TaxDetails>('/client/tax-details', fields);
}

/** The PDF in the reader's language beside English; the session cookie authorises the download. */
export const invoicePdfUrl = (id: number, lang: string, admin = false) =>
  `${import.meta.env.VITE_API_BASE ?? ''}/${admin ? 'admin' : 'client'}/invoices/${id}/pdf?lang=${encodeURIComponent(lang.slice(0, 2))}`;

export async function invoicePeriod(from: string, to: string, options?: RequestOptions) {
  return getJson<InvoicePeriod>(`/admin/invoices?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, options);
}

export const invoiceCsvUrl = (from: string, to: string) =>
  `${import.meta.env.VITE_API_BASE ?? ''}/admin/invoices.csv?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;

/** Paise as rupees with paise, en-IN grouping: 1190678 → ₹11,906.78. */
export function formatPaise(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }).format(Math.floor(abs / 100));
  return `${sign}₹${rupees}.${String(abs % 100).padStart(2, '0')}`;
}

export type ReconStatus = 'matched' | 'not_settled' | 'amount_differs' | 'no_invoice';

export interface ReconLine {
  status: ReconStatus;
  payment_id: string;
  invoice_number: string | null;
  invoice_total_paise: number | null;
  settled_paise: number | null;
  fee_paise: number;
  tax_on_fee_paise: number;
  settlement_id: string | null;
}

export interface Reconciliation {
  lines: ReconLine[];
  summary: Record<ReconStatus, number> & { invoiced_paise: number; settled_paise: number; fees_paise: number };
}

/** The period's invoices and receipts against the gateway's settlements (at most 31 days). */
export async function reconciliation(from: string, to: string, options?: RequestOptions) {
  return getJson<Reconciliation>(`/admin/invoices/reconciliation?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, options);
}

export const reconciliationCsvUrl = (from: string, to: string) =>
  `${import.meta.env.VITE_API_BASE ?? ''}/admin/invoices/reconciliation.csv?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;

/** Reverses an invoice or receipt in full; the server answers with the credit note. */
export function issueCreditNote(invoiceId: number, reason: string) {
  return postForm<Invoice>(`/admin/invoices/${invoiceId}/credit-note`, { reason });
}
