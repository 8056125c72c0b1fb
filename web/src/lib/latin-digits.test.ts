import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(__dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

describe('digits in the reader’s language', () => {
  it('formats every date in a reader’s language with Latin digits, as the prices are (Marathi would write Devanagari ones)', () => {
    const offenders: string[] = [];
    for (const file of sources(SRC)) {
      const text = readFileSync(file, 'utf8');
      // A formatter built for the reader's language: `${language}-IN` or the like, its options after it.
      for (const m of text.matchAll(/Intl\.DateTimeFormat\(\s*`\$\{[^}]+\}-IN`/g)) {
        const call = text.slice(m.index, m.index + 300);
        if (!/latn|DIGITS/.test(call)) offenders.push(`${path.relative(SRC, file)}: ${call.split('\n')[0]}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
