import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { users } from './db/schema/index.js';
import { createCapturingSender, type CapturingSender } from './lib/sms.js';
import { loggerOptions } from './logger.js';
import { openRuntime, type Runtime } from './runtime.js';
import { signedInUser } from './test/factories.js';
import { createTestDatabase, deleteStream, modeName, newNamespace, testConfig, type TestDatabase } from './test/harness.js';
import type { FastifyInstance } from 'fastify';

const TOKEN = randomBytes(24).toString('hex');

/** A production app (a deliberate demo deployment) whose log lines the test reads. */
async function productionApp(env: Record<string, string> = {}) {
  const testDb = await createTestDatabase();
  const namespace = newNamespace();
  const config = testConfig(testDb.url, namespace, {
    NODE_ENV: 'production',
    DEMO_MODE: 'true',
    APP_SECRET: randomBytes(32).toString('hex'),
    DOCUMENTS_KEY: randomBytes(32).toString('base64'),
    SEED_ON_EMPTY: 'false',
    LOG_LEVEL: 'info',
    ...env,
  });
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const { transport: _pretty, ...options } = loggerOptions(config);
  const log = pino(options, sink);
  const runtime = await openRuntime(config, pino({ level: 'silent' }), { inMemoryDb: true });
  const sms = createCapturingSender();
  const app = await buildApp({ config, ...runtime, loggerInstance: log, sms });
  // A statement that fails with personal data among its parameters, logged whole as a background
  // job would log it (the error handler itself logs only the driver's code and message).
  app.get('/test/failing-statement', async (req) => {
    try {
      await app.db.insert(users).values({ phone: '98765432101', firstName: 'Secretname Sharma', passwordHash: 'x' });
    } catch (err) {
      req.log.error({ err }, 'statement failed');
      throw err;
    }
    return { status: 200 };
  });
  await app.ready();
  return { app, runtime, sms, lines, config, close: () => closeAll(app, runtime, testDb, config.NATS_URL, namespace) };
}

async function closeAll(app: FastifyInstance, runtime: Runtime, testDb: TestDatabase, natsUrl: string | undefined, namespace: string) {
  await app.close();
  await runtime.bus.close();
  await runtime.database.close();
  await testDb.drop();
  if (natsUrl) await deleteStream(natsUrl, namespace);
}

describe(`operations endpoints and logs in production, ${modeName}`, () => {
  let p: Awaited<ReturnType<typeof productionApp>>;
  let sms: CapturingSender;
  beforeAll(async () => {
    p = await productionApp({ METRICS_TOKEN: TOKEN, TRUST_PROXY_HOPS: '1' });
    sms = p.sms;
  });
  afterAll(async () => {
    await p.close();
  });

  it('refuses /metrics and /docs without the bearer token', async () => {
    for (const url of ['/metrics', '/docs/json', '/docs/', '/docs/static/index.html']) {
      for (const authorization of [undefined, 'Bearer wrong-token-of-some-length', TOKEN, `Basic ${TOKEN}`]) {
        const res = await p.app.inject({ url, headers: authorization ? { authorization } : {} });
        expect(res.statusCode, `${url} ${authorization}`).toBe(401);
        expect(res.headers['www-authenticate']).toBe('Bearer');
      }
    }
    // Worded like every other answer: a code, and the text in the reader's language.
    const hindi = await p.app.inject({ url: '/docs/json', headers: { 'accept-language': 'hi' } });
    expect(hindi.json()).toEqual({
      status: 401,
      code: 'request.ops_token_required',
      params: {},
      msg: 'इस पते के लिए संचालन टोकन चाहिए: Authorization: Bearer <METRICS_TOKEN>',
    });
    const metrics = await p.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toContain('http_request_duration_seconds');
    expect((await p.app.inject({ url: '/docs/json', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(200);
  });

  it('keeps /healthz and /readyz public, telling nothing beyond status', async () => {
    expect((await p.app.inject('/healthz')).json()).toMatchObject({ status: 200, msg: 'ok', data: { database: 'ok', events: 'ok' } });
    expect((await p.app.inject('/readyz')).json()).toMatchObject({ status: 200, msg: 'ready', data: { database: 'ok', events: 'ok' } });
  });

  it('says it is a demo deployment, for the banner', async () => {
    expect((await p.app.inject('/app-config')).json()).toEqual({ status: 200, data: { demo_mode: true } });
  });

  it('takes the request id from the trusted proxy, echoes it, and puts the user id on the request log line', async () => {
    const { user, cookie } = await signedInUser(p.app.db);
    const res = await p.app.inject({ method: 'POST', url: '/tractorpoint/login-check', headers: { cookie, 'x-request-id': 'lb-7f3a9c' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe('lb-7f3a9c');
    const completed = p.lines.map((l) => JSON.parse(l)).find((l) => l.reqId === 'lb-7f3a9c' && l.msg === 'request completed');
    expect(completed).toMatchObject({ userId: user.id, res: { statusCode: 200 } });
    expect(p.lines.join('')).not.toContain(cookie.split('=')[1]);

    const forged = await p.app.inject({ url: '/healthz', headers: { 'x-request-id': 'bad id\n{"level":60}' } });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('never logs the parameter values of a failed statement', async () => {
    const res = await p.app.inject('/test/failing-statement');
    expect(res.statusCode).toBe(400);
    const logged = p.lines.join('');
    expect(logged).toContain('statement failed');
    expect(logged).toContain('insert into');
    expect(logged).not.toContain('Secretname');
    expect(logged).not.toContain('98765432101');
  });

  it('never logs an OTP when a real sender texts it', async () => {
    const phone = '9700012345';
    const sent = await p.app.inject({
      method: 'POST',
      url: '/user/check-user-and-sendotp',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `phone=${phone}`,
    });
    expect(sent.statusCode).toBe(200);
    const code = sms.lastCodeTo(phone)!;
    expect(code).toMatch(/^\d{4}$/);
    const verified = await p.app.inject({
      method: 'POST',
      url: '/user/verifyotp',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `phone=${phone}&otp=${code}`,
    });
    expect(verified.statusCode).toBe(200);
    const logged = p.lines.join('');
    for (const leak of [`${code} is your`, `"otp":"${code}"`, `otp=${code}`]) expect(logged).not.toContain(leak);
  });
});

describe(`operations endpoints without a token in production, ${modeName}`, () => {
  it('keeps /metrics closed when no METRICS_TOKEN is configured, and ignores a client X-Request-Id without a trusted proxy', async () => {
    const p = await productionApp();
    try {
      expect((await p.app.inject({ url: '/metrics', headers: { authorization: 'Bearer anything-at-all-here' } })).statusCode).toBe(401);
      expect((await p.app.inject('/docs/json')).statusCode).toBe(401);
      const res = await p.app.inject({ url: '/healthz', headers: { 'x-request-id': 'client-chosen' } });
      expect(res.headers['x-request-id']).not.toBe('client-chosen');
    } finally {
      await p.close();
    }
  }, 120_000);
});
