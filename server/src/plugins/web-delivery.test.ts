import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, modeName, type TestContext } from '../test/harness.js';

/** A stand-in for web/dist as `npm run build` leaves it: assets with .br copies, prerendered pages. */
function fakeWebBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'vh-web-'));
  const write = (file: string, text: string, br = false) => {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), text);
    if (br) writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(Buffer.from(text)));
  };
  write('index.html', '<!doctype html><div id="root"></div>', true);
  write('assets/app-Ab12Cd34.js', `console.log(${JSON.stringify('x'.repeat(4000))});`, true);
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('prerendered/routes.json', JSON.stringify({ '/': 'index.html', '/login': 'login.html' }));
  write('shells/routes.json', JSON.stringify({ '/client/watchlist': 'watchlist.html' }));
  for (const lang of ['en', 'hi', 'ta']) {
    write(
      `shells/${lang}/watchlist.html`,
      `<html lang="${lang}"><link rel="modulepreload" href="/assets/${lang}.js"><div id="root"></div></html>`,
      true,
    );
    write(`prerendered/${lang}/index.html`, `<html lang="${lang}">home ${lang}</html>`, true);
    write(`prerendered/${lang}/login.html`, `<html lang="${lang}">login ${lang}</html>`, true);
  }
  return dist;
}

describe(`web delivery: prerendered pages, precompressed assets, compressed API (${modeName})`, () => {
  let ctx: TestContext;
  let dist: string;

  beforeAll(async () => {
    dist = fakeWebBuild();
    ctx = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const page = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

  it('sends a prerendered page in the language of the cookie, else Accept-Language, else English', async () => {
    expect((await page('/')).body).toContain('home en');
    expect((await page('/', { 'accept-language': 'fr-FR, hi;q=0.8, ta;q=0.9' })).body).toContain('home ta');
    expect((await page('/login', { 'accept-language': 'hi-IN' })).body).toContain('login hi');
    expect((await page('/login', { 'accept-language': 'hi-IN', cookie: 'language=ta' })).body).toContain('login ta');
    // A language the site does not have falls back to English, and an unknown cookie value is ignored.
    expect((await page('/', { 'accept-language': 'de', cookie: 'language=xx' })).body).toContain('home en');
  });

  it('answers a page path with its HTML whatever the Accept header, never cached stale', async () => {
    const res = await page('/', { accept: 'application/json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/cookie/);
    expect(res.headers.vary).toMatch(/accept-language/);
  });

  it('sends the brotli copy of a page to a browser that takes it', async () => {
    const res = await page('/', { 'accept-encoding': 'gzip, br', 'accept-language': 'hi' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/);
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('home hi');
  });

  it('serves hashed assets precompressed and immutable for a year', async () => {
    const res = await page('/assets/app-Ab12Cd34.js', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/);
    // Document-only headers are left off a script; the ones a script's fetch reads stay.
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['referrer-policy']).toBeDefined();
    expect((await page('/login')).headers['content-security-policy']).toBeDefined();
    const plain = await page('/assets/app-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('console.log');
  });

  it('keeps other client routes on the app shell, not cached', async () => {
    const res = await page('/client/auction', { accept: 'text/html', 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<div id="root">');
  });

  it("sends a browser-drawn screen the shell that preloads its code and the reader's strings", async () => {
    const res = await page('/client/watchlist', { accept: 'text/html', cookie: 'language=ta', 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/accept-language/);
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('href="/assets/ta.js"');
    expect((await page('/client/watchlist', { 'accept-language': 'hi' })).body).toContain('href="/assets/hi.js"');
  });

  it('compresses API JSON above the threshold and leaves small answers alone', async () => {
    const big = await page('/docs/json', { 'accept-encoding': 'gzip' });
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(big.headers.vary).toMatch(/accept-encoding/);
    expect(JSON.parse(gunzipSync(big.rawPayload).toString())).toHaveProperty('paths');

    const small = await ctx.app.inject({ method: 'GET', url: '/healthz', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe(`web delivery on a demo deployment: the banner is in the page's HTML (${modeName})`, () => {
  let ctx: TestContext;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'vh-web-'));
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
      writeFileSync(path.join(dist, file), text);
    };
    write('index.html', '<!doctype html><html><body class="x"><div id="root"></div></body></html>');
    write('prerendered/routes.json', JSON.stringify({ '/login': 'login.html' }));
    for (const lang of ['en', 'hi'])
      write(`prerendered/${lang}/login.html`, `<html lang="${lang}"><body><div id="root">login ${lang}</div></body></html>`);
    ctx = await createTestApp({ env: { WEB_DIST_DIR: dist, DEMO_MODE: 'true' } });
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const page = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
  const banner = (text: string) => `<div class="demo-banner" id="demo-banner" role="status">${text}</div>`;

  it("writes the banner before the app root of a prerendered page, in the reader's language", async () => {
    const hi = await page('/login', { 'accept-language': 'hi-IN' });
    expect(hi.statusCode).toBe(200);
    expect(hi.headers['content-type']).toContain('text/html');
    expect(hi.body).toBe(`<html lang="hi"><body>${banner('डेमो: भुगतान सिम्युलेटेड हैं')}<div id="root">login hi</div></body></html>`);
    expect((await page('/login')).body).toContain(banner('Demo: payments are simulated'));
  });

  it('writes it into the app shell of every other screen, and into the not-found page', async () => {
    const room = await page('/client/auction', { accept: 'text/html', cookie: 'language=hi' });
    expect(room.statusCode).toBe(200);
    expect(room.headers['cache-control']).toBe('no-cache');
    expect(room.headers.vary).toMatch(/cookie/);
    expect(room.body).toBe(`<!doctype html><html><body class="x">${banner('डेमो: भुगतान सिम्युलेटेड हैं')}<div id="root"></div></body></html>`);
    const compressed = await page('/client/auction', { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toContain(banner('Demo: payments are simulated'));
    const missing = await page('/no-such-page', { accept: 'text/html' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain(banner('Demo: payments are simulated'));
  });
});
