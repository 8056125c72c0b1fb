import { rupeesInWords } from '../../lib/amount-in-words.js';
import { BACKOUT_CHARGE_RUPEES, SALE_PAYMENT_DUE_HOURS } from '../billing/index.js';
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
  terms: string[];
  declaration: string;
  signatures: { role: string; name: string }[];
  footer: string;
}

const grouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
/** The PDF core fonts have no rupee sign: 'Rs.' with en-IN grouping, Rs. 1,51,000. */
export function rupeesText(amount: number): string {
  return `Rs. ${grouping.format(amount)}`;
}

/** Buyer terms (spec §9), in the order a buyer needs them after winning. */
export const BUYER_TERMS: readonly string[] = [
  'The vehicle is sold on an "as-is where-is" basis; the buyer has had the opportunity to inspect it and accepts its condition.',
  `The approved sale amount must be paid in full to the financier within ${SALE_PAYMENT_DUE_HOURS} hours of approval.`,
  'Release of the vehicle may take 72 to 96 hours after the payment is received.',
  'Quotes cannot be cancelled once submitted.',
  'Yard charges are to be paid by the buyer.',
  'Transfer and registration of the vehicle are not the responsibility of the seller.',
  `A buyer who backs out of an approved purchase pays a back-out charge of ${rupeesText(BACKOUT_CHARGE_RUPEES)} per vehicle.`,
];

/** Everything but the last four characters hidden: ABCDE1234F → XXXXXX234F. */
export function maskPan(pan: string | null): string {
  const p = pan?.trim().toUpperCase() ?? '';
  if (p.length < 4) return 'Not provided';
  return 'X'.repeat(p.length - 4) + p.slice(-4);
}

const maskAadhaar = (last4: string | null) => (last4 ? `XXXX XXXX ${last4}` : 'Not provided');

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});
/** Indian time, whatever the server's zone: 21 Nov 2026, 11:37 am IST. */
export const istText = (d: Date | null) => (d ? `${dateFormat.format(d)} IST` : '-');

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

const DOCUMENT_VALUES: Record<string, string> = {
  original: 'Original',
  copy: 'Copy only',
  none: 'None',
  with_vehicle: 'Handed over with the vehicle',
  after_payment: 'Issued after full payment',
  not_available: 'Not available',
  ready: 'Signed and ready',
  not_ready: 'Not ready',
  this_financier: 'Noted for the selling financier',
  other_lender: 'Noted for another lender',
  loan_default: 'Loan default',
  voluntary_surrender: 'Voluntary surrender by the borrower',
  court_order: 'Court order',
  sarfaesi: 'SARFAESI Act',
  other: 'Other',
};

/** What comes with the vehicle and on what basis it was repossessed, as stated before the sale. */
function documentsSection(d: LotDocumentsOut | null | undefined): BondDocument['sections'] {
  if (!d) return [];
  const value = (v: string) => DOCUMENT_VALUES[v] ?? v;
  return [
    {
      heading: 'Documents and legal status (as stated by the seller)',
      rows: [
        ['RC', value(d.rc)],
        ['Keys', String(d.keys)],
        ['NOC', value(d.noc)],
        ['Form 35', value(d.form35)],
        ['Insurance valid until', d.insurance_valid_until ?? 'Not insured or not known'],
        ['Hypothecation', value(d.hypothecation)],
        ['Repossession basis', value(d.repossession_basis)],
        ['Known dispute', d.dispute.trim() || 'None known to the financier'],
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

/** The winning amount in words: English, the bond's language, and the buyer's language below it. */
function inWords(amount: number, lang: Language): [string, string][] {
  const english: [string, string] = ['In words', rupeesInWords(amount)];
  return lang === 'en' ? [english] : [english, [`In words (${LANGUAGE_NAMES[lang]})`, rupeesInWords(amount, lang)]];
}

export function bondContent(brand: string, generatedAt: Date, lot: BondLot, buyer: BondBuyer, lang: Language = 'en'): BondDocument {
  const address = [buyer.address, buyer.state, buyer.pincode].filter((p) => p && p.trim()).join(', ') || 'Not provided';
  const yard = [lot.yardLocation, lot.yardDistrict].filter((p) => p.trim()).join(', ');
  const doc: BondDocument = {
    heading: brand,
    title: 'Purchase Bond and KYC Declaration',
    reference: `Ref. BOND-${lot.auctionId}-${lot.assetId}`,
    dateLine: `Date: ${istText(generatedAt)}`,
    sections: [
      {
        heading: 'Buyer (KYC)',
        rows: [
          ['Name', buyer.name],
          ['Mobile', buyer.phone],
          ['PAN', maskPan(buyer.pan)],
          ['Aadhaar', maskAadhaar(buyer.aadharLast4)],
          ['Address', address],
        ],
      },
      {
        heading: 'Vehicle',
        rows: [
          ['Auction', `${lot.auctionTitle} (No. ${lot.auctionId})`],
          ['Seller (financier)', lot.financierName],
          ['Lot', `${lot.lotNo} (ID ${lot.assetId}), ${lot.state}`],
          ['Make / Model', `${lot.make} ${lot.model}`],
          ['Year', String(lot.year)],
          ['Registration number', lot.registrationNumber],
          ['Yard', yard],
        ],
      },
      ...documentsSection(lot.documents),
      {
        heading: 'Sale',
        rows: [
          ['Winning amount', rupeesText(lot.winningAmount)],
          ...inWords(lot.winningAmount, lang),
          ['Approved on', istText(lot.decidedAt)],
          ['Payment due by', lot.result === 'paid' ? 'Paid' : istText(lot.paymentDueAt)],
        ],
      },
    ],
    terms: [...BUYER_TERMS],
    declaration:
      `I, ${buyer.name}, declare that the KYC details above are mine and correct, that I submitted the winning quote ` +
      `of ${rupeesText(lot.winningAmount)} for the vehicle above, and that I have read and accept the buyer terms.`,
    signatures: [
      { role: 'Buyer', name: buyer.name },
      { role: `For ${lot.financierName} (seller)`, name: '' },
      { role: `For ${brand}`, name: '' },
    ],
    footer: `Generated by ${brand} on ${istText(generatedAt)}. This is a computer-generated document.`,
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
    terms: d.terms.map(pdfSafe),
    declaration: pdfSafe(d.declaration),
    signatures: d.signatures.map((s) => ({ role: pdfSafe(s.role), name: pdfSafe(s.name) })),
    footer: pdfSafe(d.footer),
  };
}
