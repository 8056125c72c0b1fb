import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, modeName, type TestContext } from '../test/harness.js';
import { pagePatterns } from './web-pages.js';

/** The web's own route tables, loaded at run time: the server's type-check stays within server/. */
const webDir = path.resolve(import.meta.dirname, '../../../web/src');
const loadWeb = async <T>(file: string): Promise<T> => (await import(path.join(webDir, file))) as T;
let ROUTES: Record<string, string>;
let ADMIN_ROUTES: Record<string, string>;

const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';

describe(`the web app's pages in ${modeName}`, () => {
  let t: TestContext;
  let dist: string;
  beforeAll(async () => {
    ({ ROUTES } = await loadWeb<{ ROUTES: Record<string, string> }>('lib/routes.ts'));
    ({ ADMIN_ROUTES } = await loadWeb<{ ADMIN_ROUTES: Record<string, string> }>('features/admin/routes.ts'));
    dist = mkdtempSync(path.join(tmpdir(), 'vh-web-'));
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('knows every page path the web app routes, and no other', () => {
    const web = [...Object.values(ROUTES), ...Object.values(ADMIN_ROUTES)].sort();
    expect(pagePatterns(t.config.BRAND_NAME).sort()).toEqual(web);
  });

  it.each([undefined, '*/*', 'application/json', 'text/plain'])(
    'serves / and every page whatever the Accept header (%s)',
    async (accept) => {
      const pages = [...Object.values(ROUTES), '/admin/auction/7', '/client/auction?uid=3&list_type=all_assets&page_no=1', '/aboutUs/'];
      for (const url of pages) {
        const res = await t.app.inject({ method: 'GET', url, headers: accept ? { accept } : {} });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type'], url).toContain('text/html');
        expect(res.body, url).toBe(INDEX);
      }
    },
  );

  it('answers an unknown page path with the app (its not-found screen) and HTTP 404', async () => {
    for (const [url, accept] of [
      ['/no/such/page', undefined],
      ['/nope', '*/*'],
      ['/user/nothing-here', 'text/html,application/xhtml+xml'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers: accept ? { accept } : {} });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toBe(INDEX);
    }
  });

  it('keeps API 404s JSON on API paths, for files and for clients that ask for JSON', async () => {
    for (const [method, url, accept] of [
      ['GET', '/auctions/no-such-call', 'text/html'],
      ['GET', '/users/api/nothing', undefined],
      ['GET', '/assets/missing-chunk.js', '*/*'],
      ['GET', '/client/unknown-call', '*/*'],
      ['GET', '/nope', 'application/json'],
      ['POST', '/nope', 'text/html'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: accept ? { accept } : {} });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ status: 404, msg: expect.stringContaining('No route') });
    }
  });
});
