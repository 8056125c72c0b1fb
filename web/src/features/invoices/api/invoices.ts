import { getJson, postForm, type RequestOptions } from '../../../lib/api-client';
import type {
  CreditNoteBody,
  Invoice,
  InvoicePeriod,
  MyInvoice,
  Reconciliation,
  TaxDetails,
  TaxDetailsBody,
} from '@vahanhaat/contract/http/invoicing';

// The invoices' shapes are the contract's (packages/contract/src/http/invoicing.ts).
export type {
  Invoice,
  InvoiceKind,
  InvoicePeriod,
  MyInvoice,
  PeriodTotals,
  ReconLine,
  Reconciliation,
  ReconStatus,
  TaxDetails,
} from '@vahanhaat/contract/http/invoicing';

export async function myInvoices(options?: RequestOptions): Promise<MyInvoice[] | undefined> {
  const body = await getJson<MyInvoice[]>('/client/invoices', options);
  return body.status === 200 ? body.data : undefined;
}

export async function myTaxDetails(options?: RequestOptions): Promise<TaxDetails | undefined> {
  const body = await getJson<TaxDetails>('/client/tax-details', options);
  return body.status === 200 ? body.data : undefined;
}

export function saveTaxDetails(fields: TaxDetailsBody) {
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

/** The period's invoices and receipts against the gateway's settlements (at most 31 days). */
export async function reconciliation(from: string, to: string, options?: RequestOptions) {
  return getJson<Reconciliation>(`/admin/invoices/reconciliation?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, options);
}

export const reconciliationCsvUrl = (from: string, to: string) =>
  `${import.meta.env.VITE_API_BASE ?? ''}/admin/invoices/reconciliation.csv?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;

/** Reverses an invoice or receipt in full; the server answers with the credit note. */
export function issueCreditNote(invoiceId: number, reason: string) {
  const request: CreditNoteBody = { reason };
  return postForm<Invoice>(`/admin/invoices/${invoiceId}/credit-note`, request);
}
