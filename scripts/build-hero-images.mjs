// Rasterises the hero SVGs (server/assets/seed/hero) to WebP at the two widths the home page asks
// for. A browser draws an SVG <img> on the main thread (hundreds of milliseconds on a cheap phone
// for these scenes), while it decodes WebP off it. Run after changing a hero SVG:
//   node scripts/build-hero-images.mjs
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'server', 'assets', 'seed', 'hero');
const WIDTHS = [720, 1200];

for (const file of (await readdir(dir)).filter((name) => name.endsWith('.svg'))) {
  for (const width of WIDTHS) {
    const out = path.join(dir, file.replace(/\.svg$/, `-${width}.webp`));
    // The SVGs are drawn 1200 px wide: a density that makes them `width` wide renders them sharp.
    const info = await sharp(path.join(dir, file), { density: (72 * width) / 1200 })
      .resize(width)
      .webp({ quality: 72 })
      .toFile(out);
    console.log(path.basename(out), `${(info.size / 1024).toFixed(1)} KB`);
  }
}
