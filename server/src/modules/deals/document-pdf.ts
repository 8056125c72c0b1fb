import { PdfWriter } from '../../lib/pdf/document.js';
import type { ReleaseDocument } from './document-content.js';

const BRAND_RED = '#ed1c24';
const MARGIN = 50;
const LABEL_WIDTH = 150;

/**
 * Lays out a release letter or gate pass on one A4 page. Text goes through the shared PDF
 * machinery (embedded Noto faces, HarfBuzz shaping), so a buyer's name in an Indian script and
 * the labels in the buyer's language print with their conjuncts and vowel signs.
 */
export function renderReleasePdf(d: ReleaseDocument): Promise<Buffer> {
  const w = new PdfWriter({ title: d.title, author: d.heading, margin: MARGIN });
  const pdf = w.doc;
  pdf.addPage();
  const width = pdf.page.width - 2 * MARGIN;
  w.text(d.heading, MARGIN, MARGIN, { weight: 'bold', size: 20, color: BRAND_RED });
  w.text(d.reference, MARGIN, MARGIN, { size: 9, color: '#444444', width, align: 'right' });
  w.text(d.dateLine, undefined, undefined, { size: 9, color: '#444444', width, align: 'right' });
  pdf.moveDown(1.2);
  w.text(d.title, MARGIN, pdf.y, { weight: 'bold', size: 15, width, align: 'center' });
  pdf.moveDown(0.6);
  w.text(d.intro, MARGIN, pdf.y, { size: 10, width });
  for (const section of d.sections) {
    pdf.moveDown(0.8);
    w.text(section.heading.toUpperCase(), MARGIN, pdf.y, { weight: 'bold', size: 11, color: BRAND_RED });
    pdf.moveDown(0.2);
    for (const [label, value] of section.rows) {
      const y = pdf.y;
      w.text(label, MARGIN, y, { size: 10, color: '#555555', width: LABEL_WIDTH });
      const labelBottom = pdf.y;
      w.text(value, MARGIN + LABEL_WIDTH, y, { weight: 'bold', size: 10, width: width - LABEL_WIDTH });
      pdf.y = Math.max(pdf.y, labelBottom) + 2;
    }
  }
  pdf.moveDown(0.8);
  d.notes.forEach((n, i) => w.text(`${i + 1}. ${n}`, MARGIN, pdf.y, { size: 9, width }));
  const top = pdf.y + 50;
  const boxWidth = (width - 20 * (d.signatures.length - 1)) / d.signatures.length;
  d.signatures.forEach((role, i) => {
    const x = MARGIN + i * (boxWidth + 20);
    pdf
      .moveTo(x, top)
      .lineTo(x + boxWidth, top)
      .lineWidth(0.6)
      .strokeColor('#000000')
      .stroke();
    w.text(role, x, top + 5, { weight: 'bold', size: 9, width: boxWidth });
  });
  w.text(d.footer, MARGIN, top + 40, { size: 8, color: '#777777', width, align: 'center' });
  return w.end();
}
