import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, subscribedBuyer, adminUser, call } from '../../test/factories.js';
import { createTestApp, modeName, type TestContext } from '../../test/harness.js';

let t: TestContext;
let routes: { method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'; url: string; tags: string[] }[];

beforeAll(async () => {
  t = await createTestApp();
  // Every route the app documents under /admin, straight from the OpenAPI document.
  const spec = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
    paths: Record<string, Record<string, { tags?: string[] }>>;
  };
  // (Other modules' tools may live under /admin too, e.g. load-test fixtures: they carry their own tag.)
  routes = Object.entries(spec.paths)
    .filter(([path]) => path.startsWith('/admin'))
    .flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({
        method: method.toUpperCase() as 'GET',
        url: path.replace(/\{[^}]+\}/g, '1'),
        tags: op.tags ?? [],
      })),
    )
    .filter((r) => r.tags.includes('admin'));
});
afterAll(async () => {
  await t.close();
});

describe(`admin route access in ${modeName}`, () => {
  it('documents the whole console in /docs under the admin tag', () => {
    expect(routes.length).toBeGreaterThanOrEqual(48);
    for (const path of [
      '/admin/auctions/1/monitor',
      '/admin/lots/import-template.csv',
      '/admin/results.csv',
      '/admin/audit-log',
      '/admin/leads.csv',
    ]) {
      expect(routes.some((r) => r.url === path)).toBe(true);
    }
  });

  it('answers 401 Authentication Required to anonymous callers on every admin route', async () => {
    const refused = [];
    for (const r of routes) {
      const res = await call(t.app, r.method, r.url, undefined);
      if (res.statusCode !== 401 || res.json().msg !== 'Authentication Required') refused.push(`${r.method} ${r.url} → ${res.statusCode}`);
    }
    expect(refused).toEqual([]);
  });

  it('answers 403 to a signed-in buyer, subscribed or not, on every admin route', async () => {
    const buyer = await subscribedBuyer(t.db);
    const plain = await signedInUser(t.db);
    const wrong = [];
    for (const r of routes) {
      for (const who of [buyer, plain]) {
        const res = await call(t.app, r.method, r.url, who.cookie);
        if (res.statusCode !== 403 || res.json().status !== 403) wrong.push(`${r.method} ${r.url} → ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lets admins and auction admins through the guard', async () => {
    for (const kind of ['admin', 'auction_admin'] as const) {
      const { cookie } = await adminUser(t.db, kind);
      for (const url of ['/admin/financiers', '/admin/auctions', '/admin/results', '/admin/users', '/admin/audit-log']) {
        const res = await call(t.app, 'GET', url, cookie);
        expect(res.statusCode, `${kind} GET ${url}: ${res.body}`).toBe(200);
        expect(res.json().status).toBe(200);
      }
    }
  });

  it('refuses a blocked admin as signed out', async () => {
    const { cookie } = await signedInUser(t.db, { isAdmin: true, isBlocked: true });
    expect((await call(t.app, 'GET', '/admin/users', cookie)).statusCode).toBe(401);
  });
});
