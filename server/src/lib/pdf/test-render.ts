import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';

const run = promisify(execFile);

/** The first page of a PDF as a greyscale PNG, through poppler's pdftoppm (Debian poppler-utils). */
export async function pdfToPng(pdf: Buffer, crop: { x: number; y: number; w: number; h: number }, dpi = 110): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'vh-pdf-'));
  try {
    await writeFile(path.join(dir, 'in.pdf'), pdf);
    const args = ['-r', String(dpi), '-gray', '-png', '-f', '1', '-l', '1', '-singlefile'];
    args.push('-x', String(crop.x), '-y', String(crop.y), '-W', String(crop.w), '-H', String(crop.h));
    await run('pdftoppm', [...args, path.join(dir, 'in.pdf'), path.join(dir, 'out')], { timeout: 30_000 });
    return await readFile(path.join(dir, 'out.png'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Share of pixels whose grey level differs by more than `threshold` (images of one size). */
export async function pixelDifference(a: Buffer, b: Buffer, threshold = 64): Promise<number> {
  const [ra, rb] = await Promise.all([a, b].map((img) => sharp(img).greyscale().raw().toBuffer({ resolveWithObject: true })));
  if (ra!.info.width !== rb!.info.width || ra!.info.height !== rb!.info.height) return 1;
  let differing = 0;
  for (let i = 0; i < ra!.data.length; i++) if (Math.abs(ra!.data[i]! - rb!.data[i]!) > threshold) differing++;
  return differing / ra!.data.length;
}

/** Share of pixels with ink on them (darker than mid grey). */
export async function inkShare(png: Buffer): Promise<number> {
  const { data } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  let ink = 0;
  for (const v of data) if (v < 128) ink++;
  return ink / data.length;
}

/**
 * Compares a rendering with its committed reference picture, writing the picture first when it
 * is missing (never on CI) or when UPDATE_PDF_REFERENCES=1. Returns the share of differing pixels.
 */
export async function differenceFromReference(png: Buffer, file: string): Promise<number> {
  if (process.env.UPDATE_PDF_REFERENCES === '1' || !existsSync(file)) {
    if (process.env.CI) throw new Error(`missing reference picture ${file}`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, png);
  }
  return pixelDifference(png, await readFile(file));
}

/** The text poppler reads out of a PDF, laid out as on the page (Latin text reads back as written). */
export async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pdf-text-'));
  try {
    const file = path.join(dir, 'in.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdftotext', ['-layout', file, '-']);
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
