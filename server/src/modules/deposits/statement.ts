import { rupeesInWords } from '../../lib/amount-in-words.js';
import { toCsv } from '../../lib/csv.js';
import { formatINR } from '../../lib/money.js';
import { bilingualLabel, label, type StatementKey } from './statement-labels.js';
import type { Language } from '../../lib/languages.js';

export type EntryKind = 'deposit' | 'hold' | 'release' | 'forfeit' | 'refund' | 'adjustment';

/**
 * One line of a statement. `amount` is what the movement did to the buyer's deposit (signed
 * rupees; 0 for a hold or a release, which only move money between free and held); `held` is the
 * amount a hold or release concerns.
 */
export interface StatementLine {
  at: Date;
  kind: EntryKind;
  reference: string | null;
  reason: string | null;
  amount: number;
  held: number;
  /** The deposit after this line. */
  balance: number;
}

export interface Statement {
  name: string;
  phone: string;
  generatedAt: Date;
  lines: StatementLine[];
  closing: number;
  heldNow: number;
}

const dateFormat = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: '2-digit', month: '2-digit', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit', hour12: false });
const day = (d: Date) => dateFormat.format(d);
const dayTime = (d: Date) => `${dateFormat.format(d)} ${timeFormat.format(d)}`;

const entryText = (lang: Language, l: StatementLine) => {
  const base = label(lang, l.kind as StatementKey);
  if (l.kind === 'hold' || l.kind === 'release') return `${base} (${formatINR(l.held)})`;
  return l.reason ? `${base}: ${l.reason}` : base;
};

/**
 * A ledger reference under its entry: as recorded in English (lot:4107, payment:12), else the
 * reference label in the buyer's language and the number, since the entry above already says
 * whether it was a lot, a payment or a refund.
 */
const referenceText = (lang: Language, reference: string) =>
  lang === 'en' ? reference : `${label(lang, 'reference')}: ${reference.replace(/^(lot|payment|refund):/, '')}`;

/**
 * The statement as CSV: one row per ledger movement, amounts in plain integer rupees so a
 * spreadsheet adds them; the headers in the buyer's language.
 */
export function statementCsv(s: Statement, lang: Language): string {
  const L = (k: StatementKey) => label(lang, k);
  const header = [L('date'), L('entry'), L('reference'), L('credit'), L('debit'), L('held'), L('balance')];
  const rows = s.lines.map((l) => [
    dayTime(l.at),
    entryText(lang, l),
    l.reference ?? '',
    l.amount > 0 ? l.amount : '',
    l.amount < 0 ? -l.amount : '',
    l.kind === 'hold' ? l.held : l.kind === 'release' ? -l.held : '',
    l.balance,
  ]);
  return toCsv(header, rows);
}

const BRAND_RED = '#ed1c24';
const GREY = '#555555';
const M = 40;

/** The statement as a PDF: the buyer's language beside the English, amounts in en-IN, the closing balance in words. */
export async function statementPdf(s: Statement, opts: { lang: Language; brand: string }): Promise<Buffer> {
  const { lang } = opts;
  const B = (k: StatementKey) => bilingualLabel(lang, k);
  const L = (k: StatementKey) => label(lang, k);
  // The PDF machinery (fonts, shaping) loads with the first statement, never at boot.
  const { PdfWriter } = await import('../../lib/pdf/document.js');
  const w = new PdfWriter({ title: `${label('en', 'title')}: ${s.name}`, author: opts.brand, margin: M });
  const doc = w.doc;
  doc.addPage();
  const width = doc.page.width - 2 * M;

  w.text(opts.brand, M, M, { weight: 'bold', size: 20, color: BRAND_RED });
  w.text(B('title'), M, M + 4, { weight: 'bold', size: 13, width, align: 'right' });
  doc
    .moveTo(M, M + 34)
    .lineTo(M + width, M + 34)
    .lineWidth(0.8)
    .strokeColor(BRAND_RED)
    .stroke();

  let y = M + 44;
  for (const [k, v] of [
    ['name', s.name],
    ['phone', s.phone],
    ['generated', day(s.generatedAt)],
  ] as [StatementKey, string][]) {
    w.text(B(k), M, y, { size: 9, color: GREY, width: 160 });
    w.text(v, M + 170, y, { size: 10, weight: 'bold', width: width - 170 });
    y = doc.y + 3;
  }
  y += 8;

  // Columns: date, entry, credit, debit, balance (the reference under the entry).
  const cols = { date: 70, credit: 75, debit: 75, balance: 85 };
  const entryWidth = width - cols.date - cols.credit - cols.debit - cols.balance;
  const x = {
    date: M,
    entry: M + cols.date,
    credit: M + cols.date + entryWidth,
    debit: M + cols.date + entryWidth + cols.credit,
    balance: M + width - cols.balance,
  };
  const headRow = () => {
    w.text(L('date'), x.date, y, { size: 9, weight: 'bold', width: cols.date - 4 });
    w.text(L('entry'), x.entry, y, { size: 9, weight: 'bold', width: entryWidth - 4 });
    w.text(L('credit'), x.credit, y, { size: 9, weight: 'bold', width: cols.credit - 4, align: 'right' });
    w.text(L('debit'), x.debit, y, { size: 9, weight: 'bold', width: cols.debit - 4, align: 'right' });
    w.text(L('balance'), x.balance, y, { size: 9, weight: 'bold', width: cols.balance, align: 'right' });
    y = doc.y + 4;
    doc
      .moveTo(M, y)
      .lineTo(M + width, y)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
    y += 4;
  };
  headRow();
  if (s.lines.length === 0) {
    w.text(L('no_entries'), M, y, { size: 10, color: GREY, width });
    y = doc.y + 6;
  }
  for (const l of s.lines) {
    const entry = entryText(lang, l);
    const height = Math.max(w.heightOf(entry, { size: 9, width: entryWidth - 4 }) + (l.reference ? 11 : 0), 12);
    if (y + height > doc.page.height - M - 60) {
      doc.addPage();
      y = M;
      headRow();
    }
    const top = y;
    w.text(day(l.at), x.date, top, { size: 9, width: cols.date - 4 });
    w.text(entry, x.entry, top, { size: 9, width: entryWidth - 4 });
    if (l.reference) w.text(referenceText(lang, l.reference), x.entry, doc.y, { size: 7, color: GREY, width: entryWidth - 4 });
    const bottom = doc.y;
    if (l.amount > 0) w.text(formatINR(l.amount), x.credit, top, { size: 9, width: cols.credit - 4, align: 'right' });
    if (l.amount < 0) w.text(formatINR(-l.amount), x.debit, top, { size: 9, width: cols.debit - 4, align: 'right' });
    w.text(formatINR(l.balance), x.balance, top, { size: 9, width: cols.balance, align: 'right' });
    y = Math.max(bottom, top + 12) + 4;
  }
  doc
    .moveTo(M, y)
    .lineTo(M + width, y)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
  y += 8;
  const totals: [StatementKey, number][] = [
    ['closing', s.closing],
    ['held', s.heldNow],
  ];
  for (const [k, v] of totals) {
    w.text(B(k), M, y, { size: 10, weight: k === 'closing' ? 'bold' : 'regular', width: width - 130 });
    w.text(formatINR(v), M + width - 120, y, { size: 10, weight: k === 'closing' ? 'bold' : 'regular', width: 120, align: 'right' });
    y = doc.y + 4;
  }
  y += 4;
  w.text(B('in_words'), M, y, { size: 9, color: GREY, width });
  y = doc.y + 2;
  w.text(rupeesInWords(s.closing, lang), M, y, { size: 10, weight: 'bold', width });
  y = doc.y + 2;
  if (lang !== 'en') {
    w.text(rupeesInWords(s.closing, 'en'), M, y, { size: 9, width });
    y = doc.y + 2;
  }
  y += 12;
  for (const k of ['note', 'computer_generated'] as const) {
    w.text(L(k), M, y, { size: 8, color: GREY, width });
    y = doc.y + 3;
  }
  return w.end();
}
