import * as hb from 'harfbuzzjs';

/**
 * Text shaping by HarfBuzz for pdfkit. pdfkit lays text out with fontkit, whose Indic shaping
 * loses conjuncts, reph and split vowel signs in several scripts; HarfBuzz is the reference
 * shaper. pdfkit still embeds and subsets the font: only the glyph run of each word comes from
 * HarfBuzz, through the font object's `layoutRun`, which pdfkit calls per word for both
 * measuring (line wrapping) and drawing.
 */

interface FontkitGlyph {
  id: number;
  advanceWidth: number;
  codePoints: number[];
}
interface FontkitFont {
  getGlyph(id: number, codePoints?: number[]): FontkitGlyph;
  unitsPerEm: number;
}
interface Position {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
  advanceWidth: number;
}
/** The parts of pdfkit's EmbeddedFont this module replaces or reads (not in its typings). */
interface PdfkitEmbeddedFont {
  font: FontkitFont;
  scale: number;
  layoutRun(text: string, features?: unknown): { glyphs: FontkitGlyph[]; positions: Position[]; advanceWidth: number };
  hbShaped?: true;
}

const hbFonts = new WeakMap<Buffer, hb.Font>();

function harfbuzzFont(data: Buffer): hb.Font {
  let font = hbFonts.get(data);
  if (!font) {
    font = new hb.Font(new hb.Face(new hb.Blob(new Uint8Array(data.buffer, data.byteOffset, data.byteLength))));
    hbFonts.set(data, font);
  }
  return font;
}

export interface ShapedGlyph {
  glyphId: number;
  cluster: number;
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
}

/** Glyphs and positions (font units) of one run of text, script and direction guessed from it. */
export function shape(data: Buffer, text: string): ShapedGlyph[] {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(harfbuzzFont(data), buffer);
  const infos = buffer.getGlyphInfos();
  const positions = buffer.getGlyphPositions();
  return infos.map((info, i) => ({
    glyphId: info.codepoint,
    cluster: info.cluster,
    xAdvance: positions[i]!.xAdvance,
    yAdvance: positions[i]!.yAdvance,
    xOffset: positions[i]!.xOffset,
    yOffset: positions[i]!.yOffset,
  }));
}

/** The code points of each cluster, given to its first glyph (the PDF's text layer for copy and search). */
function clusterCodePoints(text: string, glyphs: ShapedGlyph[]): Map<number, number[]> {
  // HarfBuzz clusters are UTF-16 offsets into the text (addText takes UTF-16).
  const starts = [...new Set(glyphs.map((g) => g.cluster))].sort((a, b) => a - b);
  const out = new Map<number, number[]>();
  starts.forEach((start, i) => {
    const end = i + 1 < starts.length ? starts[i + 1] : text.length;
    out.set(
      start,
      [...text.slice(start, end)].map((c) => c.codePointAt(0)!),
    );
  });
  return out;
}

/** Makes pdfkit lay out every word set in this font with HarfBuzz. */
export function useHarfBuzz(embedded: PdfkitEmbeddedFont, data: Buffer) {
  if (embedded.hbShaped) return;
  embedded.hbShaped = true;
  embedded.layoutRun = (text: string) => {
    const shaped = shape(data, text);
    const codePoints = clusterCodePoints(text, shaped);
    const seen = new Set<number>();
    const glyphs: FontkitGlyph[] = [];
    const positions: Position[] = [];
    let advanceWidth = 0;
    for (const g of shaped) {
      const first = !seen.has(g.cluster);
      seen.add(g.cluster);
      const glyph = embedded.font.getGlyph(g.glyphId, first ? codePoints.get(g.cluster) : []);
      glyphs.push(glyph);
      const s = embedded.scale;
      positions.push({
        xAdvance: g.xAdvance * s,
        yAdvance: g.yAdvance * s,
        xOffset: g.xOffset * s,
        yOffset: g.yOffset * s,
        advanceWidth: glyph.advanceWidth * s,
      });
      advanceWidth += g.xAdvance * s;
    }
    return { glyphs, positions, advanceWidth };
  };
}
