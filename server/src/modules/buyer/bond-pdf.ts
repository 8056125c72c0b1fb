import type { BondDocument } from './bond-content.js';

const BRAND_RED = '#ed1c24';
const MARGIN = 50;
const LABEL_WIDTH = 140;

/**
 * Lays out one or more bonds, one lot per page (a long address or term list may spill over).
 * pdfkit loads on first use: it is the heaviest module of the server, and loading it at boot
 * delayed an instance's start (a restart under load must be healthy within seconds).
 */
export async function renderBondPdf(docs: readonly BondDocument[], info: { title: string; author: string }): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const pdf = new PDFDocument({ size: 'A4', margin: MARGIN, autoFirstPage: false, info: { Title: info.title, Author: info.author } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (c: Buffer) => chunks.push(c));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  for (const doc of docs) renderOne(pdf, doc);
  pdf.end();
  return done;
}

function renderOne(pdf: PDFKit.PDFDocument, d: BondDocument) {
  pdf.addPage();
  const width = pdf.page.width - 2 * MARGIN;

  pdf.font('Helvetica-Bold').fontSize(20).fillColor(BRAND_RED).text(d.heading, MARGIN, MARGIN);
  pdf.font('Helvetica').fontSize(9).fillColor('#444444');
  pdf.text(d.reference, MARGIN, MARGIN, { width, align: 'right' });
  pdf.text(d.dateLine, { width, align: 'right' });
  pdf.moveDown(1.2);
  pdf.font('Helvetica-Bold').fontSize(14).fillColor('#000000').text(d.title, MARGIN, pdf.y, { width, align: 'center' });
  rule(pdf, width);

  for (const section of d.sections) {
    pdf.moveDown(0.6);
    pdf.font('Helvetica-Bold').fontSize(11).fillColor(BRAND_RED).text(section.heading.toUpperCase(), MARGIN);
    pdf.moveDown(0.2);
    for (const [label, value] of section.rows) {
      const y = pdf.y;
      pdf.font('Helvetica').fontSize(10).fillColor('#555555').text(label, MARGIN, y, { width: LABEL_WIDTH });
      const labelBottom = pdf.y;
      pdf.font('Helvetica-Bold').fillColor('#000000').text(value, MARGIN + LABEL_WIDTH, y, { width: width - LABEL_WIDTH });
      pdf.y = Math.max(pdf.y, labelBottom) + 2;
    }
  }

  pdf.moveDown(0.6);
  pdf.font('Helvetica-Bold').fontSize(11).fillColor(BRAND_RED).text('BUYER TERMS', MARGIN);
  pdf.moveDown(0.2);
  pdf.font('Helvetica').fontSize(9).fillColor('#000000');
  d.terms.forEach((term, i) => {
    pdf.text(`${i + 1}. ${term}`, MARGIN, pdf.y, { width, indent: 0 });
    pdf.moveDown(0.15);
  });

  pdf.moveDown(0.6);
  pdf.font('Helvetica-Oblique').fontSize(10).text(d.declaration, MARGIN, pdf.y, { width });

  signatures(pdf, d, width);

  // Written inside the bottom margin, which would otherwise start a new page.
  const bottom = pdf.page.margins.bottom;
  pdf.page.margins.bottom = 0;
  pdf.font('Helvetica').fontSize(8).fillColor('#777777');
  pdf.text(d.footer, MARGIN, pdf.page.height - MARGIN + 10, { width, align: 'center', lineBreak: false });
  pdf.page.margins.bottom = bottom;
}

function rule(pdf: PDFKit.PDFDocument, width: number) {
  pdf.moveDown(0.4);
  pdf.moveTo(MARGIN, pdf.y).lineTo(MARGIN + width, pdf.y).lineWidth(0.8).strokeColor(BRAND_RED).stroke();
}

/** Signature boxes side by side, kept together: moved to a new page rather than split. */
function signatures(pdf: PDFKit.PDFDocument, d: BondDocument, width: number) {
  const blockHeight = 70;
  if (pdf.y + blockHeight + 40 > pdf.page.height - MARGIN) pdf.addPage();
  const top = pdf.y + 30;
  const gap = 20;
  const boxWidth = (width - gap * (d.signatures.length - 1)) / d.signatures.length;
  d.signatures.forEach((s, i) => {
    const x = MARGIN + i * (boxWidth + gap);
    pdf.moveTo(x, top + 35).lineTo(x + boxWidth, top + 35).lineWidth(0.6).strokeColor('#000000').stroke();
    pdf.font('Helvetica-Bold').fontSize(9).fillColor('#000000').text(s.role, x, top + 40, { width: boxWidth });
    pdf.font('Helvetica').fontSize(9).text(s.name || 'Authorised signatory', x, pdf.y, { width: boxWidth });
    pdf.text('Date: ____________', x, pdf.y, { width: boxWidth });
  });
  pdf.y = top + blockHeight;
}
