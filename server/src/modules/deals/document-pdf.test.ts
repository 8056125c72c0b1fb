import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { differenceFromReference, inkShare, pdfToPng, pixelDifference } from '../../lib/pdf/test-render.js';
import { releaseDocument, type ReleaseKind } from './document-content.js';
import { renderReleasePdf } from './document-pdf.js';
import type { Language } from '../../lib/languages.js';
import type { DealHead } from './repo.js';

/**
 * The release letter and the gate pass in each language, for a buyer whose name is in that
 * language's script, rasterised by poppler and compared with the committed pictures (refresh
 * them with UPDATE_PDF_REFERENCES=1 after a deliberate change, and look at them).
 */
const BUYERS: Record<Language, { name: string; face: string }> = {
  en: { name: 'Ramesh Kshirsagar', face: 'NotoSans-' },
  hi: { name: 'सुरेश क्षत्रिय', face: 'NotoSansDevanagari' },
  mr: { name: 'ज्ञानेश्वर कुलकर्णी', face: 'NotoSansDevanagari' },
  gu: { name: 'ક્ષિતિજ દ્વિવેદી', face: 'NotoSansGujarati' },
  kn: { name: 'ಕೃಷ್ಣಮೂರ್ತಿ ಲಕ್ಷ್ಮೀ', face: 'NotoSansKannada' },
  te: { name: 'వెంకటేశ్వర్లు శ్రీనివాస్', face: 'NotoSansTelugu' },
  ta: { name: 'முத்துக்குமார் க்ஷேத்ரா', face: 'NotoSansTamil' },
};

const head = (buyerName: string): DealHead => ({
  asset_id: 4107,
  auction_id: 212,
  auction_title: 'Sahyadri Auto Finance · Maharashtra Tractor',
  financier_name: 'Sahyadri Auto Finance',
  financier_names: {},
  payee: null,
  state: 'Maharashtra',
  lot_no: 7,
  make: 'Mahindra',
  model: '575 DI',
  year: 2019,
  registration_number: 'MH12AB4107',
  yard_location: 'Chakan yard, Pune',
  closed_at: new Date('2026-11-20T11:30:00Z'),
  stage: 'released',
  buyer_user_id: 12,
  buyer_name: buyerName,
  buyer_phone: '9000000002',
  rank: 1,
  amount: 744_000,
  deadline_at: null,
  version: 9,
  server_time: new Date('2026-11-25T06:00:00Z'),
});

const ISSUED = new Date('2026-11-24T06:30:00Z');
const referenceDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'test-fixtures', 'reference');
// The title, the intro and the vehicle and buyer sections (110 dpi).
const CROP = { x: 70, y: 100, w: 780, h: 560 };
const TOLERANCE = 0.01;

async function rendered(kind: ReleaseKind, lang: Language) {
  const pdf = await renderReleasePdf(releaseDocument(kind, head(BUYERS[lang].name), ISSUED, 'VahanHaat', lang));
  return { pdf, png: await pdfToPng(pdf, CROP) };
}

describe('release letter and gate pass in the seven languages', () => {
  for (const kind of ['release_letter', 'gate_pass'] as const) {
    for (const lang of Object.keys(BUYERS) as Language[]) {
      it(`prints the ${kind.replace('_', ' ')} in ${lang} as the reference picture shows`, { timeout: 60_000 }, async () => {
        const { pdf, png } = await rendered(kind, lang);
        expect(pdf.toString('latin1')).toContain(BUYERS[lang].face);
        expect(await inkShare(png)).toBeGreaterThan(0.01);
        expect(await differenceFromReference(png, path.join(referenceDir, `${kind}-${lang}.png`))).toBeLessThan(TOLERANCE);
      });
    }
  }

  it('tells one language from another and one buyer from another', { timeout: 60_000 }, async () => {
    const hindi = (await rendered('release_letter', 'hi')).png;
    const marathi = (await rendered('release_letter', 'mr')).png;
    expect(await pixelDifference(hindi, marathi)).toBeGreaterThan(TOLERANCE);
    const other = await pdfToPng(
      await renderReleasePdf(releaseDocument('release_letter', head('सुरेश यादव'), ISSUED, 'VahanHaat', 'hi')),
      CROP,
    );
    expect(await pixelDifference(hindi, other)).toBeGreaterThan(0);
  });

  it("names the financier in the letter's language with its English name beside it, else in English", () => {
    const spelt = { ...head('Ramesh'), financier_names: { hi: 'सह्याद्रि ऑटो फाइनेंस' } };
    const hi = releaseDocument('release_letter', spelt, ISSUED, 'VahanHaat', 'hi');
    expect(hi.intro).toContain('सह्याद्रि ऑटो फाइनेंस');
    expect(hi.sections[2]!.rows[0]![1]).toBe('सह्याद्रि ऑटो फाइनेंस (Sahyadri Auto Finance)');
    const mr = releaseDocument('release_letter', spelt, ISSUED, 'VahanHaat', 'mr');
    expect(mr.sections[2]!.rows[0]![1]).toBe('Sahyadri Auto Finance');
    expect(mr.intro).toContain('Sahyadri Auto Finance');
  });

  it("names the state in the letter's language and dates it in Latin digits, as the amounts are", () => {
    const state = (lang: Language) => releaseDocument('release_letter', head('Ramesh'), ISSUED, 'VahanHaat', lang).sections[2]!.rows[1]![1];
    expect(state('hi')).toBe('महाराष्ट्र');
    expect(state('ta')).toBe('மகாராஷ்டிரா');
    expect(state('en')).toBe('Maharashtra');
    for (const lang of Object.keys(BUYERS) as Language[]) {
      const { dateLine } = releaseDocument('gate_pass', head('Ramesh'), ISSUED, 'VahanHaat', lang);
      expect(dateLine, lang).toMatch(/24\D+2026/);
    }
  });

  it('words the letter in the language asked for, with the English title beside it', () => {
    const doc = releaseDocument('gate_pass', head('Ramesh'), ISSUED, 'VahanHaat', 'ta');
    expect(doc.title).toBe('கேட் பாஸ் / Gate pass');
    expect(doc.intro).toContain('Chakan yard, Pune');
    expect(doc.sections[1]!.rows[0]).toEqual(['வாங்குபவர்', 'Ramesh']);
    expect(releaseDocument('gate_pass', head('Ramesh'), ISSUED, 'VahanHaat').title).toBe('Gate pass');
  });
});
