import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../lib/languages.js';
import { bondContent, BUYER_TERMS, maskPan, pdfSafe, rupeesText, type BondBuyer, type BondLot } from './bond-content.js';
import { BOND_LABELS } from './bond-labels.js';
import { renderBondPdf } from './bond-pdf.js';

const lot: BondLot = {
  assetId: 42,
  auctionId: 7,
  auctionTitle: 'Pune tractors, November',
  financierName: 'Shriram Finance',
  state: 'Maharashtra',
  lotNo: 3,
  make: 'Mahindra',
  model: '575 DI',
  year: 2018,
  registrationNumber: 'MH12AB1234',
  yardLocation: 'Hadapsar yard',
  yardDistrict: 'Pune',
  winningAmount: 151_000,
  result: 'approved',
  decidedAt: new Date('2026-11-20T06:00:00Z'),
  paymentDueAt: new Date('2026-11-22T06:00:00Z'),
};
const buyer: BondBuyer = {
  name: 'Ramesh Patil',
  phone: '9876543210',
  pan: 'ABCDE1234F',
  aadharLast4: '4321',
  address: 'At Post Shirur',
  state: 'Maharashtra',
  pincode: '412210',
};

const rows = (doc: ReturnType<typeof bondContent>) => Object.fromEntries(doc.sections.flatMap((s) => s.rows));

describe('bond content', () => {
  it('states the papers and legal standing the seller gave when listing, and leaves the section out without them', () => {
    const documents = {
      rc: 'copy',
      keys: 1,
      noc: 'after_payment',
      form35: 'ready',
      insurance_valid_until: null,
      hypothecation: 'this_financier',
      repossession_basis: 'voluntary_surrender',
      dispute: '',
    } as const;
    const doc = bondContent('VahanHaat', new Date('2026-11-21T06:07:00Z'), { ...lot, documents }, buyer);
    const section = doc.sections.find((s) => s.heading.startsWith('Documents and legal status'));
    expect(Object.fromEntries(section!.rows)).toEqual({
      RC: 'Copy only',
      Keys: '1',
      NOC: 'Issued after full payment',
      'Form 35': 'Signed and ready',
      'Insurance valid until': 'Not insured or not known',
      Hypothecation: 'Noted for the selling financier',
      'Repossession basis': 'Voluntary surrender by the borrower',
      'Known dispute': 'None known to the financier',
    });
    const disputed = bondContent(
      'VahanHaat',
      new Date(),
      { ...lot, documents: { ...documents, dispute: 'Case pending in Pune court', insurance_valid_until: '2027-03-31' } },
      buyer,
    );
    expect(rows(disputed)).toMatchObject({ 'Known dispute': 'Case pending in Pune court', 'Insurance valid until': '2027-03-31' });
    expect(bondContent('VahanHaat', new Date(), lot, buyer).sections.some((s) => s.heading.startsWith('Documents'))).toBe(false);
  });

  it('names the product, the buyer with PAN and Aadhaar masked, the vehicle and the yard', () => {
    const doc = bondContent('VahanHaat', new Date('2026-11-21T06:07:00Z'), lot, buyer);
    expect(doc.heading).toBe('VahanHaat');
    expect(doc.dateLine).toBe('Date: 21 Nov 2026, 11:37 am IST');
    expect(rows(doc)).toMatchObject({
      Name: 'Ramesh Patil',
      Mobile: '9876543210',
      PAN: 'XXXXXX234F',
      Aadhaar: 'XXXX XXXX 4321',
      Address: 'At Post Shirur, Maharashtra, 412210',
      'Make / Model': 'Mahindra 575 DI',
      Year: '2018',
      'Registration number': 'MH12AB1234',
      Yard: 'Hadapsar yard, Pune',
      'Payment due by': '22 Nov 2026, 11:30 am IST',
    });
    expect(JSON.stringify(doc)).not.toContain('ABCDE1234F');
  });

  it('gives the winning amount in en-IN figures with Rs. and in Indian words', () => {
    const doc = bondContent('VahanHaat', new Date(), lot, buyer);
    expect(rows(doc)['Winning amount']).toBe('Rs. 1,51,000');
    expect(rows(doc)['In words']).toBe('Rupees One Lakh Fifty One Thousand Only');
    expect(rupeesText(12_34_56_789)).toBe('Rs. 12,34,56,789');
    expect(Object.keys(rows(doc)).filter((k) => k.startsWith('In words'))).toEqual(['In words']);
  });

  it("names the seller in the bond's language with its registered English name beside it, else in English", () => {
    const spelt = { ...lot, financierName: 'Thar Motor Credit', financierNames: { hi: 'थार मोटर क्रेडिट' } };
    const hi = bondContent('VahanHaat', new Date(), spelt, buyer, 'hi');
    expect(rows(hi)[BOND_LABELS.hi.seller]).toBe('थार मोटर क्रेडिट (Thar Motor Credit)');
    expect(hi.signatures[1]!.role).toBe('थार मोटर क्रेडिट (विक्रेता) की ओर से');
    // No Marathi spelling set: the English name.
    expect(rows(bondContent('VahanHaat', new Date(), spelt, buyer, 'mr'))[BOND_LABELS.mr.seller]).toBe('Thar Motor Credit');
    expect(rows(bondContent('VahanHaat', new Date(), spelt, buyer))[BOND_LABELS.en.seller]).toBe('Thar Motor Credit');
  });

  it("writes the amount in words in the buyer's language below the English", () => {
    expect(rows(bondContent('VahanHaat', new Date(), lot, buyer, 'mr'))).toMatchObject({
      'अक्षरी (English)': 'Rupees One Lakh Fifty One Thousand Only',
      'अक्षरी (मराठी)': 'एक लाख एक्कावन्न हजार रुपये फक्त',
    });
    expect(rows(bondContent('VahanHaat', new Date(), lot, buyer, 'ta'))['எழுத்தில் (தமிழ்)']).toBe('ஒரு லட்சத்து ஐம்பத்தொன்று ஆயிரம் ரூபாய் மட்டும்');
  });

  it("words the whole bond in the buyer's language: labels, terms, declaration, signatures, dates", () => {
    const documents = {
      rc: 'original',
      keys: 2,
      noc: 'with_vehicle',
      form35: 'not_ready',
      insurance_valid_until: null,
      hypothecation: 'other_lender',
      repossession_basis: 'sarfaesi',
      dispute: '',
    } as const;
    const hi = bondContent('VahanHaat', new Date('2026-11-21T06:07:00Z'), { ...lot, documents }, buyer, 'hi');
    expect(hi.title).toBe('खरीद बॉन्ड और KYC घोषणा / Purchase Bond and KYC Declaration');
    expect(rows(hi)).toMatchObject({
      नाम: 'Ramesh Patil',
      पता: 'At Post Shirur, महाराष्ट्र, 412210',
      चाबियाँ: '2',
      NOC: 'वाहन के साथ सौंपा जाएगा',
      'बीमा इस तिथि तक वैध': 'बीमा नहीं है या ज्ञात नहीं',
      'जीतने वाली राशि': 'Rs. 1,51,000',
    });
    expect(hi.terms[1]).toBe('स्वीकृत बिक्री राशि का पूरा भुगतान स्वीकृति के 48 घंटे के भीतर फाइनेंसर को करना होगा।');
    expect(hi.terms[6]).toContain('Rs. 10,000');
    expect(hi.declaration).toMatch(/^मैं, Ramesh Patil, घोषणा करता\/करती हूँ .*Rs\. 1,51,000/);
    expect(hi.signatures.map((s) => s.role)).toEqual(['खरीदार', 'Shriram Finance (विक्रेता) की ओर से', 'VahanHaat की ओर से']);
    expect(hi.dateLine).toBe('दिनांक: 21 नव॰ 2026, 11:37 am IST');

    // No English label, term or value is left in any other language's bond (the title's English name aside).
    const en = BOND_LABELS.en;
    const english = [
      ...Object.values(en).filter((v): v is string => typeof v === 'string' && !v.includes('{') && v !== 'Ref.'),
      ...Object.values(en.values),
      ...BUYER_TERMS,
    ];
    for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
      const doc = bondContent('VahanHaat', new Date(), { ...lot, documents, result: 'paid' }, { ...buyer, pan: null }, lang);
      const text = JSON.stringify({ ...doc, title: doc.title.replace(` / ${en.title}`, '') });
      for (const words of english) expect(text, `${lang}: ${words}`).not.toContain(JSON.stringify(words).slice(1, -1));
      expect(doc.terms).toHaveLength(BUYER_TERMS.length);
    }
  });

  it('carries the buyer terms of spec §9 and three signature blocks', () => {
    const doc = bondContent('VahanHaat', new Date(), lot, buyer);
    const terms = doc.terms.join(' ');
    for (const phrase of [
      'as-is where-is',
      'within 48 hours of approval',
      '72 to 96 hours',
      'cannot be cancelled',
      'Yard charges are to be paid by the buyer',
      'not the responsibility of the seller',
      'Rs. 10,000 per vehicle',
    ]) {
      expect(terms).toContain(phrase);
    }
    expect(doc.terms).toHaveLength(BUYER_TERMS.length);
    expect(doc.signatures.map((s) => s.role)).toEqual(['Buyer', 'For Shriram Finance (seller)', 'For VahanHaat']);
  });

  it('says "Not provided" for a missing PAN or Aadhaar and "Paid" once paid', () => {
    const doc = bondContent(
      'VahanHaat',
      new Date(),
      { ...lot, result: 'paid' },
      { ...buyer, pan: null, aadharLast4: null, address: '', state: null, pincode: null },
    );
    expect(rows(doc)).toMatchObject({ PAN: 'Not provided', Aadhaar: 'Not provided', Address: 'Not provided', 'Payment due by': 'Paid' });
    expect(maskPan('ab1')).toBe('Not provided');
  });

  it('keeps text inside what the embedded faces can draw', () => {
    expect(pdfSafe('Jos\u00e9 \u2018Raju\u2019 \u2013 \u20b9500')).toBe("Jos\u00e9 'Raju' - Rs.500");
    expect(pdfSafe('\u0930\u092e\u0947\u0936 Patil')).toBe('\u0930\u092e\u0947\u0936 Patil');
    expect(pdfSafe('\u0bb8\u0bcd\u0bb0\u0bc0 \u0c95\u0cc3\u0cb7\u0ccd\u0ca3')).toBe(
      '\u0bb8\u0bcd\u0bb0\u0bc0 \u0c95\u0cc3\u0cb7\u0ccd\u0ca3',
    );
    expect(pdfSafe('\u4e2d\u6587 Li')).toBe('?? Li');
    expect(pdfSafe('line\nbreak')).toBe('line break');
  });

  it('renders one lot a page into a PDF', async () => {
    const doc = bondContent('VahanHaat', new Date(), lot, buyer);
    const pdf = await renderBondPdf([doc, doc], { title: 'Bond', author: 'VahanHaat' });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);
  });

  it("embeds the face of a buyer's script so an Indian name prints as written", async () => {
    const doc = bondContent('VahanHaat', new Date(), lot, {
      ...buyer,
      name: '\u0930\u092e\u0947\u0936 \u0915\u094d\u0937\u0940\u0930\u0938\u093e\u0917\u0930',
    });
    const pdf = (await renderBondPdf([doc], { title: 'Bond', author: 'VahanHaat' })).toString('latin1');
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari/);
    expect(pdf).not.toMatch(/Helvetica/);
  });
});
