import { spawn } from 'node:child_process';
import path from 'node:path';
import { io } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, modeName, type TestContext } from '../test/harness.js';
import { clientAddress, socketGuard, tokenBucket, type AbuseLimitOptions } from './abuse-limits.js';
import { SOCKET_IO_EVENT, type ServerMessage } from './protocol.js';
import { wsClient } from './test-fixtures/clients.js';

const LIMITS: AbuseLimitOptions = {
  messagesPerSecond: 20,
  messageBurst: 40,
  subscriptionChangesPerSecond: 5,
  subscriptionChangeBurst: 20,
  socketsPerAddress: 100,
  strikesBeforeClose: 20,
  trustProxyHops: 0,
};

describe('abuse limit rules', () => {
  it('a token bucket allows its burst, then its rate', () => {
    let now = 0;
    const bucket = tokenBucket(10, 3, () => now);
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false]);
    now += 100;
    expect([bucket.take(), bucket.take()]).toEqual([true, false]);
    now += 10_000;
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false]);
  });

  it('counts subscription changes apart from other messages, and closes after the strikes', () => {
    const now = 0;
    const guard = socketGuard({ ...LIMITS, strikesBeforeClose: 3 }, () => now);
    const sub = { op: 'subscribe', lots: [{ assetId: 1 }] };
    for (let i = 0; i < 20; i++) expect(guard.check(sub).verdict).toBe('ok');
    const refused = guard.check(sub);
    expect(refused).toMatchObject({ verdict: 'refused', refusal: { type: 'error', code: 'subscriptions_too_fast' } });
    // Told once a second, not once per refused message.
    expect(guard.check(sub)).toEqual({ verdict: 'refused' });
    // Pings still pass while subscription changes are held back, and reset the strikes.
    expect(guard.check({ op: 'ping' }).verdict).toBe('ok');
    expect(guard.check(sub).verdict).toBe('refused');
    expect(guard.check(sub).verdict).toBe('refused');
    expect(guard.check(sub)).toMatchObject({ verdict: 'close', refusal: { code: 'subscriptions_too_fast' } });
  });

  it('reads the client address behind the configured proxy hops only', () => {
    const req = (xff?: string) => ({ socket: { remoteAddress: '10.0.0.1' }, headers: xff ? { 'x-forwarded-for': xff } : {} }) as never;
    expect(clientAddress(req('1.2.3.4'), 0)).toBe('10.0.0.1');
    expect(clientAddress(req('9.9.9.9, 1.2.3.4'), 1)).toBe('1.2.3.4');
    expect(clientAddress(req('9.9.9.9, 1.2.3.4'), 2)).toBe('9.9.9.9');
    expect(clientAddress(req(), 1)).toBe('10.0.0.1');
  });
});

describe(`realtime abuse limits in ${modeName}`, () => {
  let t: TestContext | undefined;
  const open: { close(): void }[] = [];
  afterEach(async () => {
    for (const c of open.splice(0)) c.close();
    await t?.close();
    t = undefined;
  });

  async function listening(env: Record<string, string> = {}) {
    t = await createTestApp({ env });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as { port: number };
    return `http://127.0.0.1:${port}`;
  }

  it('answers /healthz for another client, each within a second, while one socket floods subscribe/unsubscribe frames', async () => {
    // Strikes high enough that the flooder stays connected throughout: this measures the cost
    // of refusing frames, not of closing the socket.
    const url = await listening({ REALTIME_STRIKES_BEFORE_CLOSE: '1000000' });
    // One probe after another; a probe the flood delays past a second is aborted, and fails the test.
    const probe = async () => {
      const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1_000) });
      await res.arrayBuffer();
      expect(res.status).toBe(200);
    };
    for (let i = 0; i < 5; i++) await probe(); // connection set-up and first-request costs

    const flooder = spawn(
      process.execPath,
      [path.join(import.meta.dirname, 'test-fixtures', 'flood.mjs'), `${url.replace('http', 'ws')}/ws`, '6000', '200'],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let output = '';
    flooder.stdout.on('data', (d) => (output += d));
    let done = false;
    const exited = new Promise<void>((resolve) => flooder.once('exit', () => resolve()));
    void exited.then(() => (done = true));
    let probes = 0;
    while (!done) {
      await probe();
      probes += 1;
    }
    const summary = JSON.parse(output.trim()) as { sent: number; subscribed: number; errors: Record<string, number> };
    const report = `${probes} probes during the flood; flooder ${JSON.stringify(summary)}`;

    expect(summary.sent, report).toBe(6_000);
    expect(probes, report).toBeGreaterThanOrEqual(5);
    // The hub acted on the burst and the refill only; the flooder was told why, about once a second.
    expect((summary.errors.rate_limited ?? 0) + (summary.errors.subscriptions_too_fast ?? 0), report).toBeGreaterThanOrEqual(1);
    expect(summary.subscribed, report).toBeLessThan(summary.sent * 0.05);
  }, 90_000);

  it('answers a flooding raw socket with error frames, then closes it (1008)', async () => {
    const url = await listening();
    const c = await wsClient(url);
    open.push(c);
    const closed = new Promise<number>((resolve) => c.ws.once('close', (code) => resolve(code)));
    for (let i = 0; i < 200; i++) c.send({ op: 'ping' });
    expect(await closed).toBe(1008);
    // On a busy machine the server reads the flood over seconds, and the buckets refill meanwhile:
    // the seconds its answers span by its own clock, and one more for the refusals after the last.
    const times = c.messages.flatMap((m) => (m.type === 'time' ? [Date.parse(m.serverTime)] : []));
    const seconds = Math.ceil((Math.max(...times) - Math.min(...times)) / 1000) + 1;
    const errors = c.messages.filter((m) => m.type === 'error');
    expect(errors[0]).toMatchObject({ code: 'rate_limited', msg: expect.stringContaining('at most 20 a second') });
    // A notice when the refusals start, at most one a second after it, and one with the close.
    expect(errors.length).toBeGreaterThanOrEqual(2);
    expect(errors.length).toBeLessThanOrEqual(2 + seconds);
    // The burst of 40, then 20 a second.
    expect(c.messages.filter((m) => m.type === 'time').length).toBeLessThanOrEqual(41 + 20 * seconds);
  });

  it('disconnects a flooding socket.io client after its error frames', async () => {
    const url = await listening();
    const socket = io(url, { transports: ['websocket'], reconnection: false });
    open.push({ close: () => socket.disconnect() });
    const got: ServerMessage[] = [];
    socket.on(SOCKET_IO_EVENT, (m: ServerMessage) => got.push(m));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const reason = new Promise<string>((resolve) => socket.once('disconnect', (r) => resolve(r)));
    for (let i = 0; i < 200; i++) socket.emit(SOCKET_IO_EVENT, { op: 'subscribe', auctions: [1 + i] });
    expect(await reason).toBe('io server disconnect');
    expect(got.some((m) => m.type === 'error' && m.code === 'subscriptions_too_fast')).toBe(true);
  });

  it('caps the sockets one client address holds, across both transports, by the proxied address', async () => {
    const url = await listening({ REALTIME_SOCKETS_PER_ADDRESS: '2', TRUST_PROXY_HOPS: '1' });
    const wsUrl = `${url.replace('http', 'ws')}/ws`;
    const connect = (xff: string) =>
      new Promise<WebSocket | number>((resolve, reject) => {
        const ws = new WebSocket(wsUrl, { headers: { 'x-forwarded-for': xff } });
        ws.once('open', () => {
          open.push({ close: () => ws.terminate() });
          resolve(ws);
        });
        ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        ws.once('error', reject);
      });
    const a1 = await connect('203.0.113.7');
    expect(a1).toBeInstanceOf(WebSocket);
    const sioA = io(url, { transports: ['websocket'], reconnection: false, extraHeaders: { 'x-forwarded-for': '203.0.113.7' } });
    open.push({ close: () => sioA.disconnect() });
    await new Promise<void>((resolve, reject) => {
      sioA.once('connect', () => resolve());
      sioA.once('connect_error', reject);
    });
    expect(await connect('203.0.113.7')).toBe(429);
    const refused = io(url, { transports: ['polling'], reconnection: false, extraHeaders: { 'x-forwarded-for': '203.0.113.7' } });
    open.push({ close: () => refused.disconnect() });
    await expect(
      new Promise((resolve, reject) => {
        refused.once('connect', () => resolve('connected'));
        refused.once('connect_error', reject);
      }),
    ).rejects.toThrow();
    // Another address behind the same proxy is its own client.
    expect(await connect('198.51.100.9')).toBeInstanceOf(WebSocket);
    // A closed socket gives its slot back.
    (a1 as WebSocket).close();
    await new Promise((r) => (a1 as WebSocket).once('close', r));
    await expect
      .poll(
        async () => {
          const r = await connect('203.0.113.7');
          return r instanceof WebSocket;
        },
        { timeout: 5_000 },
      )
      .toBe(true);
  });
});
