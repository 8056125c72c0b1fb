import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../lib/i18n';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

const files = import.meta.glob<Json>('./*.json', { eager: true, import: 'default' });
const load = (code: string): Json => files[`./${code}.json`] ?? {};

/** Flattens to 'a.b.0' → value, so arrays (paragraph lists) must match in length too. */
function flatten(value: Json, prefix = '', out = new Map<string, Json>()): Map<string, Json> {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, value);
  }
  return out;
}

const tokens = (text: string) => [...text.matchAll(/\{\{\s*\w+\s*\}\}|<\/?\w+>/g)].map((m) => m[0].replace(/\s/g, '')).sort();

const english = flatten(load('en'));
const others = LANGUAGES.map((language) => language.code).filter((code) => code !== 'en');

describe('locales', () => {
  it('has one file per language of the picker', () => {
    const codes = Object.keys(files).map((name) => name.slice(2, -'.json'.length));
    expect(codes.sort()).toEqual(LANGUAGES.map((language) => language.code).sort());
  });

  it('has no empty English text', () => {
    for (const [key, value] of english) expect(typeof value === 'string' && value.trim() !== '', key).toBe(true);
  });

  describe.each(others)('%s', (code) => {
    const translated = flatten(load(code));

    it('has exactly the key set of en', () => {
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    });

    it('has no empty values', () => {
      const empty = [...translated].filter(([, value]) => typeof value !== 'string' || value.trim() === '').map(([key]) => key);
      expect(empty).toEqual([]);
    });

    it('keeps every {{placeholder}} and <tag> of the English text', () => {
      const broken = [...english]
        .filter(([key, value]) => JSON.stringify(tokens(String(value))) !== JSON.stringify(tokens(String(translated.get(key) ?? ''))))
        .map(([key]) => key);
      expect(broken).toEqual([]);
    });
  });
});
