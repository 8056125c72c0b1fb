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
import { verifyChain } from '../modules/bidding/index.js';
import { createAuction, subscribedBuyer } from '../test/factories.js';
import { createTestApp, createTestDatabase, newNamespace, type TestContext } from '../test/harness.js';
import { freePort } from '../test/ports.js';
import { until, type WaitOptions } from '../test/wait.js';
import { bid } from './test-fixtures/bids.js';
import { sioClient, subscribe, wsClient, type TestClient } from './test-fixtures/clients.js';
import type { QuoteMessage } from './protocol.js';

// Its own broker, so stopping it cannot disturb the other suites that share the machine's NATS.
const NATS_SERVER = process.env.NATS_SERVER_BIN ?? '/usr/sbin/nats-server';

/** Starts nats-server with JetStream on `port`, keeping its streams in `dir` across restarts. */
async function startNats(port: number, dir: string): Promise<ChildProcess> {
  const child = spawn(NATS_SERVER, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', dir], { stdio: 'ignore' });
  await until(
    async () => {
      try {
        const nc = await connect({ servers: `nats://127.0.0.1:${port}`, reconnect: false });
        await nc.close();
        return true;
      } catch {
        return false;
      }
    },
    'nats-server to accept connections',
    WAIT,
  );
  return child;
}

async function stopNats(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const quoteSeqs = (c: TestClient, assetId: number) =>
  c.messages.filter((m): m is QuoteMessage => m.type === 'quote' && m.assetId === assetId).map((m) => m.seq);
const snapshots = (c: TestClient, assetId: number) => c.messages.filter((m) => m.type === 'snapshot' && m.assetId === assetId).length;
const BEACON_MS = 1_000;
/** A broker that stops and starts, and a relay that catches up, take their time on a loaded machine. */
const WAIT: WaitOptions = { timeoutMs: 40_000, intervalMs: 50 };
const headsOf = (c: TestClient, assetId: number) => c.messages.filter((m) => m.type === 'head' && m.assetId === assetId).length;

describe('NATS stopped during quotes, then restarted (services: Postgres + NATS)', () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => {});
  });

  it('stays ready, shows watchers on the other instance every quote once, converges within 3 s of the return, one resync per socket per lot', async () => {
    const port = await freePort();
    const dir = await mkdtemp(path.join(tmpdir(), 'vh-nats-'));
    cleanup.push(() => rm(dir, { recursive: true, force: true }));
    let nats = await startNats(port, dir);
    cleanup.push(() => stopNats(nats));

    const database = await createTestDatabase();
    cleanup.push(() => database.drop());
    const namespace = newNamespace();
    const env = { NATS_URL: `nats://127.0.0.1:${port}`, NATS_NAMESPACE: namespace, REALTIME_BEACON_MS: String(BEACON_MS) };
    const instances: TestContext[] = [];
    for (let i = 0; i < 2; i++) {
      const t = await createTestApp({ database, namespace, env });
      cleanup.push(() => t.close());
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      instances.push(t);
    }
    const [a, b] = instances as [TestContext, TestContext];
    // Two lots: `busy` gets quotes after the return too; `quiet` gets none then, so only a head can show its gap.
    const { lots } = await createAuction(a.db, { lots: 2 });
    const [busy, quiet] = [lots[0]!.id, lots[1]!.id];
    const x = await subscribedBuyer(a.db);
    const y = await subscribedBuyer(a.db);
    const urlOf = (t: TestContext) => `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;

    // Readiness, sampled on both instances every 100 ms for the whole test: a broker outage must not make them unready.
    const readiness: number[] = [];
    let sampling: Promise<unknown> = Promise.resolve();
    let sampled = true;
    const sampler = setInterval(() => {
      if (!sampled) return;
      sampled = false;
      sampling = Promise.all(instances.map((t) => t.app.inject('/readyz')))
        .then((answers) => readiness.push(...answers.map((r) => r.statusCode)))
        .finally(() => (sampled = true));
    }, 100);
    const stopSampling = async () => {
      clearInterval(sampler);
      await sampling;
    };
    cleanup.push(stopSampling);

    // Quotes go to instance A; watchers sit on B over both transports (one signed in), and one on A.
    const onB = [await wsClient(urlOf(b)), await sioClient(urlOf(b)), await sioClient(urlOf(b), { cookie: x.cookie })];
    const onA = await sioClient(urlOf(a), { cookie: y.cookie });
    const clients = [...onB, onA];
    cleanup.push(async () => clients.forEach((c) => c.close()));
    for (const c of clients) await subscribe(c, { lots: [{ assetId: busy }, { assetId: quiet }] });

    const seqs = new Map([
      [busy, 0],
      [quiet, 0],
    ]);
    const quote = async (assetId: number, n: number) => {
      for (let i = 0; i < n; i++) {
        const seq = seqs.get(assetId)!;
        const answer = await bid(a.app, seq % 2 ? y.cookie : x.cookie, assetId, 100_000 + seq * 1_000);
        expect(answer.seq).toBe(seq + 1);
        seqs.set(assetId, seq + 1);
      }
    };
    const database_ = async () =>
      new Map((await a.db.select({ id: assets.id, seq: assets.lastSeq, price: assets.currentPrice }).from(assets)).map((r) => [r.id, r]));
    const converged = async (cs: TestClient[]) => {
      const rows = await database_();
      return cs.every((c) =>
        [busy, quiet].every((id) => c.lots.get(id)?.seq === rows.get(id)!.seq && c.lots.get(id)?.price === rows.get(id)!.price),
      );
    };

    await quote(busy, 3);
    await quote(quiet, 2);
    await until(() => converged(clients), 'every watcher to hold the first quotes', WAIT);

    await stopNats(nats);
    const health = async (t: TestContext) =>
      (await t.app.inject('/healthz')).json() as { status: number; msg: string; data: Record<string, string> };
    await until(async () => (await health(b)).msg === 'degraded', 'B to report the broker down', WAIT);
    expect(await health(b)).toMatchObject({ status: 200, msg: 'degraded', data: { database: 'ok', events: 'down' } });
    expect((await b.app.inject('/metrics')).body).toMatch(/^event_bus_connected 0$/m);
    // The broker is down: quotes still commit, their events wait in the outbox; B's watchers learn
    // of them from B's head beacons (read from Postgres) within seconds, not from a later event.
    await quote(busy, 5);
    await quote(quiet, 2);
    const [waiting] = await a.db
      .select({ n: sql<number>`count(*)::int` })
      .from(outbox)
      .where(isNull(outbox.publishedAt));
    expect(waiting!.n).toBeGreaterThan(0);
    await until(() => converged(clients), 'watchers to converge while the broker is down', { timeoutMs: 4 * BEACON_MS + 3_000 });
    // One more quote just before the broker returns: its event is still in the outbox then.
    await quote(busy, 1);
    const resyncsBefore = onB.map((c) => new Map([busy, quiet].map((id) => [id, snapshots(c, id)])));

    nats = await startNats(port, dir);
    await quote(busy, 3);
    // Within 3 s of the broker's return every watcher holds the latest quotes: the bound of this wait.
    await until(() => converged(clients), 'watchers to converge within 3 s of the broker returning', { timeoutMs: 3_000 });
    // Let the backlog and two more beacons go by, then check nothing more arrived that should not have.
    await until(
      async () => (await a.db.select({ id: outbox.id }).from(outbox).where(isNull(outbox.publishedAt))).length === 0,
      'the relay to catch up',
      WAIT,
    );
    const headsBefore = onB.map((c) => [busy, quiet].map((id) => headsOf(c, id)));
    await until(
      () => onB.every((c, i) => [busy, quiet].every((id, k) => headsOf(c, id) >= headsBefore[i]![k]! + 2)),
      "two more beacons on B's watchers",
      { timeoutMs: 10 * BEACON_MS },
    );
    expect(await converged(clients)).toBe(true);
    for (const t of instances) await until(async () => (await health(t)).msg === 'ok', 'the instances to report the broker back', WAIT);

    for (const [i, c] of onB.entries()) {
      for (const id of [busy, quiet]) {
        // Every seq exactly once on this socket, replays included, in order.
        expect(quoteSeqs(c, id)).toEqual(Array.from({ length: seqs.get(id)! }, (_, k) => k + 1));
        // At most one resync per lot since the broker came back (each resync ends with one snapshot).
        expect(snapshots(c, id) - resyncsBefore[i]!.get(id)!).toBeLessThanOrEqual(1);
      }
      expect(c.outcomes.filter((o) => o.endsWith(':duplicate'))).toEqual([]);
    }
    // The instance that took the quotes heard them from its own commits: no gap, no resync.
    for (const id of [busy, quiet]) expect(quoteSeqs(onA, id)).toEqual(Array.from({ length: seqs.get(id)! }, (_, k) => k + 1));
    expect(onA.resyncs.size).toBe(0);
    expect(onA.outcomes.filter((o) => !o.endsWith(':applied'))).toEqual([]);

    await stopSampling();
    expect(readiness.length).toBeGreaterThan(10);
    expect(readiness.filter((code) => code !== 200)).toEqual([]);

    const stored = await a.db.select().from(quotes).where(eq(quotes.assetId, busy)).orderBy(asc(quotes.seq));
    expect(stored.map((q) => q.amount)).toEqual(Array.from({ length: seqs.get(busy)! }, (_, i) => 100_000 + i * 1_000));
    expect(verifyChain(stored)).toBeNull();

    // Every outbox row is on the stream exactly once (Nats-Msg-Id), whatever was retried.
    await until(
      async () => (await a.db.select({ id: outbox.id }).from(outbox).where(isNull(outbox.publishedAt))).length === 0,
      'the relay to catch up',
      WAIT,
    );
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
  }, 110_000);
});
