import { readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAsset, createAuction } from '../../test/factories.js';
import { createTestApp, modeName, type TestContext } from '../../test/harness.js';
import { etagMatches, parseImageKey } from './media-service.js';

const LOGO = 'seed/financiers/kaveri-kisan-fincorp.svg';

describe('parseImageKey', () => {
  it.each([
    'seed/../x.svg',
    '../x.svg',
    'seed/./x.svg',
    '/etc/x.svg',
    'seed//x.svg',
    'seed\\..\\x.svg',
    'seed/.hidden.svg',
    'seed/x.svg\0.png',
    'seed/%2e%2e/x.svg',
  ])('refuses %j as an invalid path', (key) => {
    expect(() => parseImageKey(key)).toThrow('Invalid image path');
  });

  it('refuses files that are not images as not found', () => {
    expect(() => parseImageKey('seed/notes.md')).toThrow('Image not found');
  });

  it('accepts a plain nested key', () => {
    expect(parseImageKey('lots/2024/ab-12_c.JPG')).toBe('lots/2024/ab-12_c.JPG');
  });
});

describe('etagMatches', () => {
  it('matches the tag in a list, weak or strong, and *', () => {
    expect(etagMatches('"a", "b"', '"b"')).toBe(true);
    expect(etagMatches('W/"b"', '"b"')).toBe(true);
    expect(etagMatches('*', '"b"')).toBe(true);
    expect(etagMatches('"a"', '"b"')).toBe(false);
    expect(etagMatches(undefined, '"b"')).toBe(false);
  });
});

describe(`image route (/media/img) in ${modeName}`, () => {
  let t: TestContext;
  const photoKey = 'lots/test-photo.png';
  const privateKey = 'identity/aadhar-front.png';
  let listening: Promise<string> | undefined;

  beforeAll(async () => {
    t = await createTestApp();
    await rm(path.join(t.config.dataDir, 'cache'), { recursive: true, force: true });
    const png = await sharp({ create: { width: 100, height: 60, channels: 3, background: '#2a7' } })
      .png()
      .toBuffer();
    for (const key of [photoKey, privateKey]) await t.app.storage.put(key, png, 'image/png');
  });
  afterAll(async () => {
    await t.app.storage.remove([photoKey, privateKey]);
    await t.close();
    await rm(path.join(t.config.dataDir, 'cache'), { recursive: true, force: true });
  });

  it('renders a seeded SVG logo to WebP at the asked width, cacheable for a week', async () => {
    const res = await t.app.inject(`/media/img/160/${LOGO}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=604800');
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 160 });
  });

  it.each([320, 640, 1024])('renders width %i, with an ETag of its own', async (w) => {
    const res = await t.app.inject(`/media/img/${w}/${LOGO}`);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(w);
    const small = await t.app.inject(`/media/img/160/${LOGO}`);
    expect(res.headers.etag).not.toBe(small.headers.etag);
  });

  it('keeps the rendered file on disk and serves it again with the same ETag', async () => {
    const first = await t.app.inject(`/media/img/320/seed/vehicles/tractor.svg`);
    const files = (await readdir(path.join(t.config.dataDir, 'cache', 'img'), { recursive: true })).filter((f) =>
      String(f).endsWith('.webp'),
    );
    expect(files.length).toBeGreaterThan(0);
    const second = await t.app.inject(`/media/img/320/seed/vehicles/tractor.svg`);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('answers 304 when the browser already has this rendering', async () => {
    const { headers } = await t.app.inject(`/media/img/160/${LOGO}`);
    const res = await t.app.inject({ url: `/media/img/160/${LOGO}`, headers: { 'if-none-match': headers.etag as string } });
    expect(res.statusCode).toBe(304);
    expect(res.body).toBe('');
    expect(res.headers.etag).toBe(headers.etag);
    expect(res.headers['cache-control']).toBe('public, max-age=604800');
  });

  it.each([
    '/media/img/160/seed/..%2F..%2Fpackage.json',
    '/media/img/160/..%2F..%2F..%2Fetc%2Fpasswd',
    '/media/img/160/seed/financiers/..%2F..%2F..%2Fassets%2Fseed%2Fhero%2Fhero-1.svg',
    '/media/img/160/seed%5C..%5Cx.svg',
  ])('rejects the traversal %s with 400', async (url) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, msg: 'Invalid image path' });
  });

  it.each([
    '/media/img/160/seed/../../package.json',
    '/media/img/160/seed/%2e%2e/%2e%2e/src/app.ts',
    '/media/img/160/seed/financiers/../../../../../etc/passwd',
  ])('rejects the raw traversal %s sent over HTTP with 400', async (rawPath) => {
    // Over a socket: inject and fetch resolve dot segments in the URL before the server sees them.
    listening ??= t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = new URL(await listening);
    const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: rawPath }, (r) => {
          let body = '';
          r.on('data', (c: Buffer) => (body += c.toString()));
          r.on('end', () => resolve({ status: r.statusCode ?? 0, body }));
        })
        .on('error', reject);
    });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ status: 400, msg: 'Invalid image path' });
  });

  it.each(['/media/img/160/seed/financiers/no-such-logo.svg', '/media/img/160/seed/hero', '/media/img/160/nothing/here.png'])(
    'answers the unknown key %s with 404',
    async (url) => {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 404, msg: 'Image not found' });
    },
  );

  it('rejects a width it does not render', async () => {
    const res = await t.app.inject(`/media/img/200/${LOGO}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, msg: 'Width must be one of 160, 320, 640, 1024' });
  });

  it('serves an uploaded file only once the database names it a lot photo, and never enlarges a photo', async () => {
    expect((await t.app.inject(`/media/img/320/${photoKey}`)).statusCode).toBe(404);
    const auction = await createAuction(t.app.db, { lots: 0 });
    await createAsset(t.app.db, auction.auction, { photos: [photoKey] });
    const res = await t.app.inject(`/media/img/320/${photoKey}`);
    expect(res.statusCode).toBe(200);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 100, height: 60 });
  });

  it('never serves other uploads, such as identity documents', async () => {
    const res = await t.app.inject(`/media/img/320/${privateKey}`);
    expect(res.statusCode).toBe(404);
  });
});
