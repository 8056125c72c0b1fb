import { financierName, stateName } from '@vahanhaat/words';
import { rupeesInWords } from '../../lib/amount-in-words.js';
import { BACKOUT_CHARGE_RUPEES, SALE_PAYMENT_DUE_HOURS } from '../billing/index.js';
import { BOND_LABELS, fillIn, type BondLabels } from './bond-labels.js';
import type { FinancierNames } from '../../db/schema/index.js';
import type { Language } from '../../lib/languages.js';
import type { LotDocumentsOut } from '../catalog/index.js';

/**
 * What a purchase bond / KYC declaration says, as plain data: the PDF renderer only lays it
 * out, so the wording, masking and amounts are tested without parsing a PDF.
 */

export interface BondLot {
  assetId: number;
  auctionId: number;
  auctionTitle: string;
  financierName: string;
  /** The financier's name per language (financiers.name_i18n). */
  financierNames?: FinancierNames;
  state: string;
  lotNo: number;
  make: string;
  model: string;
  year: number;
  registrationNumber: string;
  yardLocation: string;
  yardDistrict: string;
  winningAmount: number;
  result: string;
  decidedAt: Date | null;
  paymentDueAt: Date | null;
  /** The papers and legal standing the financier stated when listing; null when not stated. */
  documents?: LotDocumentsOut | null;
}

export interface BondBuyer {
  name: string;
  phone: string;
  pan: string | null;
  aadharLast4: string | null;
  address: string;
  state: string | null;
  pincode: string | null;
}

export interface BondDocument {
  heading: string;
  title: string;
  reference: string;
  dateLine: string;
  sections: { heading: string; rows: [label: string, value: string][] }[];
  termsHeading: string;
  terms: string[];
  declaration: string;
  signatures: { role: string; name: string }[];
  /** Under each signature line: the signatory when unnamed, and the date to write in. */
  signatory: string;
  dateBlank: string;
  footer: string;
}

const grouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
/** The PDF core fonts have no rupee sign: 'Rs.' with en-IN grouping, Rs. 1,51,000. */
export function rupeesText(amount: number): string {
  return `Rs. ${grouping.format(amount)}`;
}

/** Buyer terms (spec §9), in the order a buyer needs them after winning, in a language. */
export const buyerTerms = (lang: Language): string[] =>
  BOND_LABELS[lang].terms.map((t) => fillIn(t, { hours: SALE_PAYMENT_DUE_HOURS, charge: rupeesText(BACKOUT_CHARGE_RUPEES) }));

/** The buyer terms in English, as spec §9 words them. */
export const BUYER_TERMS: readonly string[] = buyerTerms('en');

/** Everything but the last four characters hidden: ABCDE1234F → XXXXXX234F. */
export function maskPan(pan: string | null, lang: Language = 'en'): string {
  const p = pan?.trim().toUpperCase() ?? '';
  if (p.length < 4) return BOND_LABELS[lang].notProvided;
  return 'X'.repeat(p.length - 4) + p.slice(-4);
}

const maskAadhaar = (last4: string | null, lang: Language) => (last4 ? `XXXX XXXX ${last4}` : BOND_LABELS[lang].notProvided);

/** Each language's date and time format, with Latin digits as the site writes them. */
const dateFormats = new Map<Language, Intl.DateTimeFormat>();
function dateFormat(lang: Language): Intl.DateTimeFormat {
  let f = dateFormats.get(lang);
  if (!f) {
    f = new Intl.DateTimeFormat(`${lang}-IN-u-nu-latn`, {
      timeZone: 'Asia/Kolkata',
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
    });
    dateFormats.set(lang, f);
  }
  return f;
}
/** Indian time, whatever the server's zone: 21 Nov 2026, 11:37 am IST (month names in the language). */
export const istText = (d: Date | null, lang: Language = 'en') => (d ? `${dateFormat(lang).format(d)} IST` : '-');

const SUBSTITUTES: Record<string, string> = {
  '\u20b9': 'Rs.',
  '\u2018': "'",
  '\u2019': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u2013': '-',
  '\u2014': '-',
};

/** Latin-1 and the Indian scripts of the embedded faces (lib/pdf/fonts.ts), with the joiners they use. */
// Tested one code point at a time, so combining marks in the ranges are meant.
// eslint-disable-next-line no-misleading-character-class
const DRAWABLE = /^[\x20-\x7e\xa0-\xff\u0900-\u097f\u0a80-\u0aff\u0b80-\u0bff\u0c00-\u0c7f\u0c80-\u0cff\u200c\u200d]$/;

/** One character the embedded faces cannot draw: its accent-free letter if it has one, else '?'. */
function fold(c: string): string {
  const base = c.normalize('NFKD').replace(/\p{M}/gu, '');
  if (base === '') return '';
  return [...base].every((b) => DRAWABLE.test(b)) ? base : '?';
}

/**
 * The embedded faces cover Latin-1 and the Indian scripts of the site: other letters are folded
 * to their base letter where one exists, and other scripts print as '?' rather than as missing glyphs.
 */
export function pdfSafe(text: string): string {
  return [...text.normalize('NFC').replace(/[\r\n\t]+/g, ' ')].map((c) => SUBSTITUTES[c] ?? (DRAWABLE.test(c) ? c : fold(c))).join('');
}

/** What comes with the vehicle and on what basis it was repossessed, as stated before the sale. */
function documentsSection(d: LotDocumentsOut | null | undefined, L: BondLabels): BondDocument['sections'] {
  if (!d) return [];
  const value = (v: string) => (L.values as Record<string, string>)[v] ?? v;
  return [
    {
      heading: L.documents,
      rows: [
        ['RC', value(d.rc)],
        [L.keys, String(d.keys)],
        ['NOC', value(d.noc)],
        [L.form35, value(d.form35)],
        [L.insurance, d.insurance_valid_until ?? L.notInsured],
        [L.hypothecation, value(d.hypothecation)],
        [L.repossession, value(d.repossession_basis)],
        [L.dispute, d.dispute.trim() || L.noDispute],
      ],
    },
  ];
}

/** Each language's own name, beside the amount in words written in it. */
const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  hi: 'हिन्दी',
  mr: 'मराठी',
  gu: 'ગુજરાતી',
  kn: 'ಕನ್ನಡ',
  te: 'తెలుగు',
  ta: 'தமிழ்',
};

/** The winning amount in words: in English, and in the bond's language below it. */
function inWords(amount: number, lang: Language, L: BondLabels): [string, string][] {
  const english = rupeesInWords(amount);
  if (lang === 'en') return [[L.inWords, english]];
  return [
    [`${L.inWords} (English)`, english],
    [`${L.inWords} (${LANGUAGE_NAMES[lang]})`, rupeesInWords(amount, lang)],
  ];
}

/**
 * The bond in the buyer's language (the title carries the English name too, as the release letter
 * does); names, numbers and the amount in English words stay as they are.
 */
export function bondContent(brand: string, generatedAt: Date, lot: BondLot, buyer: BondBuyer, lang: Language = 'en'): BondDocument {
  const L = BOND_LABELS[lang];
  const place = (state: string | null) => (state ? stateName(state, lang) : state);
  const address = [buyer.address, place(buyer.state), buyer.pincode].filter((p) => p && p.trim()).join(', ') || L.notProvided;
  const yard = [lot.yardLocation, lot.yardDistrict].filter((p) => p.trim()).join(', ');
  const generated = istText(generatedAt, lang);
  // The seller as the reader reads it, with the English (registered) name beside a spelling.
  const seller = financierName(lot.financierName, lot.financierNames, lang);
  const sellerRow = seller === lot.financierName ? seller : `${seller} (${lot.financierName})`;
  const doc: BondDocument = {
    heading: brand,
    title: lang === 'en' ? L.title : `${L.title} / ${BOND_LABELS.en.title}`,
    reference: `${L.ref} BOND-${lot.auctionId}-${lot.assetId}`,
    dateLine: `${L.date}: ${generated}`,
    sections: [
      {
        heading: L.buyerKyc,
        rows: [
          [L.name, buyer.name],
          [L.mobile, buyer.phone],
          ['PAN', maskPan(buyer.pan, lang)],
          [L.aadhaar, maskAadhaar(buyer.aadharLast4, lang)],
          [L.address, address],
        ],
      },
      {
        heading: L.vehicle,
        rows: [
          [L.auction, fillIn(L.auctionValue, { title: lot.auctionTitle, id: lot.auctionId })],
          [L.seller, sellerRow],
          [L.lot, fillIn(L.lotValue, { lot: lot.lotNo, id: lot.assetId, state: stateName(lot.state, lang) })],
          [L.makeModel, `${lot.make} ${lot.model}`],
          [L.year, String(lot.year)],
          [L.registration, lot.registrationNumber],
          [L.yard, yard],
        ],
      },
      ...documentsSection(lot.documents, L),
      {
        heading: L.sale,
        rows: [
          [L.winningAmount, rupeesText(lot.winningAmount)],
          ...inWords(lot.winningAmount, lang, L),
          [L.approvedOn, istText(lot.decidedAt, lang)],
          [L.paymentDue, lot.result === 'paid' ? L.paid : istText(lot.paymentDueAt, lang)],
        ],
      },
    ],
    termsHeading: L.termsHeading,
    terms: buyerTerms(lang),
    declaration: fillIn(L.declaration, { name: buyer.name, amount: rupeesText(lot.winningAmount) }),
    signatures: [
      { role: L.buyerRole, name: buyer.name },
      { role: fillIn(L.forSeller, { financier: seller }), name: '' },
      { role: fillIn(L.forBrand, { brand }), name: '' },
    ],
    signatory: L.signatory,
    dateBlank: `${L.date}: ____________`,
    footer: fillIn(L.footer, { brand, date: generated }),
  };
  return sanitize(doc);
}

function sanitize(d: BondDocument): BondDocument {
  return {
    heading: pdfSafe(d.heading),
    title: pdfSafe(d.title),
    reference: pdfSafe(d.reference),
    dateLine: pdfSafe(d.dateLine),
    sections: d.sections.map((s) => ({ heading: pdfSafe(s.heading), rows: s.rows.map(([l, v]) => [pdfSafe(l), pdfSafe(v)]) })),
    termsHeading: pdfSafe(d.termsHeading),
    terms: d.terms.map(pdfSafe),
    declaration: pdfSafe(d.declaration),
    signatures: d.signatures.map((s) => ({ role: pdfSafe(s.role), name: pdfSafe(s.name) })),
    signatory: pdfSafe(d.signatory),
    dateBlank: pdfSafe(d.dateBlank),
    footer: pdfSafe(d.footer),
  };
}
