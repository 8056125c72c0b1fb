/**
 * Instance B's feed from the bus is cut off while quotes land on instance A: B's head beacon (read
 * from the shared database) shows its watchers the gap within seconds, on a lot where nothing
 * else would; each resyncs once from Postgres. When the feed returns with the events it missed,
 * none of them reaches a socket whose snapshot holds it: every seq once per socket, over
 * socket.io and /ws, signed in or not. Runs in both modes (the cut is a wrapper around B's bus).
 */
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { assets } from '../db/schema/index.js';
import { openRuntime } from '../runtime.js';
import { createAuction, subscribedBuyer } from '../test/factories.js';
import { createTestApp, createTestDatabase, deleteStream, modeName, newNamespace, servicesMode, testConfig } from '../test/harness.js';
import { liveHeads } from './repo.js';
import { bid } from './test-fixtures/bids.js';
import { sioClient, subscribe, wsClient, type TestClient } from './test-fixtures/clients.js';
import type { EventBus, EventHandler } from '../events/bus.js';
import type { QuoteMessage } from './protocol.js';

const silent = pino({ level: 'silent' });
const env = { REALTIME_BEACON_MS: '300' };

/** A bus whose deliveries to this instance can be held back (and publishes refused), as if its broker link were down. */
function cuttable(inner: EventBus) {
  let cut = false;
  const missed: (() => void)[] = [];
  const bus: EventBus = {
    ...inner,
    kind: inner.kind,
    async publish(subject, payload, msgId) {
      if (cut) throw new Error('broker unreachable');
      return inner.publish(subject, payload, msgId);
    },
    subscribe(pattern, handler: EventHandler, options) {
      return inner.subscribe(
        pattern,
        (subject, payload, msgId) => {
          if (!cut) handler(subject, payload, msgId);
          // Stored events come back once the link does; announcements are simply lost.
          else if (!options?.transient) missed.push(() => handler(subject, payload, msgId));
        },
        options,
      );
    },
    announce(subject, payload) {
      if (!cut) inner.announce(subject, payload);
    },
    connected: () => !cut && inner.connected(),
    ping: () => inner.ping(),
    close: () => inner.close(),
  };
  return {
    bus,
    cut: () => void (cut = true),
    restore() {
      cut = false;
      for (const deliver of missed.splice(0)) deliver();
    },
  };
}

describe(`head beacons and per-socket floors in ${modeName}`, () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => {});
  });

  it('shows a cut-off instance’s watchers the gap, resyncs each once, and never repeats a seq when the missed events arrive', async () => {
    const database = await createTestDatabase();
    const namespace = newNamespace();
    cleanup.push(() => database.drop());
    if (servicesMode) cleanup.push(() => deleteStream(process.env.NATS_URL!, namespace));
    const a = await createTestApp({ database, namespace, env });
    cleanup.push(() => a.close());
    // Instance B: its own database handle and bus in services mode, the same ones in embedded mode.
    const runtime = servicesMode
      ? await openRuntime(testConfig(database.url, namespace, env), silent)
      : { database: a.database, bus: a.bus };
    if (servicesMode)
      cleanup.push(
        () => runtime.database.close(),
        () => runtime.bus.close(),
      );
    const link = cuttable(runtime.bus);
    const b = await buildApp({ config: a.config, database: runtime.database, bus: link.bus, loggerInstance: silent });
    cleanup.push(() => b.close());
    await b.listen({ host: '127.0.0.1', port: 0 });
    const urlB = `http://127.0.0.1:${(b.server.address() as { port: number }).port}`;

    const { lots } = await createAuction(a.db);
    const lot = lots[0]!;
    const x = await subscribedBuyer(a.db);
    const y = await subscribedBuyer(a.db);
    let seq = 0;
    const quote = async (n: number) => {
      for (let i = 0; i < n; i++, seq++) await bid(a.app, seq % 2 ? y.cookie : x.cookie, lot.id, 100_000 + seq * 1_000);
    };

    const clients: TestClient[] = [await wsClient(urlB), await sioClient(urlB), await sioClient(urlB, { cookie: y.cookie })];
    cleanup.push(async () => clients.forEach((c) => c.close()));
    for (const c of clients) await subscribe(c, { lots: [{ assetId: lot.id }] });
    const at = (n: number) => Promise.all(clients.map((c) => c.waitFor((m) => m.type === 'quote' && m.seq === n, 0, 15_000)));

    await quote(3);
    await at(3);

    // B hears nothing more from the bus; the quotes still commit on A.
    link.cut();
    await quote(5);
    await Promise.all(clients.map((c) => c.waitFor(() => c.lots.get(lot.id)?.seq === 8, 0, 15_000)));

    // The link returns with quotes 4-8, which B now forwards in order: every socket holds them already.
    link.restore();
    await quote(1);
    await at(9);

    for (const c of clients) {
      const quotes = c.messages.filter((m): m is QuoteMessage => m.type === 'quote' && m.assetId === lot.id).map((m) => m.seq);
      expect(quotes).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      expect(c.outcomes.filter((o) => !o.endsWith(':applied'))).toEqual([]);
      expect(c.resyncs.get(lot.id)).toBe(1);
      expect(c.messages.filter((m) => m.type === 'snapshot')).toHaveLength(2);
      expect(c.lots.get(lot.id)).toMatchObject({ seq: 9, price: 108_000 });
    }

    // The beacon's query: open lots that have started only (one not started yet, one closed: neither).
    const upcoming = (await createAuction(a.db, { startsIn: 600 })).lots[0]!;
    const closed = lots[1] ?? (await createAuction(a.db)).lots[0]!;
    await a.db.update(assets).set({ status: 'closed' }).where(eq(assets.id, closed.id));
    expect(await liveHeads(a.db, [lot.id, upcoming.id, closed.id])).toEqual([
      { auctionId: lot.auctionId, assetId: lot.id, seq: 9, price: 108_000, endsAt: expect.stringMatching(/Z$/) },
    ]);
  }, 90_000);
});
