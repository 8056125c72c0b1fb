/**
 * `npm run storage:migrate`: files a deployment kept on the local disk move into the configured
 * storage (here the database: PGlite in embedded mode, Postgres in services mode), identity
 * documents sealed on the way; a second run does nothing; a re-seal moves documents to a new key.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, modeName, type TestContext } from '../test/harness.js';
import { createLocalStorage } from './local.js';
import { copyStorage } from './migrate.js';
import { createPostgresStorage } from './postgres.js';
import { createDocumentCipher, isSealed, parseDocumentKey } from './sealed.js';
import { collectKeys } from './storage.js';

const newKey = () => parseDocumentKey(randomBytes(32).toString('base64'));
const photo = randomBytes(500);
const logo = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
const aadhaar = Buffer.concat([Buffer.from('%PDF-1.4 '), randomBytes(300)]);
const pan = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), randomBytes(300)]);

describe(`storage:migrate from the local disk into the database in ${modeName}`, () => {
  let t: TestContext;
  let dir: string;
  beforeAll(async () => {
    t = await createTestApp();
    dir = await mkdtemp(path.join(os.tmpdir(), 'vh-migrate-'));
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('copies photos and logos as they are and seals identity documents, once', async () => {
    const [oldKey, currentKey] = [newKey(), newKey()];
    const disk = createLocalStorage(path.join(dir, 'uploads'));
    await disk.put('lots/p1.jpg', photo, 'image/jpeg');
    await disk.put('financiers/l1.svg', logo, 'image/svg+xml');
    // One stored before encryption existed, one sealed with a key since rotated.
    await disk.put('identity/a1.pdf', aadhaar, 'application/pdf');
    await disk.put('identity/p1.jpg', createDocumentCipher(oldKey).seal(pan), 'application/octet-stream');
    const db = createPostgresStorage(t.db);
    const cipher = createDocumentCipher(currentKey, [oldKey]);

    expect(await copyStorage(disk, db, cipher, { sameStorage: false })).toEqual({ copied: 2, sealed: 2, skipped: 0, failed: [] });
    expect(await collectKeys(db, '')).toEqual(['financiers/l1.svg', 'identity/a1.pdf', 'identity/p1.jpg', 'lots/p1.jpg']);
    expect((await db.get('lots/p1.jpg'))!.data.equals(photo)).toBe(true);
    expect(await db.get('financiers/l1.svg')).toMatchObject({ contentType: 'image/svg+xml' });
    for (const [key, plain] of [
      ['identity/a1.pdf', aadhaar],
      ['identity/p1.jpg', pan],
    ] as const) {
      const stored = (await db.get(key))!.data;
      expect(cipher.keyIdOf(stored)).toBe(currentKey.id);
      expect(createDocumentCipher(currentKey).open(stored).equals(plain)).toBe(true);
    }
    // The disk is left as it was: the operator removes it after checking.
    expect(await collectKeys(disk, '')).toHaveLength(4);

    expect(await copyStorage(disk, db, cipher, { sameStorage: false })).toEqual({ copied: 0, sealed: 0, skipped: 4, failed: [] });
    await db.remove(await collectKeys(db, ''));
  });

  it('re-seals in place after a key rotation, and reports a file no configured key opens without stopping', async () => {
    const [oldKey, currentKey, lostKey] = [newKey(), newKey(), newKey()];
    const db = createPostgresStorage(t.db);
    await db.put('identity/x.pdf', createDocumentCipher(oldKey).seal(aadhaar), 'application/octet-stream');
    await db.put('identity/y.pdf', createDocumentCipher(lostKey).seal(aadhaar), 'application/octet-stream');
    await db.put('lots/z.jpg', photo, 'image/jpeg');
    const cipher = createDocumentCipher(currentKey, [oldKey]);

    const report = await copyStorage(db, db, cipher, { sameStorage: true });
    expect(report).toMatchObject({ copied: 0, sealed: 1, skipped: 1 });
    expect(report.failed).toEqual([{ key: 'identity/y.pdf', error: expect.stringMatching(/no configured key/) }]);
    expect(cipher.keyIdOf((await db.get('identity/x.pdf'))!.data)).toBe(currentKey.id);
    expect((await db.get('lots/z.jpg'))!.data.equals(photo)).toBe(true);
    await db.remove(['identity/x.pdf', 'identity/y.pdf', 'lots/z.jpg']);
  });

  it('seals the plain identity documents of an embedded install in place', async () => {
    const disk = createLocalStorage(path.join(dir, 'embedded'));
    await disk.put('identity/old.pdf', aadhaar, 'application/pdf');
    await disk.put('lots/seed-tractor.svg', logo, 'image/svg+xml');
    const cipher = createDocumentCipher(newKey());
    expect(await copyStorage(disk, disk, cipher, { sameStorage: true })).toEqual({ copied: 0, sealed: 1, skipped: 1, failed: [] });
    const sealed = (await disk.get('identity/old.pdf'))!.data;
    expect(isSealed(sealed)).toBe(true);
    expect(cipher.open(sealed).equals(aadhaar)).toBe(true);
  });
});
