import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PdfWriter } from './document.js';
import { differenceFromReference, inkShare, pdfToPng, pixelDifference } from './test-render.js';

/**
 * Each language's words set in a PDF, rasterised by poppler and compared with the committed
 * picture of the correct shaping (conjuncts, reph, split and pre-base vowel signs). Refresh the
 * pictures after a deliberate change with UPDATE_PDF_REFERENCES=1, and look at them.
 */
const SAMPLES: Record<string, string> = {
  en: 'Tax Invoice: Ramesh Kshirsagar ₹1,18,000.50',
  hi: 'कर बीजक: श्रीमती क्षमा त्रिपाठी, प्रद्युम्न',
  mr: 'पावती: ज्ञानेश्वर कुलकर्णी, महाराष्ट्र',
  gu: 'કર ભરતિયું: શ્રી ક્ષિતિજ દ્વિવેદી',
  kn: 'ತೆರಿಗೆ ಸರಕುಪಟ್ಟಿ: ಶ್ರೀ ಕೃಷ್ಣಮೂರ್ತಿ ಲಕ್ಷ್ಮೀ',
  te: 'పన్ను ఇన్‌వాయిస్: శ్రీ వెంకటేశ్వర్లు లక్ష్మి',
  ta: 'வரி விலைப்பட்டியல்: ஸ்ரீ க்ஷேத்ரா முத்துக்குமார்',
};

const referenceDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'test-fixtures', 'reference');
const CROP = { x: 50, y: 50, w: 760, h: 60 };
const TOLERANCE = 0.01;

async function shaped(text: string) {
  const w = new PdfWriter({ title: 'sample', author: 'test' });
  w.doc.addPage();
  w.text(text, 40, 40, { size: 18 });
  return pdfToPng(await w.end(), CROP);
}

describe('PDF text in the seven languages', () => {
  for (const [lang, text] of Object.entries(SAMPLES)) {
    it(`sets ${lang} as the reference picture shows`, { timeout: 60_000 }, async () => {
      const png = await shaped(text);
      expect(await inkShare(png)).toBeGreaterThan(0.01);
      expect(await differenceFromReference(png, path.join(referenceDir, `${lang}.png`))).toBeLessThan(TOLERANCE);
    });
  }

  it('fails a rendering whose conjuncts and vowel signs are broken apart', { timeout: 60_000 }, async () => {
    // A zero-width non-joiner between every letter stops every conjunct and vowel-sign
    // attachment: what a renderer without Indic shaping prints.
    for (const lang of ['hi', 'mr', 'gu', 'kn', 'te', 'ta']) {
      const broken = await shaped([...SAMPLES[lang]!].join('\u200c'));
      expect(await pixelDifference(broken, await readFile(path.join(referenceDir, `${lang}.png`))), lang).toBeGreaterThan(TOLERANCE);
    }
  });
});
