import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverRoot } from '../paths.js';
import { isMessageCode } from './render.js';

const srcDir = path.join(serverRoot, 'src');

/**
 * Modules whose answers are still English-only text (their msg is English in every language, with
 * a status-named code such as 'error.404'). Each one moved to the catalog leaves this list; the
 * test fails when a file not listed here words an answer in English, or a listed one no longer does.
 */
const NOT_YET_IN_CATALOG = new Set<string>([]);

/** Where a server answer's words are written: failures, `msg:` fields and schema texts. */
const WORDING = [
  /\b(?:badRequest|notFound|forbidden|conflict|tooMany\w*|leadFailure)\(\s*(['`])((?:(?!\1).)*)\1/g,
  /new AppError\(\s*'[A-Z_]+',\s*(['`])((?:(?!\1).)*)\1/g,
  /\bmsg:\s*(['`])((?:(?!\1).)*)\1/g,
  /\{\s*error:\s*(['`])((?:(?!\1).)*)\1/g,
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'test' ? [] : sources(full);
    return /\.ts$/.test(e.name) && !/\.test\.ts$|test-|\.d\.ts$/.test(e.name) ? [full] : [];
  });
}

/** Code that is not an HTTP answer: configuration, the CLI, logs and the realtime protocol. */
const OUTSIDE_HTTP = /^(config\.ts|cli\/|db\/|realtime\/|events\/|storage\/|maintenance\/|logger\.ts|lib\/i18n\/)/;

function englishIn(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const pattern of WORDING) {
    for (const m of text.matchAll(pattern)) {
      const words = m[2]!;
      if (isMessageCode(words) || /^\$\{/.test(words) || words === '') continue;
      found.push(words);
    }
  }
  return found;
}

describe('server answers are worded by catalog code', () => {
  const files = sources(srcDir)
    .map((f) => path.relative(srcDir, f).split(path.sep).join('/'))
    .filter((f) => !OUTSIDE_HTTP.test(f));

  it('leaves no English-only message in a route, service or schema outside the listed modules', () => {
    const offenders = Object.fromEntries(
      files
        .filter((f) => !NOT_YET_IN_CATALOG.has(f))
        .map((f) => [f, englishIn(path.join(srcDir, f))] as const)
        .filter(([, w]) => w.length > 0),
    );
    expect(offenders).toEqual({});
  });

  it('lists only modules that still hold English-only messages', () => {
    const done = [...NOT_YET_IN_CATALOG].filter((f) => englishIn(path.join(srcDir, f)).length === 0);
    expect(done).toEqual([]);
  });
});
