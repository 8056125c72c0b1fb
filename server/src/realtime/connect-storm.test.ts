/**
 * New connections through the real gateway: a burst from one address beyond its connection rate
 * is refused with the reason (both transports), and the same clients get in when they retry.
 * Both modes.
 */
import { io } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, modeName, type TestContext } from '../test/harness.js';

/** A /ws upgrade from `address` (behind one proxy): the open socket, or the refusal's status, Retry-After and body. */
function wsConnect(wsUrl: string, address: string) {
  return new Promise<{ ws: WebSocket } | { status: number; retryAfter: number; body: { status: number; code: string; msg: string } }>(
    (resolve, reject) => {
      const ws = new WebSocket(wsUrl, { headers: { 'x-forwarded-for': address } });
      ws.once('open', () => resolve({ ws }));
      ws.once('unexpected-response', (_req, res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, retryAfter: Number(res.headers['retry-after']), body: JSON.parse(text) }),
        );
      });
      ws.once('error', reject);
    },
  );
}

describe(`admission of new realtime connections in ${modeName}`, () => {
  let t: TestContext | undefined;
  const open: { close(): void }[] = [];
  afterEach(async () => {
    for (const c of open.splice(0)) c.close();
    await t?.close();
    t = undefined;
  });

  async function listening(env: Record<string, string>) {
    t = await createTestApp({ env: { TRUST_PROXY_HOPS: '1', ...env } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as { port: number };
    return `http://127.0.0.1:${port}`;
  }

  it('refuses a burst beyond the per-address rate with the reason, on /ws and socket.io, and admits the retries', async () => {
    // 3 at once per address, then one a second.
    const url = await listening({ REALTIME_CONNECT_BURST_PER_ADDRESS: '3', REALTIME_CONNECTS_PER_ADDRESS_PER_SECOND: '1' });
    const wsUrl = `${url.replace('http', 'ws')}/ws`;
    const results = await Promise.all(Array.from({ length: 5 }, () => wsConnect(wsUrl, '203.0.113.7')));
    for (const r of results) if ('ws' in r) open.push({ close: () => r.ws.terminate() });
    expect(results.filter((r) => 'ws' in r)).toHaveLength(3);
    const refused = results.filter((r) => !('ws' in r));
    expect(refused).toHaveLength(2);
    for (const r of refused) {
      expect(r).toMatchObject({ status: 429, body: { status: 429, code: 'connections_too_fast' } });
      if (!('ws' in r)) {
        expect(r.retryAfter).toBeGreaterThanOrEqual(1);
        expect(r.body.msg).toMatch(/^Too many new connections from this address: retry in \d+ s\.$/);
      }
    }

    // Another address is not held back.
    const other = await wsConnect(wsUrl, '198.51.100.9');
    expect('ws' in other).toBe(true);
    if ('ws' in other) open.push({ close: () => other.ws.terminate() });

    // socket.io's handshake from the same address is refused too, with the reason in engine.io's answer.
    // (The bucket may have refilled a token meanwhile on a slow machine: that handshake is let in and spends it.)
    let handshake = await fetch(`${url}/socket.io/?EIO=4&transport=polling`, { headers: { 'x-forwarded-for': '203.0.113.7' } });
    for (let i = 0; i < 5 && handshake.status === 200; i++) {
      handshake = await fetch(`${url}/socket.io/?EIO=4&transport=polling`, { headers: { 'x-forwarded-for': '203.0.113.7' } });
    }
    expect(handshake.status).toBe(403);
    expect(((await handshake.json()) as { message: string }).message).toMatch(/^connections_too_fast: Too many new connections/);

    // A socket.io client with its usual reconnection (jittered backoff), started right after that
    // refusal, while the address's bucket is empty: refused first, it retries and gets in once
    // the bucket refills.
    const client = io(url, {
      transports: ['websocket'],
      extraHeaders: { 'x-forwarded-for': '203.0.113.7' },
      reconnectionDelay: 200,
      reconnectionDelayMax: 1_000,
      randomizationFactor: 0.5,
    });
    open.push({ close: () => client.disconnect() });
    let failures = 0;
    client.on('connect_error', () => (failures += 1));
    await new Promise<void>((resolve) => client.once('connect', () => resolve()));
    expect(failures).toBeGreaterThanOrEqual(1);
    // And a plain /ws client that waits as told gets in too.
    await expect
      .poll(
        async () => {
          const r = await wsConnect(wsUrl, '203.0.113.7');
          if ('ws' in r) open.push({ close: () => r.ws.terminate() });
          return 'ws' in r;
        },
        { timeout: 20_000, interval: 1_100 },
      )
      .toBe(true);
    // Generous: on a busy machine building the app alone takes tens of seconds.
  }, 180_000);

  it('answers a connection past the instance budget as busy (503, Retry-After) when the line is too long, and admits it later', async () => {
    // One new connection a second for the whole instance, and no waiting in line.
    const url = await listening({ REALTIME_CONNECTS_PER_SECOND: '1', REALTIME_CONNECT_BURST: '1', REALTIME_CONNECT_MAX_WAIT_MS: '0' });
    const wsUrl = `${url.replace('http', 'ws')}/ws`;
    const first = await wsConnect(wsUrl, '203.0.113.1');
    expect('ws' in first).toBe(true);
    if ('ws' in first) open.push({ close: () => first.ws.terminate() });
    const busy = await wsConnect(wsUrl, '203.0.113.2');
    expect(busy).toMatchObject({ status: 503, body: { status: 503, code: 'server_busy' } });
    await expect
      .poll(
        async () => {
          const r = await wsConnect(wsUrl, '203.0.113.2');
          if ('ws' in r) open.push({ close: () => r.ws.terminate() });
          return 'ws' in r;
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe(true);
    const refusals = /^realtime_connections_refused_total\{reason="server_busy"\} (\d+)$/m.exec((await t!.app.inject('/metrics')).body);
    expect(Number(refusals?.[1])).toBeGreaterThanOrEqual(1);
  }, 180_000);
});
