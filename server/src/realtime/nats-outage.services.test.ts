import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { asc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { assets, outbox, quotes } from '../db/schema/index.js';
import { streamName } from '../events/nats-bus.js';
import { verifyChain } from '../modules/bidding/chain.js';
import { freePort } from '../test/ports.js';
import { createAuction, subscribedBuyer } from '../test/factories.js';
import { createTestApp, createTestDatabase, newNamespace, type TestContext } from '../test/harness.js';
import type { QuoteMessage } from './protocol.js';
import { bid } from './test-fixtures/bids.js';
import { sioClient, subscribe, wsClient, type TestClient } from './test-fixtures/clients.js';

// Its own broker, so stopping it cannot disturb the other suites that share the machine's NATS.
const NATS_SERVER = process.env.NATS_SERVER_BIN ?? '/usr/sbin/nats-server';

/** Starts nats-server with JetStream on `port`, keeping its streams in `dir` across restarts. */
async function startNats(port: number, dir: string): Promise<ChildProcess> {
  const child = spawn(NATS_SERVER, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', dir], { stdio: 'ignore' });
  await until(async () => {
    try {
      const nc = await connect({ servers: `nats://127.0.0.1:${port}`, reconnect: false });
      await nc.close();
      return true;
    } catch {
      return false;
    }
  }, 'nats-server to accept connections');
  return child;
}

async function stopNats(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function until(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 40_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const appliedQuotes = (c: TestClient) => c.outcomes.filter((o) => o.startsWith('quote:') && o.endsWith(':applied')).map((o) => Number(o.split(':')[1]));

describe('NATS stopped during quotes, then restarted (services: Postgres + NATS)', () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => {});
  });

  it('leaves every client with every seq exactly once, and Postgres with exactly the accepted quotes', async () => {
    const port = await freePort();
    const dir = await mkdtemp(path.join(tmpdir(), 'vh-nats-'));
    cleanup.push(() => rm(dir, { recursive: true, force: true }));
    let nats = await startNats(port, dir);
    cleanup.push(() => stopNats(nats));

    const database = await createTestDatabase();
    cleanup.push(() => database.drop());
    const namespace = newNamespace();
    const env = { NATS_URL: `nats://127.0.0.1:${port}`, NATS_NAMESPACE: namespace };
    const instances: TestContext[] = [];
    for (let i = 0; i < 2; i++) {
      const t = await createTestApp({ database, namespace, env });
      cleanup.push(() => t.close());
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      instances.push(t);
    }
    const [a, b] = instances as [TestContext, TestContext];
    const { lots } = await createAuction(a.db);
    const lot = lots[0]!;
    const x = await subscribedBuyer(a.db);
    const y = await subscribedBuyer(a.db);
    const urlOf = (t: TestContext) => `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;

    // Quotes go to instance A; watchers sit on both instances, over both transports.
    const clients = [await wsClient(urlOf(b)), await sioClient(urlOf(b)), await sioClient(urlOf(a), { cookie: y.cookie })];
    for (const c of clients) await subscribe(c, { lots: [{ assetId: lot.id }] });

    let seq = 0;
    const quoteSome = async (n: number) => {
      for (let i = 0; i < n; i++, seq++) {
        const answer = await bid(a.app, seq % 2 ? y.cookie : x.cookie, lot.id, 100_000 + seq * 1_000);
        expect(answer.seq).toBe(seq + 1);
      }
    };

    await quoteSome(5);
    await Promise.all(clients.map((c) => c.waitFor((m) => m.type === 'quote' && (m as QuoteMessage).seq === 5)));

    await stopNats(nats);
    // The broker is down: quotes still commit, their events wait in the outbox.
    await quoteSome(10);
    const [waiting] = await a.db.select({ n: sql<number>`count(*)::int` }).from(outbox).where(isNull(outbox.publishedAt));
    expect(waiting!.n).toBeGreaterThan(0);

    nats = await startNats(port, dir);
    await quoteSome(5);
    for (const c of clients) await c.waitFor((m) => m.type === 'quote' && (m as QuoteMessage).seq === 20, 0, 40_000);

    for (const c of clients) {
      expect(appliedQuotes(c)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      expect(c.outcomes.filter((o) => o.endsWith(':gap'))).toEqual([]);
    }

    const stored = await a.db.select().from(quotes).where(eq(quotes.assetId, lot.id)).orderBy(asc(quotes.seq));
    expect(stored.map((q) => q.amount)).toEqual(Array.from({ length: 20 }, (_, i) => 100_000 + i * 1_000));
    expect(verifyChain(stored)).toBeNull();
    const [state] = await a.db.select({ price: assets.currentPrice, lastSeq: assets.lastSeq }).from(assets).where(eq(assets.id, lot.id));
    expect(state).toEqual({ price: 119_000, lastSeq: 20 });

    // Every outbox row is on the stream exactly once (Nats-Msg-Id), whatever was retried.
    await until(async () => (await a.db.select({ id: outbox.id }).from(outbox).where(isNull(outbox.publishedAt))).length === 0, 'the relay to catch up');
    const nc = await connect({ servers: env.NATS_URL });
    cleanup.push(() => nc.close());
    const jsm = await jetstreamManager(nc);
    const stream = streamName(namespace);
    const info = await jsm.streams.info(stream);
    const ids: number[] = [];
    for (let s = info.state.first_seq; s <= info.state.last_seq; s++) {
      const m = await jsm.streams.getMessage(stream, { seq: s });
      if (m) ids.push(Number(m.header.get('Nats-Msg-Id')));
    }
    const rows = await a.db.select({ id: outbox.id }).from(outbox).orderBy(asc(outbox.id));
    expect(ids.sort((p, q) => p - q)).toEqual(rows.map((r) => r.id));
    for (const c of clients) c.close();
  }, 120_000);
});
