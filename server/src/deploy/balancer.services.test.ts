/**
 * deploy/haproxy/haproxy.cfg, the balancer docker-compose.yml runs, run here as it is (only the
 * addresses come from the environment) in front of two server instances on one database and one
 * NATS stream: socket.io's long-polling sticks to one instance and upgrades to WebSocket, the raw
 * /ws passes, a photo uploaded through one instance is served by the other, and a stopped
 * instance leaves the rotation by its /readyz checks. Needs Debian's haproxy (.ci/run installs it).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../lib/paths.js';
import { SOCKET_IO_EVENT, type ServerMessage } from '../realtime/protocol.js';
import { bidOverHttp } from '../realtime/test-fixtures/bids.js';
import { subscribe, wsClient } from '../realtime/test-fixtures/clients.js';
import { createAuction, signedInUser, subscribedBuyer } from '../test/factories.js';
import { createTestApp, createTestDatabase, newNamespace, type TestContext } from '../test/harness.js';
import { freePort } from '../test/ports.js';
import { until } from '../test/wait.js';
import type { AddressInfo } from 'node:net';

const HAPROXY = process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy';
const CONFIG = path.join(repoRoot, 'deploy', 'haproxy', 'haproxy.cfg');
const COOKIE = 'VH_INSTANCE';

/** A socket.io client as a browser runs it: cookies kept (the balancer's sticky cookie too). */
function browserSocket(url: string, transports: ('polling' | 'websocket')[]) {
  const socket: Socket = io(url, { transports, withCredentials: true, reconnection: false });
  const messages: ServerMessage[] = [];
  socket.on(SOCKET_IO_EVENT, (m: ServerMessage) => messages.push(m));
  const connected = new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return { socket, messages, connected };
}

describe('the compose balancer (HAProxy) in front of two instances (services)', () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  const instances: TestContext[] = [];
  let haproxy: ChildProcess;
  let url: string;
  let statsUrl: string;
  let haproxyLog = '';

  /** HAProxy's view of each server: UP, DOWN, or a transition such as "UP 1/2". */
  async function serverStatus(): Promise<Record<string, string>> {
    const csv = await (await fetch(`${statsUrl};csv`)).text();
    const [header, ...rows] = csv.trim().split('\n');
    const cols = header!.replace(/^# /, '').split(',');
    const [px, sv, st] = ['pxname', 'svname', 'status'].map((c) => cols.indexOf(c));
    return Object.fromEntries(
      rows
        .map((r) => r.split(','))
        .filter((r) => r[px!] === 'servers' && /^s\d$/.test(r[sv!]!))
        .map((r) => [r[sv!]!, r[st!]!]),
    );
  }

  beforeAll(async () => {
    if (!existsSync(HAPROXY)) throw new Error(`${HAPROXY} is missing: apt-get install haproxy (.ci/run does)`);
    const dir = await mkdtemp(path.join(tmpdir(), 'vh-balancer-'));
    cleanup.push(() => rm(dir, { recursive: true, force: true }));
    const database = await createTestDatabase();
    cleanup.push(() => database.drop());
    const namespace = newNamespace();
    for (const name of ['a', 'b']) {
      // Each instance with a disk of its own: nothing may travel between them through a folder.
      const t = await createTestApp({ database, namespace, env: { DATA_DIR: path.join(dir, name), TRUST_PROXY_HOPS: '1' } });
      cleanup.push(() => t.close());
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      instances.push(t);
    }
    const [port, statsPort] = [await freePort(), await freePort()];
    // The test's own addition: a stats page to read the servers' health from.
    const extra = path.join(dir, 'stats.cfg');
    await writeFile(extra, `listen stats\n  bind 127.0.0.1:${statsPort}\n  stats enable\n  stats uri /stats\n`);
    const addr = (t: TestContext) => `127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    haproxy = spawn(HAPROXY, ['-db', '-f', CONFIG, '-f', extra], {
      env: { ...process.env, HAPROXY_BIND: `127.0.0.1:${port}`, SERVER_1: addr(instances[0]!), SERVER_2: addr(instances[1]!) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    haproxy.stdout!.on('data', (d) => (haproxyLog = (haproxyLog + d).slice(-4000)));
    haproxy.stderr!.on('data', (d) => (haproxyLog = (haproxyLog + d).slice(-4000)));
    cleanup.push(async () => {
      if (haproxy.exitCode !== null) return;
      const exited = new Promise((resolve) => haproxy.once('exit', resolve));
      haproxy.kill('SIGTERM');
      await exited;
    });
    url = `http://127.0.0.1:${port}`;
    statsUrl = `http://127.0.0.1:${statsPort}/stats`;
    await until(
      async () => {
        const s = await serverStatus();
        return s.s1 === 'UP' && s.s2 === 'UP' ? s : undefined;
      },
      () => `both servers UP behind the balancer (haproxy said: ${haproxyLog})`,
      { intervalMs: 100 },
    );
  }, 120_000);

  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => {});
  }, 60_000);

  it("sticks socket.io's long-polling to one instance, upgrades to WebSocket, and passes /ws", async () => {
    const [a, b] = instances as [TestContext, TestContext];
    const { lots } = await createAuction(a.db);
    const lot = lots[0]!;
    const buyer = await subscribedBuyer(a.db);

    // The first request of a browser gets the balancer's cookie naming its instance.
    const handshake = await fetch(`${url}/socket.io/?EIO=4&transport=polling`);
    expect(handshake.status).toBe(200);
    expect(handshake.headers.get('set-cookie')).toMatch(new RegExp(`^${COOKIE}=s[12];`));

    // Long-polling only (a network that blocks WebSockets): every poll must reach the same instance.
    const polling = Array.from({ length: 4 }, () => browserSocket(url, ['polling']));
    const upgrading = browserSocket(url, ['polling', 'websocket']);
    const clients = [...polling, upgrading];
    await Promise.all(clients.map((c) => c.connected));
    await until(() => upgrading.socket.io.engine.transport.name === 'websocket', 'the upgrade to WebSocket');
    for (const c of clients) {
      const from = c.messages.length;
      c.socket.emit(SOCKET_IO_EVENT, { op: 'subscribe', lots: [{ assetId: lot.id }] });
      await until(() => c.messages.slice(from).some((m) => m.type === 'subscribed'), 'the subscription');
    }
    // Round robin spread the browsers over both instances.
    const sessions = [a, b].map((t) => (t.app as unknown as { realtime: { stats(): { sessions: number } } }).realtime.stats().sessions);
    expect(sessions[0]! + sessions[1]!).toBeGreaterThanOrEqual(5);
    expect(Math.min(...sessions)).toBeGreaterThan(0);

    const raw = await wsClient(url);
    await subscribe(raw, { lots: [{ assetId: lot.id }] });

    const quote = await bidOverHttp(url, buyer.cookie, lot.id, 100_000);
    for (const c of clients) {
      await until(() => c.messages.some((m) => m.type === 'quote' && m.seq === quote.seq), `quote ${quote.seq} on every socket`);
      // Polls kept reaching the instance that holds the connection: it never broke.
      expect(c.socket.connected).toBe(true);
    }
    await raw.waitFor((m) => m.type === 'quote' && m.seq === quote.seq);
    expect(polling.every((c) => c.socket.io.engine.transport.name === 'polling')).toBe(true);
    for (const c of clients) c.socket.disconnect();
    raw.close();
  });

  it('serves a photo uploaded through one instance from the other', async () => {
    const [a, b] = instances as [TestContext, TestContext];
    const { lots } = await createAuction(a.db);
    const admin = await signedInUser(a.db, { isAdmin: true });
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#c63' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'tractor.png');
    const uploaded = await fetch(`${url}/admin/lots/${lots[0]!.id}/photos`, {
      method: 'POST',
      headers: { cookie: `${admin.cookie}; ${COOKIE}=s1`, 'x-requested-with': 'XMLHttpRequest' },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const [photo] = ((await uploaded.json()) as { data: { url: string; storage_key: string }[] }).data;

    const viaS2 = await fetch(`${url}${photo!.url}`, { headers: { cookie: `${COOKIE}=s2` } });
    expect(viaS2.status).toBe(200);
    expect(viaS2.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await viaS2.arrayBuffer())).metadata()).width).toBe(300);
    // And from the second instance directly, whose disk never saw the file.
    const direct = await fetch(`http://127.0.0.1:${(b.app.server.address() as AddressInfo).port}${photo!.url}`);
    expect(direct.status).toBe(200);
    expect(direct.headers.get('etag')).toBe(viaS2.headers.get('etag'));
  });

  it('takes a stopped instance out of the rotation by its /readyz checks', async () => {
    const b = instances[1]!;
    await b.app.close();
    await until(async () => (await serverStatus()).s2?.startsWith('DOWN'), 's2 marked DOWN', {
      timeoutMs: 15_000,
      intervalMs: 100,
    });
    expect((await serverStatus()).s1).toBe('UP');
    // A browser whose cookie names the stopped instance is served by the other one.
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${url}/readyz`, { headers: { cookie: `${COOKIE}=s2` } });
      expect(res.status).toBe(200);
    }
    const late = browserSocket(url, ['polling']);
    await late.connected;
    late.socket.disconnect();
  });
});
