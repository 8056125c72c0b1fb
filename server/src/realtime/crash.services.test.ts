import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { isNull, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.js';
import { outbox, quotes } from '../db/schema/index.js';
import { streamName } from '../events/nats-bus.js';
import { migrationsDir } from '../lib/paths.js';
import { createAuction, subscribedBuyer } from '../test/factories.js';
import { createTestApp, createTestDatabase, deleteStream, newNamespace, type TestContext, type TestDatabase } from '../test/harness.js';
import { until } from '../test/wait.js';
import { bidOverHttp } from './test-fixtures/bids.js';

const fixture = fileURLToPath(new URL('./test-fixtures/instance.ts', import.meta.url));
const natsUrl = process.env.NATS_URL ?? '';

function startInstance(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  return new Promise((resolve, reject) => {
    child.stdout!.once('data', (d: Buffer) => resolve({ child, url: `http://127.0.0.1:${JSON.parse(d.toString()).port}` }));
    child.once('exit', (code) => reject(new Error(`instance exited with ${code}: ${err}`)));
  });
}

// Needs a real broker and a real second process; in embedded mode the bus lives and dies with the one process.
describe('kill -9 of the instance accepting quotes (services: Postgres + NATS)', () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => {});
  });

  it('publishes every committed quote, each outbox id exactly once on the stream, after a new instance takes over', async () => {
    const testDb: TestDatabase = await createTestDatabase();
    const namespace = newNamespace();
    cleanup.push(
      () => testDb.drop(),
      () => deleteStream(natsUrl, namespace),
    );
    // A plain handle for setup and checks: no relay of its own, so only the instances publish.
    const setup: Database = await openDatabase({ url: testDb.url, dataDir: '/tmp', migrationsDir, poolSize: 4 });
    cleanup.push(() => setup.close());
    await setup.migrate();
    const { lots } = await createAuction(setup.db, { lots: 4 });
    const buyers = await Promise.all(Array.from({ length: 8 }, () => subscribedBuyer(setup.db)));

    const first = await startInstance({ DATABASE_URL: testDb.url!, NATS_URL: natsUrl, NATS_NAMESPACE: namespace });
    cleanup.push(async () => first.child.kill('SIGKILL'));
    let accepted = 0;
    let killed = false;
    const lanes = lots.map(async (lot, lane) => {
      for (let i = 0, price = 100_000; !killed; i++, price += 1_000) {
        try {
          await bidOverHttp(first.url, buyers[lane * 2 + (i % 2)]!.cookie, lot.id, price);
          accepted += 1;
        } catch {
          return;
        }
      }
    });
    await until(() => accepted >= 80, 'the storm to get going', { timeoutMs: 30_000 });
    first.child.kill('SIGKILL');
    killed = true;
    await Promise.all(lanes);

    const next: TestContext = await createTestApp({ database: testDb, namespace });
    cleanup.push(() => next.close());
    await until(
      async () => (await setup.db.select({ id: outbox.id }).from(outbox).where(isNull(outbox.publishedAt))).length === 0,
      'the relay to publish the leftovers',
      { timeoutMs: 30_000 },
    );

    const nc = await connect({ servers: natsUrl });
    cleanup.push(() => nc.close());
    const jsm = await jetstreamManager(nc);
    const stream = streamName(namespace);
    const info = await jsm.streams.info(stream);
    const onStream: { msgId: string; payload: { type: string; assetId: number; seq: number } }[] = [];
    for (let seq = info.state.first_seq; seq <= info.state.last_seq; seq++) {
      const m = await jsm.streams.getMessage(stream, { seq });
      if (m) onStream.push({ msgId: m.header.get('Nats-Msg-Id'), payload: m.json() });
    }

    const rows = await setup.db.select({ id: outbox.id }).from(outbox).orderBy(outbox.id);
    const ids = onStream.map((m) => m.msgId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.map(Number).sort((a, b) => a - b)).toEqual(rows.map((r) => r.id));

    const committed = await setup.db.select({ assetId: quotes.assetId, seq: quotes.seq }).from(quotes).orderBy(quotes.assetId, quotes.seq);
    expect(committed.length).toBeGreaterThanOrEqual(accepted);
    const published = onStream.filter((m) => m.payload.type === 'quote').map((m) => `${m.payload.assetId}:${m.payload.seq}`);
    expect(published.sort()).toEqual(committed.map((q) => `${q.assetId}:${q.seq}`).sort());
    const [unsent] = await setup.db
      .select({ n: sql<number>`count(*)::int` })
      .from(outbox)
      .where(isNull(outbox.publishedAt));
    expect(unsent!.n).toBe(0);
  });
});
