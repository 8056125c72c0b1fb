import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createDocumentCipher, derivedDocumentKey, isSealed, keyIdOf, parseDocumentKey, UnreadableDocument } from './sealed.js';

const newKey = () => parseDocumentKey(randomBytes(32).toString('base64'));
const scan = Buffer.concat([Buffer.from('%PDF-1.4 aadhaar 9876 5432 9098 '), randomBytes(200)]);

describe('identity documents sealed at rest (AES-256-GCM)', () => {
  it('seals to bytes that hold neither the file nor its start, and opens them again', () => {
    const cipher = createDocumentCipher(newKey());
    const sealed = cipher.seal(scan);
    expect(isSealed(sealed)).toBe(true);
    expect(sealed.includes(scan.subarray(0, 12))).toBe(false);
    expect(cipher.open(sealed).equals(scan)).toBe(true);
    // A fresh IV each time: the same file never seals to the same bytes.
    expect(cipher.seal(scan).equals(sealed)).toBe(false);
  });

  it('names the key in the header, so files sealed with a previous key still open after a rotation', () => {
    const [oldKey, currentKey] = [newKey(), newKey()];
    const before = createDocumentCipher(oldKey).seal(scan);
    const rotated = createDocumentCipher(currentKey, [oldKey]);
    expect(rotated.keyIdOf(before)).toBe(oldKey.id);
    expect(rotated.open(before).equals(scan)).toBe(true);
    expect(rotated.keyIdOf(rotated.seal(scan))).toBe(currentKey.id);
    expect(() => createDocumentCipher(currentKey).open(before)).toThrow(UnreadableDocument);
    expect(() => createDocumentCipher(currentKey).open(before)).toThrow(/DOCUMENTS_PREVIOUS_KEYS/);
  });

  it('refuses a tampered file, a truncated one and one whose key id was edited', () => {
    const [key, previous] = [newKey(), newKey()];
    const cipher = createDocumentCipher(key, [previous]);
    const sealed = cipher.seal(scan);
    const flipped = Buffer.from(sealed);
    flipped[flipped.length - 1]! ^= 1;
    expect(() => cipher.open(flipped)).toThrow(/failed authentication/);
    expect(() => cipher.open(sealed.subarray(0, 20))).toThrow(/truncated/);
    // The header names the previous key instead: a key the cipher has, but not the one that sealed it.
    const headerLength = 4 + 1 + 16;
    const forged = Buffer.concat([
      createDocumentCipher(previous).seal(Buffer.alloc(0)).subarray(0, headerLength),
      sealed.subarray(headerLength),
    ]);
    expect(cipher.keyIdOf(forged)).toBe(previous.id);
    expect(() => cipher.open(forged)).toThrow(/failed authentication/);
  });

  it('passes files stored before encryption through, so they stay readable until storage:migrate seals them', () => {
    const cipher = createDocumentCipher(newKey());
    expect(cipher.open(scan).equals(scan)).toBe(true);
    expect(cipher.keyIdOf(scan)).toBeUndefined();
  });

  it('takes DOCUMENTS_KEY as 32 bytes of base64 and nothing else', () => {
    const raw = randomBytes(32);
    expect(parseDocumentKey(raw.toString('base64'))).toEqual({ id: keyIdOf(raw), key: raw });
    for (const bad of [
      '',
      'short',
      randomBytes(16).toString('base64'),
      randomBytes(33).toString('base64'),
      randomBytes(32).toString('hex'),
    ]) {
      expect(() => parseDocumentKey(bad)).toThrow(/32 bytes in base64/);
    }
  });

  it('derives the development key from APP_SECRET, the same on every instance', () => {
    expect(derivedDocumentKey('a development secret')).toEqual(derivedDocumentKey('a development secret'));
    expect(derivedDocumentKey('a development secret').id).not.toBe(derivedDocumentKey('another secret value').id);
  });
});
