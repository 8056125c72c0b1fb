import type { InvoiceRow } from './repo.js';
import type { SettlementItem } from './settlements.js';

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

/**
 * Invoices and receipts of a period against what the gateway settled for their payments: each
 * document's payment should be settled at its total; a settled payment without a document is
 * money the ledger does not account for.
 */
export function reconcile(docs: InvoiceRow[], settled: SettlementItem[]) {
  const byPayment = new Map(settled.map((s) => [s.paymentId, s]));
  const lines: ReconLine[] = [];
  const documented = new Set<string>();
  for (const d of docs) {
    if (d.kind === 'credit_note' || !d.gatewayPaymentId) continue;
    documented.add(d.gatewayPaymentId);
    const s = byPayment.get(d.gatewayPaymentId);
    lines.push({
      status: !s ? 'not_settled' : s.amountPaise === d.totalPaise ? 'matched' : 'amount_differs',
      payment_id: d.gatewayPaymentId,
      invoice_number: d.number,
      invoice_total_paise: d.totalPaise,
      settled_paise: s?.amountPaise ?? null,
      fee_paise: s?.feePaise ?? 0,
      tax_on_fee_paise: s?.taxPaise ?? 0,
      settlement_id: s?.settlementId ?? null,
    });
  }
  for (const s of settled) {
    if (documented.has(s.paymentId)) continue;
    lines.push({
      status: 'no_invoice',
      payment_id: s.paymentId,
      invoice_number: null,
      invoice_total_paise: null,
      settled_paise: s.amountPaise,
      fee_paise: s.feePaise,
      tax_on_fee_paise: s.taxPaise,
      settlement_id: s.settlementId,
    });
  }
  const count = (st: ReconStatus) => lines.filter((l) => l.status === st).length;
  return {
    lines,
    summary: {
      matched: count('matched'),
      not_settled: count('not_settled'),
      amount_differs: count('amount_differs'),
      no_invoice: count('no_invoice'),
      invoiced_paise: lines.reduce((t, l) => t + (l.invoice_total_paise ?? 0), 0),
      settled_paise: lines.reduce((t, l) => t + (l.settled_paise ?? 0), 0),
      fees_paise: lines.reduce((t, l) => t + l.fee_paise + l.tax_on_fee_paise, 0),
    },
  };
}
