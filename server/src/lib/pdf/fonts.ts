import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The fonts every generated PDF embeds: Noto Sans for Latin text and one Noto Sans face per
 * Indian script the product speaks (SIL Open Font License 1.1, shipped in the
 * @expo-google-fonts packages beside their LICENSE_FONT). Every Indic face also covers Latin
 * letters, digits and the rupee sign, so a line that mixes English with one Indian script is
 * set in that script's face.
 */
export type Script = 'latin' | 'devanagari' | 'gujarati' | 'kannada' | 'telugu' | 'tamil';
export type Weight = 'regular' | 'bold';

const PACKAGES: Record<Script, { pkg: string; family: string }> = {
  latin: { pkg: '@expo-google-fonts/noto-sans', family: 'NotoSans' },
  devanagari: { pkg: '@expo-google-fonts/noto-sans-devanagari', family: 'NotoSansDevanagari' },
  gujarati: { pkg: '@expo-google-fonts/noto-sans-gujarati', family: 'NotoSansGujarati' },
  kannada: { pkg: '@expo-google-fonts/noto-sans-kannada', family: 'NotoSansKannada' },
  telugu: { pkg: '@expo-google-fonts/noto-sans-telugu', family: 'NotoSansTelugu' },
  tamil: { pkg: '@expo-google-fonts/noto-sans-tamil', family: 'NotoSansTamil' },
};

export const SCRIPTS = Object.keys(PACKAGES) as Script[];

/** Unicode blocks of the Indian scripts, in the order they are looked for. */
const BLOCKS: [Script, number, number][] = [
  ['devanagari', 0x0900, 0x097f],
  ['tamil', 0x0b80, 0x0bff],
  ['telugu', 0x0c00, 0x0c7f],
  ['kannada', 0x0c80, 0x0cff],
  ['gujarati', 0x0a80, 0x0aff],
];

/** The script a string is set in: its first Indian-script letter decides, else Latin. */
export function scriptOf(text: string): Script {
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (cp < 0x0900) continue;
    for (const [script, from, to] of BLOCKS) if (cp >= from && cp <= to) return script;
  }
  return 'latin';
}

const require = createRequire(import.meta.url);
const cache = new Map<string, Buffer>();

/** The TrueType file of a face, read once per process. */
export function fontData(script: Script, weight: Weight): Buffer {
  const key = `${script}-${weight}`;
  let data = cache.get(key);
  if (!data) {
    const { pkg, family } = PACKAGES[script];
    const style = weight === 'bold' ? '700Bold' : '400Regular';
    data = readFileSync(require.resolve(`${pkg}/${style}/${family}_${style}.ttf`));
    cache.set(key, data);
  }
  return data;
}

export const fontName = (script: Script, weight: Weight) => `${script}-${weight}`;
