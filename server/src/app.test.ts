import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, modeName, servicesMode, type TestContext } from './test/harness.js';

describe(`app boot in ${modeName}`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('runs on the configured runtime', () => {
    expect(t.database.kind).toBe(servicesMode ? 'postgres' : 'pglite');
    expect(t.bus.kind).toBe(servicesMode ? 'nats' : 'memory');
  });

  it('answers /healthz and /readyz', async () => {
    expect((await t.app.inject('/healthz')).json()).toMatchObject({ status: 200, msg: 'ok', data: { database: 'ok', events: 'ok' } });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 200, msg: 'ready', data: { database: 'ok', events: 'ok' } });
  });

  it('serves Prometheus metrics', async () => {
    const res = await t.app.inject('/metrics');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('process_cpu_user_seconds_total');
    expect(res.body).toContain('http_request_duration_seconds');
  });

  it('serves the OpenAPI document at /docs', async () => {
    const json = await t.app.inject('/docs/json');
    expect(json.statusCode).toBe(200);
    expect(json.json().openapi).toMatch(/^3\./);
    const ui = await t.app.inject('/docs/');
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/no/such/thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404 });
  });

  it('sets security headers, on answers and on errors alike', async () => {
    for (const res of [await t.app.inject('/healthz'), await t.app.inject({ method: 'POST', url: '/no/such/thing' })]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['content-security-policy']).toContain("script-src 'self' https://checkout.razorpay.com;");
      expect(res.headers['content-security-policy']).toContain("connect-src 'self' ws: wss: https://lumberjack.razorpay.com");
    }
  });

  it('refuses a cross-site state-changing request', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/healthz', headers: { 'sec-fetch-site': 'cross-site' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: 403, msg: 'Cross-site request refused' });
  });
});

describe(`readiness in ${modeName}`, () => {
  it('turns unready when the database goes away', async () => {
    const t = await createTestApp();
    try {
      expect((await t.app.inject('/readyz')).statusCode).toBe(200);
      await t.database.close();
      const res = await t.app.inject('/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 503, msg: 'not ready' });
      expect(res.json()).toMatchObject({ status: 503, msg: 'not ready', data: { database: 'down', events: 'ok' } });
    } finally {
      await t.app.close();
      await t.bus.close();
      await t.close().catch(() => {});
    }
  });
});

describe(`request bodies in ${modeName}`, () => {
  it('treats an empty JSON body as {} and a broken one as a 400', async () => {
    const t = await createTestApp();
    try {
      const empty = await t.app.inject({
        method: 'POST',
        url: '/auctions/get-all-financiers-erp',
        headers: { 'content-type': 'application/json' },
        payload: '',
      });
      expect(empty.statusCode).toBe(200);
      const broken = await t.app.inject({
        method: 'POST',
        url: '/auctions/get-all-financiers-erp',
        headers: { 'content-type': 'application/json' },
        payload: '{"a":',
      });
      expect(broken.statusCode).toBe(400);
      expect(broken.json()).toMatchObject({ status: 400 });
    } finally {
      await t.close();
    }
  });
});

describe(`a broker outage in ${modeName}`, () => {
  it('leaves the instance ready, says degraded in /healthz, and shows the bus down in /metrics', async () => {
    const t = await createTestApp();
    try {
      expect((await t.app.inject('/metrics')).body).toMatch(/^event_bus_connected 1$/m);
      await t.bus.close();
      const ready = await t.app.inject('/readyz');
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({ status: 200, msg: 'ready', data: { database: 'ok', events: 'down' } });
      const health = await t.app.inject('/healthz');
      expect(health.statusCode).toBe(200);
      expect(health.json()).toMatchObject({ status: 200, msg: 'degraded', data: { database: 'ok', events: 'down' } });
      expect((await t.app.inject('/metrics')).body).toMatch(/^event_bus_connected 0$/m);
    } finally {
      await t.close().catch(() => {});
    }
  });
});
