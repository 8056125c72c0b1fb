import { stateName } from '@vahanhaat/words';
import { paiseInWords } from '../../lib/amount-in-words.js';
import { PdfWriter } from '../../lib/pdf/document.js';
import { documentDate } from './document-date.js';
import { bilingual, type Language, type LabelKey } from './labels.js';
import { bpToPercent, paiseText } from './tax.js';
import type { InvoiceRow } from './repo.js';

const BRAND_RED = '#ed1c24';
const GREY = '#555555';
const M = 40;

const TITLE: Record<InvoiceRow['kind'], LabelKey> = { tax_invoice: 'tax_invoice', receipt: 'receipt', credit_note: 'credit_note' };

/** The state in the buyer's language with its English (legal) name beside it, as the labels are. */
function placeOfSupply(name: string, lang: Language): string {
  const local = stateName(name, lang);
  return local === name ? name : `${local} / ${name}`;
}

/**
 * One invoice, receipt or credit note, as the buyer downloads it: labels, the line and the amount
 * in words in their language, each with the English beside or below it (the English is the legal text).
 * `line` is the line in the buyer's language; without it the recorded English line stands alone.
 */
export async function renderInvoicePdf(
  inv: InvoiceRow,
  opts: { lang: Language; brand: string; originalNumber?: string | null; line?: string | null },
): Promise<Buffer> {
  const { lang } = opts;
  const L = (k: LabelKey) => bilingual(lang, k);
  const w = new PdfWriter({ title: `${bilingual('en', TITLE[inv.kind])} ${inv.number}`, author: opts.brand, margin: M });
  const doc = w.doc;
  doc.addPage();
  const width = doc.page.width - 2 * M;

  w.text(opts.brand, M, M, { weight: 'bold', size: 20, color: BRAND_RED });
  w.text(L(TITLE[inv.kind]), M, M + 4, { weight: 'bold', size: 14, width, align: 'right' });
  doc
    .moveTo(M, M + 34)
    .lineTo(M + width, M + 34)
    .lineWidth(0.8)
    .strokeColor(BRAND_RED)
    .stroke();

  let y = M + 44;
  const meta: [LabelKey, string][] = [
    ['number', inv.number],
    ['date', documentDate(inv.issuedAt)],
    ['place_of_supply', `${placeOfSupply(inv.buyerStateName, lang)} (${inv.buyerStateCode})`],
  ];
  if (inv.gatewayPaymentId) meta.push(['payment_id', inv.gatewayPaymentId]);
  if (inv.kind === 'credit_note' && opts.originalNumber) meta.push(['original_invoice', opts.originalNumber]);
  if (inv.kind === 'credit_note' && inv.reason) meta.push(['reason', inv.reason]);
  y = rows(
    w,
    meta.map(([k, v]) => [L(k), v]),
    M,
    y,
    width,
    170,
  );

  // Supplier and recipient side by side.
  y += 10;
  const half = (width - 20) / 2;
  const party = (x: number, heading: LabelKey, lines: [string, string][]) => {
    w.text(L(heading), x, y, { weight: 'bold', size: 10, color: BRAND_RED, width: half });
    return rows(w, lines, x, doc.y + 2, half, 90);
  };
  const supplierEnd = party(M, 'supplier', [
    [L('gstin'), inv.supplierGstin || L('unregistered')],
    ['', inv.supplierName],
    [L('address'), inv.supplierAddress],
  ]);
  const buyerEnd = party(M + half + 20, 'buyer', [
    [L('gstin'), inv.buyerGstin ?? L('unregistered')],
    ['', inv.buyerName],
    [L('phone'), inv.buyerPhone],
    [L('address'), inv.buyerAddress || '-'],
  ]);
  y = Math.max(supplierEnd, buyerEnd) + 14;

  doc
    .moveTo(M, y)
    .lineTo(M + width, y)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
  y += 8;
  // Both languages, the buyer's first, where they differ: a line and its English below it.
  const twice = (label: string, local: string, english: string): [string, string][] =>
    local === english
      ? [[label, english]]
      : [
          [label, local],
          ['', english],
        ];
  const line = opts.lang !== 'en' && opts.line ? opts.line : inv.description;
  y = rows(w, [...twice(L('description'), line, inv.description), [L('sac'), inv.sac]], M, y, width, 170);
  y += 6;

  const half_rate = bpToPercent(inv.rateBp / 2);
  const amounts: [string, number][] = [[L('taxable_value'), inv.taxablePaise]];
  if (inv.kind !== 'receipt' && !(inv.kind === 'credit_note' && inv.rateBp === 0)) {
    if (inv.igstPaise > 0 || inv.buyerStateCode !== inv.supplierStateCode) {
      amounts.push([`${L('igst')} @ ${bpToPercent(inv.rateBp)}%`, inv.igstPaise]);
    } else {
      amounts.push([`${L('cgst')} @ ${half_rate}%`, inv.cgstPaise], [`${L('sgst')} @ ${half_rate}%`, inv.sgstPaise]);
    }
  }
  if (inv.roundOffPaise !== 0) amounts.push([L('round_off'), inv.roundOffPaise]);
  const valueWidth = 120;
  for (const [label, value] of amounts) {
    w.text(label, M, y, { size: 10, color: GREY, width: width - valueWidth - 10 });
    w.text(`₹ ${paiseText(value)}`, M + width - valueWidth, y, { size: 10, width: valueWidth, align: 'right' });
    y = doc.y + 4;
  }
  doc
    .moveTo(M + width / 2, y)
    .lineTo(M + width, y)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
  y += 6;
  w.text(L('total'), M, y, { weight: 'bold', size: 12, width: width - valueWidth - 10 });
  w.text(`₹ ${paiseText(inv.totalPaise)}`, M + width - valueWidth, y, { weight: 'bold', size: 12, width: valueWidth, align: 'right' });
  y = doc.y + 10;
  y = rows(w, twice(L('amount_in_words'), paiseInWords(inv.totalPaise, opts.lang), paiseInWords(inv.totalPaise, 'en')), M, y, width, 170);

  y += 16;
  const notes = inv.kind === 'receipt' ? (['receipt_note'] as const) : (['reverse_charge'] as const);
  for (const k of [...notes, 'computer_generated' as const]) {
    w.text(L(k), M, y, { size: 9, color: GREY, width });
    y = doc.y + 4;
  }
  return w.end();
}

/** Label / value rows: the label in a column of its own, the value beside it; returns the y below them. */
function rows(w: PdfWriter, pairs: [string, string][], x: number, y: number, width: number, labelWidth: number): number {
  for (const [label, value] of pairs) {
    const top = y;
    let bottom = y;
    if (label) {
      w.text(label, x, top, { size: 9, color: GREY, width: labelWidth - 6 });
      bottom = w.doc.y;
    }
    w.text(value, x + labelWidth, top, { size: 10, weight: 'bold', width: width - labelWidth });
    y = Math.max(bottom, w.doc.y) + 3;
  }
  return y;
}
