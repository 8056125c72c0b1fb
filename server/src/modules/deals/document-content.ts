import { rupeesInWords } from '../../lib/amount-in-words.js';
import { formatINR } from '../../lib/money.js';
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

const dateOf = (d: Date) => d.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

export function releaseDocument(kind: ReleaseKind, h: DealHead, issuedAt: Date, brand: string): ReleaseDocument {
  const vehicle: [string, string][] = [
    ['Vehicle', `${h.make} ${h.model} (${h.year})`],
    ['Registration number', h.registration_number],
    ['Auction / lot', `${h.auction_title} / lot ${h.lot_no}`],
    ['Yard', h.yard_location],
  ];
  const buyer: [string, string][] = [
    ['Buyer', h.buyer_name],
    ['Mobile', h.buyer_phone],
    ['Sale amount', `${formatINR(h.amount)} (${rupeesInWords(h.amount)})`],
  ];
  const reference = `${kind === 'gate_pass' ? 'GP' : 'DO'}-${h.auction_id}-${h.asset_id}`;
  if (kind === 'release_letter') {
    return {
      fileName: `release-letter-${h.asset_id}.pdf`,
      heading: brand,
      title: 'Release letter / Delivery order',
      reference,
      dateLine: `Date: ${dateOf(issuedAt)}`,
      intro: `${h.financier_name} has received the full sale amount for the vehicle below and its NOC is issued. The yard is asked to release the vehicle to the buyer named here on presentation of this letter, the gate pass and a photo identity document.`,
      sections: [
        { heading: 'Vehicle', rows: vehicle },
        { heading: 'Buyer', rows: buyer },
        { heading: 'Seller', rows: [['Financier', h.financier_name], ['State', h.state]] },
      ],
      notes: [
        'The vehicle is sold as-is where-is; yard charges are paid by the buyer.',
        'The buyer transfers the registration within 30 days of release: Form 29 and Form 30, Form 35 with the financier’s NOC, and Form 28 when the vehicle moves to another state.',
      ],
      signatures: [`For ${h.financier_name}`, 'Buyer'],
      footer: `${brand} · ${reference}`,
    };
  }
  return {
    fileName: `gate-pass-${h.asset_id}.pdf`,
    heading: brand,
    title: 'Gate pass',
    reference,
    dateLine: `Date: ${dateOf(issuedAt)}`,
    intro: `Allow the vehicle below to leave ${h.yard_location} with the buyer named here.`,
    sections: [
      { heading: 'Vehicle', rows: vehicle },
      { heading: 'Buyer', rows: buyer.slice(0, 2) },
    ],
    notes: ['Valid once. The yard keeps a copy with the buyer’s signature and identity document number.'],
    signatures: ['Yard in-charge', 'Buyer'],
    footer: `${brand} · ${reference}`,
  };
}
