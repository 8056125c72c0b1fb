/**
 * Compiles server/assets/common-passwords.txt from the password list of the npm package
 * @zxcvbn-ts/language-common (MIT; see server/assets/COMMON-PASSWORDS.md), plus the patterns
 * people in India reach for first. Only entries the length rule lets through are kept (shorter
 * ones are refused anyway), lower-cased, one per line. Run: npx tsx scripts/build-common-passwords.ts
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MIN_LENGTH = 8;
const require = createRequire(import.meta.url);
const upstream = require('@zxcvbn-ts/language-common/src/passwords.json') as string[];

// Brand, country and the "Word@123" habit: the first things tried against an Indian site.
const words = [
  'india',
  'bharat',
  'hindustan',
  'jaihind',
  'password',
  'admin',
  'welcome',
  'vahanhaat',
  'tractor',
  'mahindra',
  'krishna',
  'ganesh',
  'sairam',
  'omsairam',
];
const suffixes = ['', '1', '12', '123', '1234', '12345', '@1', '@12', '@123', '@1234', '#123', '!', '!123', '2024', '2025', '2026'];
const local = words.flatMap((w) => suffixes.map((s) => `${w}${s}`));

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const list = [...new Set([...upstream, ...local].map((p) => p.toLowerCase()).filter((p) => p.length >= MIN_LENGTH))].sort();
writeFileSync(path.join(repoRoot, 'server', 'assets', 'common-passwords.txt'), `${list.join('\n')}\n`);
console.log(`${list.length} common passwords written`);
