import PDFDocument from 'pdfkit';
import { fontData, fontName, scriptOf, type Script, type Weight } from './fonts.js';
import { useHarfBuzz } from './shaping.js';

export interface TextStyle {
  weight?: Weight;
  size?: number;
  color?: string;
}

/**
 * A pdfkit document whose text is set in the embedded Noto faces, each string in the face of
 * its script and shaped by HarfBuzz. Everything else (pages, lines, rectangles, positions) is
 * pdfkit's own, through `doc`.
 */
export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;
  private readonly registered = new Set<string>();

  constructor(info: { title: string; author: string; margin?: number }) {
    this.doc = new PDFDocument({
      size: 'A4',
      margin: info.margin ?? 40,
      autoFirstPage: false,
      info: { Title: info.title, Author: info.author },
    });
    this.done = new Promise<Buffer>((resolve, reject) => {
      this.doc.on('data', (c: Buffer) => this.chunks.push(c));
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
  }

  /** Selects the face (script of `text`, weight), size and colour for what is written next. */
  style(text: string, style: TextStyle = {}): this {
    const script: Script = scriptOf(text);
    const weight = style.weight ?? 'regular';
    const name = fontName(script, weight);
    if (!this.registered.has(name)) {
      this.doc.registerFont(name, fontData(script, weight));
      this.registered.add(name);
    }
    this.doc.font(name);
    useHarfBuzz((this.doc as unknown as { _font: Parameters<typeof useHarfBuzz>[0] })._font, fontData(script, weight));
    this.doc.fontSize(style.size ?? 10).fillColor(style.color ?? '#000000');
    return this;
  }

  /** Writes text at (x, y) (or at the cursor), in the face its script needs. */
  text(text: string, x: number | undefined, y: number | undefined, opts: PDFKit.Mixins.TextOptions & TextStyle = {}): this {
    const { weight, size, color, ...rest } = opts;
    this.style(text, { weight, size, color });
    if (x === undefined) this.doc.text(text, rest);
    else this.doc.text(text, x, y, rest);
    return this;
  }

  heightOf(text: string, opts: PDFKit.Mixins.TextOptions & TextStyle = {}): number {
    const { weight, size, color, ...rest } = opts;
    this.style(text, { weight, size, color });
    return this.doc.heightOfString(text, rest);
  }

  widthOf(text: string, style: TextStyle = {}): number {
    this.style(text, style);
    return this.doc.widthOfString(text);
  }

  /** Finishes the document and resolves with its bytes. */
  end(): Promise<Buffer> {
    this.doc.end();
    return this.done;
  }
}
