import { sql } from 'drizzle-orm';
import { documentCounters } from '../../db/schema/index.js';
import type { Executor } from '../../db/client.js';

export type DocumentKind = 'tax_invoice' | 'receipt' | 'credit_note';

/** Each kind of document has its own series: VH (invoices), VHR (receipts), VHC (credit notes). */
export const seriesOf = (prefix: string, kind: DocumentKind) =>
  kind === 'tax_invoice' ? prefix : kind === 'receipt' ? `${prefix}R` : `${prefix}C`;

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The Indian financial year (April to March, in IST) a moment falls in: '26-27' for 2026-27. */
export function financialYearOf(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const start = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  const yy = (y: number) => String(y % 100).padStart(2, '0');
  return `${yy(start)}-${yy(start + 1)}`;
}

/** VH/26-27/000123: at most 16 characters up to a million documents a year (GST invoice rules). */
export const documentNumber = (series: string, fy: string, seq: number) => `${series}/${fy}/${String(seq).padStart(6, '0')}`;

/**
 * The next number of a series, inside the caller's transaction. The counter row stays locked
 * until that transaction ends, so concurrent issuers (on any instance) queue on it, and a
 * transaction that rolls back gives its number back: no gaps, no duplicates.
 */
export async function nextSeq(tx: Executor, series: string, financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(documentCounters)
    .values({ series, financialYear, lastSeq: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.series, documentCounters.financialYear],
      set: { lastSeq: sql`${documentCounters.lastSeq} + 1` },
    })
    .returning({ lastSeq: documentCounters.lastSeq });
  return row!.lastSeq;
}
