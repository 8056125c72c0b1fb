import { financierName, stateName } from '@vahanhaat/words';
import { rupeesInWords } from '../../lib/amount-in-words.js';
import { formatINR } from '../../lib/money.js';
import { fill, RELEASE_LABELS } from './document-labels.js';
import type { Language } from '../../lib/languages.js';
import type { DealHead } from './repo.js';

/**
 * What the release letter (delivery order) and the gate pass say, apart from how they are laid
 * out: the renderer only places headings and label/value rows, so another PDF engine can take
 * this content as it is.
 */
export interface ReleaseDocument {
  fileName: string;
  heading: string;
  title: string;
  reference: string;
  dateLine: string;
  intro: string;
  sections: { heading: string; rows: [string, string][] }[];
  notes: string[];
  signatures: string[];
  footer: string;
}

export type ReleaseKind = 'release_letter' | 'gate_pass';

// Latin digits in every language, as on the prices beside them (Marathi would default to Devanagari).
const dateOf = (d: Date, lang: Language) =>
  d.toLocaleDateString(`${lang}-IN-u-nu-latn`, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** The document in the buyer's language; the title carries the English name too, for the yard. */
export function releaseDocument(kind: ReleaseKind, h: DealHead, issuedAt: Date, brand: string, lang: Language = 'en'): ReleaseDocument {
  const L = RELEASE_LABELS[lang];
  const titleOf = (k: 'releaseTitle' | 'gatePassTitle') => (lang === 'en' ? L[k] : `${L[k]} / ${RELEASE_LABELS.en[k]}`);
  const vehicle: [string, string][] = [
    [L.vehicle, `${h.make} ${h.model} (${h.year})`],
    [L.registration, h.registration_number],
    [L.auctionLot, `${h.auction_title} / ${L.lot} ${h.lot_no}`],
    [L.yard, h.yard_location],
  ];
  const buyer: [string, string][] = [
    [L.buyer, h.buyer_name],
    [L.mobile, h.buyer_phone],
    [L.saleAmount, `${formatINR(h.amount)} (${rupeesInWords(h.amount, lang)})`],
  ];
  const reference = `${kind === 'gate_pass' ? 'GP' : 'DO'}-${h.auction_id}-${h.asset_id}`;
  const dateLine = `${L.date}: ${dateOf(issuedAt, lang)}`;
  if (kind === 'release_letter') {
    // The seller as the reader reads it, with the English (registered) name beside a spelling.
    const seller = financierName(h.financier_name, h.financier_names, lang);
    return {
      fileName: `release-letter-${h.asset_id}.pdf`,
      heading: brand,
      title: titleOf('releaseTitle'),
      reference,
      dateLine,
      intro: fill(L.releaseIntro, { financier: seller }),
      sections: [
        { heading: L.vehicle, rows: vehicle },
        { heading: L.buyer, rows: buyer },
        {
          heading: L.seller,
          rows: [
            [L.financier, seller === h.financier_name ? seller : `${seller} (${h.financier_name})`],
            [L.state, stateName(h.state, lang)],
          ],
        },
      ],
      notes: [L.asIs, L.rcTransfer],
      signatures: [fill(L.forFinancier, { financier: seller }), L.buyer],
      footer: `${brand} · ${reference}`,
    };
  }
  return {
    fileName: `gate-pass-${h.asset_id}.pdf`,
    heading: brand,
    title: titleOf('gatePassTitle'),
    reference,
    dateLine,
    intro: fill(L.gateIntro, { yard: h.yard_location }),
    sections: [
      { heading: L.vehicle, rows: vehicle },
      { heading: L.buyer, rows: buyer.slice(0, 2) },
    ],
    notes: [L.gateValid],
    signatures: [L.yardInCharge, L.buyer],
    footer: `${brand} · ${reference}`,
  };
}
