import PDFDocument from 'pdfkit';
import type { ReleaseDocument } from './document-content.js';

const BRAND_RED = '#ed1c24';
const MARGIN = 50;
const LABEL_WIDTH = 150;

/** Lays out a release letter or gate pass on one A4 page. */
export function renderReleasePdf(d: ReleaseDocument): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: d.title, Author: d.heading } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (c: Buffer) => chunks.push(c));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const width = pdf.page.width - 2 * MARGIN;
  pdf.font('Helvetica-Bold').fontSize(20).fillColor(BRAND_RED).text(d.heading, MARGIN, MARGIN);
  pdf.font('Helvetica').fontSize(9).fillColor('#444444').text(d.reference, MARGIN, MARGIN, { width, align: 'right' });
  pdf.text(d.dateLine, { width, align: 'right' });
  pdf.moveDown(1.2);
  pdf.font('Helvetica-Bold').fontSize(15).fillColor('#000000').text(d.title, MARGIN, pdf.y, { width, align: 'center' });
  pdf.moveDown(0.6);
  pdf.font('Helvetica').fontSize(10).text(d.intro, MARGIN, pdf.y, { width });
  for (const section of d.sections) {
    pdf.moveDown(0.8);
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
  pdf.moveDown(0.8);
  pdf.font('Helvetica').fontSize(9).fillColor('#000000');
  d.notes.forEach((n, i) => pdf.text(`${i + 1}. ${n}`, MARGIN, pdf.y, { width }));
  const top = pdf.y + 50;
  const boxWidth = (width - 20 * (d.signatures.length - 1)) / d.signatures.length;
  d.signatures.forEach((role, i) => {
    const x = MARGIN + i * (boxWidth + 20);
    pdf.moveTo(x, top).lineTo(x + boxWidth, top).lineWidth(0.6).strokeColor('#000000').stroke();
    pdf.font('Helvetica-Bold').fontSize(9).text(role, x, top + 5, { width: boxWidth });
  });
  pdf.font('Helvetica').fontSize(8).fillColor('#777777').text(d.footer, MARGIN, top + 40, { width, align: 'center' });
  pdf.end();
  return done;
}
