/**
 * The three storages behave alike: the local disk (embedded mode), the database (PGlite here in
 * embedded mode, Postgres in services mode) and S3-compatible object storage (s3rver, a local S3
 * stand-in that speaks the S3 REST API, reached through @aws-sdk/client-s3 as a real bucket is).
 */
import { mkdtemp, rm, symlink, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, modeName, type TestContext } from '../test/harness.js';
import { createLocalStorage } from './local.js';
import { createPostgresStorage } from './postgres.js';
import { createS3Storage } from './s3.js';
import { collectKeys, type FileStorage } from './storage.js';

let t: TestContext;
let tmp: string;
let s3: S3rver;
let s3Endpoint: string;
const BUCKET = 'vahanhaat-test';

beforeAll(async () => {
  t = await createTestApp();
  tmp = await mkdtemp(path.join(os.tmpdir(), 'vh-storage-'));
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: path.join(tmp, 's3'),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3.run();
  s3Endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await s3?.close();
  await t?.close();
  await rm(tmp, { recursive: true, force: true });
});

const adapters: [string, () => FileStorage][] = [
  ['local disk', () => createLocalStorage(path.join(tmp, 'local'))],
  [`database (${modeName})`, () => createPostgresStorage(t.db)],
  [
    'S3-compatible (s3rver)',
    () =>
      createS3Storage({
        bucket: BUCKET,
        region: 'ap-south-1',
        endpoint: s3Endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      }),
  ],
];

describe.each(adapters)('file storage: %s', (_name, make) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = make();
  });
  afterAll(() => storage.close());

  it('stores, reads back, describes, lists and deletes files', async () => {
    const photo = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0, 255]);
    await storage.put('lots/a1.jpg', photo, 'image/jpeg');
    await storage.put('lots/b2.png', Buffer.from('png bytes'), 'image/png');
    await storage.put('financiers/c3.svg', Buffer.from('<svg/>'), 'image/svg+xml');

    const got = await storage.get('lots/a1.jpg');
    expect(got?.data.equals(photo)).toBe(true);
    expect(got?.contentType).toBe('image/jpeg');
    expect(await storage.head('lots/a1.jpg')).toMatchObject({ size: photo.length });
    expect(await collectKeys(storage, 'lots/')).toEqual(['lots/a1.jpg', 'lots/b2.png']);
    expect(await collectKeys(storage, '')).toEqual(['financiers/c3.svg', 'lots/a1.jpg', 'lots/b2.png']);

    await storage.remove(['lots/a1.jpg', 'lots/never-stored.jpg']);
    expect(await storage.get('lots/a1.jpg')).toBeUndefined();
    expect(await storage.head('lots/a1.jpg')).toBeUndefined();
    expect(await collectKeys(storage, 'lots/')).toEqual(['lots/b2.png']);
    await storage.remove(['lots/b2.png', 'financiers/c3.svg']);
    expect(await collectKeys(storage, '')).toEqual([]);
  });

  it('answers undefined for a key never stored', async () => {
    expect(await storage.get('lots/none.jpg')).toBeUndefined();
    expect(await storage.head('lots/none.jpg')).toBeUndefined();
  });

  it('replaces a file under the same key, with a new version', async () => {
    await storage.put('lots/seed-x.svg', Buffer.from('<svg>1</svg>'), 'image/svg+xml');
    const before = await storage.head('lots/seed-x.svg');
    await storage.put('lots/seed-x.svg', Buffer.from('<svg>two</svg>'), 'image/svg+xml');
    const after = await storage.head('lots/seed-x.svg');
    expect(after?.size).toBe(14);
    expect(after?.version).not.toBe(before?.version);
    expect((await storage.get('lots/seed-x.svg'))?.data.toString()).toBe('<svg>two</svg>');
    await storage.remove(['lots/seed-x.svg']);
  });

  it.each(['../etc/passwd', 'lots/../../x.jpg', '/abs.jpg', 'lots//x.jpg', 'lots/.hidden', 'lots/x y.jpg', ''])(
    'refuses the key %j',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow(/invalid storage key/);
      await expect(storage.get(key)).rejects.toThrow(/invalid storage key/);
    },
  );
});

describe('local disk storage', () => {
  it('never follows a symlink out of its directory', async () => {
    const root = path.join(tmp, 'links');
    await mkdir(path.join(root, 'lots'), { recursive: true });
    await writeFile(path.join(tmp, 'secret.txt'), 'outside');
    await symlink(path.join(tmp, 'secret.txt'), path.join(root, 'lots', 'link.jpg'));
    const storage = createLocalStorage(root);
    expect(await storage.get('lots/link.jpg')).toBeUndefined();
    expect(await storage.head('lots/link.jpg')).toBeUndefined();
    expect(await collectKeys(storage, '')).toEqual([]);
  });
});
