import { PdfWriter } from '../../lib/pdf/document.js';
import type { BondDocument } from './bond-content.js';

const BRAND_RED = '#ed1c24';
const MARGIN = 50;
const LABEL_WIDTH = 140;

/**
 * Lays out one or more bonds, one lot per page (a long address or term list may spill over).
 * Text goes through the shared PDF machinery, so a buyer's name or address in an Indian script
 * prints shaped in its own face.
 */
export function renderBondPdf(docs: readonly BondDocument[], info: { title: string; author: string }): Promise<Buffer> {
  const w = new PdfWriter({ title: info.title, author: info.author, margin: MARGIN });
  for (const doc of docs) renderOne(w, doc);
  return w.end();
}

function renderOne(w: PdfWriter, d: BondDocument) {
  const pdf = w.doc;
  pdf.addPage();
  const width = pdf.page.width - 2 * MARGIN;

  w.text(d.heading, MARGIN, MARGIN, { weight: 'bold', size: 20, color: BRAND_RED });
  w.text(d.reference, MARGIN, MARGIN, { size: 9, color: '#444444', width, align: 'right' });
  w.text(d.dateLine, undefined, undefined, { size: 9, color: '#444444', width, align: 'right' });
  pdf.moveDown(1.2);
  w.text(d.title, MARGIN, pdf.y, { weight: 'bold', size: 14, width, align: 'center' });
  rule(pdf, width);

  for (const section of d.sections) {
    pdf.moveDown(0.6);
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

  pdf.moveDown(0.6);
  w.text(d.termsHeading.toUpperCase(), MARGIN, pdf.y, { weight: 'bold', size: 11, color: BRAND_RED });
  pdf.moveDown(0.2);
  d.terms.forEach((term, i) => {
    w.text(`${i + 1}. ${term}`, MARGIN, pdf.y, { size: 9, width, indent: 0 });
    pdf.moveDown(0.15);
  });

  pdf.moveDown(0.6);
  w.text(d.declaration, MARGIN, pdf.y, { size: 10, color: '#333333', width });

  signatures(w, d, width);

  // Written inside the bottom margin, which would otherwise start a new page.
  const bottom = pdf.page.margins.bottom;
  pdf.page.margins.bottom = 0;
  w.text(d.footer, MARGIN, pdf.page.height - MARGIN + 10, { size: 8, color: '#777777', width, align: 'center', lineBreak: false });
  pdf.page.margins.bottom = bottom;
}

function rule(pdf: PDFKit.PDFDocument, width: number) {
  pdf.moveDown(0.4);
  pdf
    .moveTo(MARGIN, pdf.y)
    .lineTo(MARGIN + width, pdf.y)
    .lineWidth(0.8)
    .strokeColor(BRAND_RED)
    .stroke();
}

/** Signature boxes side by side, kept together: moved to a new page rather than split. */
function signatures(w: PdfWriter, d: BondDocument, width: number) {
  const pdf = w.doc;
  const blockHeight = 70;
  if (pdf.y + blockHeight + 40 > pdf.page.height - MARGIN) pdf.addPage();
  const top = pdf.y + 30;
  const gap = 20;
  const boxWidth = (width - gap * (d.signatures.length - 1)) / d.signatures.length;
  d.signatures.forEach((s, i) => {
    const x = MARGIN + i * (boxWidth + gap);
    pdf
      .moveTo(x, top + 35)
      .lineTo(x + boxWidth, top + 35)
      .lineWidth(0.6)
      .strokeColor('#000000')
      .stroke();
    w.text(s.role, x, top + 40, { weight: 'bold', size: 9, width: boxWidth });
    w.text(s.name || d.signatory, x, pdf.y, { size: 9, width: boxWidth });
    w.text(d.dateBlank, x, pdf.y, { size: 9, width: boxWidth });
  });
  pdf.y = top + blockHeight;
}
