import { randomInt } from 'node:crypto';
import { isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema/index.js';
import { auctionStateSubject } from '../events/subjects.js';
import { latestForLots } from '../modules/bidding/index.js';
import { createAuction, subscribedBuyer } from '../test/factories.js';
import { modeName } from '../test/harness.js';
import { until } from '../test/wait.js';
import { bid } from './test-fixtures/bids.js';
import { sioClient, subscribe, wsClient, type TestClient } from './test-fixtures/clients.js';
import { startCluster, type Cluster } from './test-fixtures/cluster.js';
import type { LotView } from '@vahanhaat/contract/realtime/lot-state';

let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster(2);
});
afterAll(async () => {
  await cluster?.close();
});

async function expectMatchesDatabase(view: LotView | undefined, assetId: number, viewerId: number | null) {
  const [row] = await latestForLots(cluster.db, cluster.instances[0]!.app.config.APP_SECRET, viewerId, [assetId]);
  expect(view).toBeDefined();
  expect({ seq: view!.seq, price: view!.price, leader: view!.leader, youLead: view!.youLead, endsAt: view!.endsAt }).toEqual({
    seq: row!.seq,
    price: row!.price,
    leader: row!.leader,
    youLead: row!.you_lead,
    endsAt: row!.ends_at,
  });
}

async function lotWithBidders() {
  const { lots } = await createAuction(cluster.db);
  const x = await subscribedBuyer(cluster.db);
  const y = await subscribedBuyer(cluster.db);
  let price = 100_000;
  const quoteAs = async (n: number) => {
    for (let i = 0; i < n; i++) {
      await bid(cluster.instances.at(-1)!.app, price % 2_000 === 0 ? x.cookie : y.cookie, lots[0]!.id, price);
      price += 1_000;
    }
  };
  return { assetId: lots[0]!.id, x, y, quoteAs };
}

/**
 * Until every committed event is published and `on` (instance 0 unless given) has received it: a
 * marker sent on the bus after the outbox is empty arrives after them.
 */
async function settled(on = cluster.instances[0]!) {
  await until(async () => {
    const [row] = await cluster.db
      .select({ n: sql<number>`count(*)::int` })
      .from(outbox)
      .where(isNull(outbox.publishedAt));
    return row!.n === 0;
  }, 'the outbox to be published');
  const marker = auctionStateSubject(randomInt(1e9, 2e9));
  const seen = new Promise<void>((resolve) => {
    const off = on.app.bus.subscribe(marker, () => {
      off();
      resolve();
    });
  });
  // The subscription must reach the broker before the marker does: a NATS SUB goes out on its
  // own connection, and a publish on another one can overtake it (ping flushes and waits).
  await on.app.bus.ping();
  await cluster.instances.at(-1)!.app.bus.publish(marker, {});
  await seen;
}

/** A fresh client that resumes with the state a previous one left behind. */
async function resume(url: string, previous: TestClient, assetId: number, cookie?: string) {
  const c = await wsClient(url, cookie);
  c.lots.set(assetId, previous.lots.get(assetId)!);
  const got = await subscribe(c, { lots: [{ assetId, lastSeq: previous.lots.get(assetId)!.seq }] });
  return { c, got };
}

describe(`resync in ${modeName}`, () => {
  it('gives a client away for a second exactly the quotes it missed, then the current state', async () => {
    const { assetId, x, quoteAs } = await lotWithBidders();
    await quoteAs(2);
    const before = await wsClient(cluster.instances[0]!.url, x.cookie);
    await subscribe(before, { lots: [{ assetId }] });
    await quoteAs(1);
    await before.waitFor((m) => m.type === 'quote' && m.seq === 3);
    before.close();

    await quoteAs(3);
    // Away until the instance it comes back to has the quotes it missed.
    await settled(cluster.instances[1]!);
    const { c, got } = await resume(cluster.instances[1]!.url, before, assetId, x.cookie);
    expect(got.map((m) => `${m.type}${'seq' in m ? m.seq : ''}`)).toEqual(['quote4', 'quote5', 'quote6', 'snapshot6', 'subscribed']);
    expect(c.outcomes).toEqual(['quote:4:applied', 'quote:5:applied', 'quote:6:applied', 'snapshot:6:applied']);
    await expectMatchesDatabase(c.lots.get(assetId), assetId, x.user.id);
    c.close();
  });

  it('sends a snapshot instead of a replay to a client that missed more than 100 quotes', async () => {
    const { assetId, y, quoteAs } = await lotWithBidders();
    await quoteAs(1);
    const before = await wsClient(cluster.instances[0]!.url, y.cookie);
    await subscribe(before, { lots: [{ assetId }] });
    before.close();

    await quoteAs(105);
    // Its own outbid events, live before it came back, must not be what it gets now.
    await settled();
    const { c, got } = await resume(cluster.instances[0]!.url, before, assetId, y.cookie);
    expect(got.map((m) => m.type)).toEqual(['snapshot', 'subscribed']);
    expect(c.lots.get(assetId)?.seq).toBe(106);
    await expectMatchesDatabase(c.lots.get(assetId), assetId, y.user.id);
    c.close();
  });

  it('neither loses nor repeats quotes that race with the resync query', async () => {
    const { assetId, quoteAs } = await lotWithBidders();
    await quoteAs(3);
    const c = await sioClient(cluster.instances[0]!.url);
    await subscribe(c, { lots: [{ assetId }] });
    const storm = quoteAs(30);
    // Resume from an old seq while quotes keep landing: the replay and the live feed overlap.
    for (let i = 0; i < 3; i++) {
      // After the next live quote, so each resync lands in the middle of the storm.
      if (c.lots.get(assetId)!.seq < 33) await c.waitFor((m) => m.type === 'quote', c.messages.length);
      await subscribe(c, { lots: [{ assetId, lastSeq: Math.max(0, c.lots.get(assetId)!.seq - 2) }] });
    }
    await storm;
    await c.waitFor((m) => m.type === 'quote' && m.seq === 33);
    expect(c.outcomes.filter((o) => o.endsWith('gap'))).toEqual([]);
    // Every quote of the storm reached the client, live or replayed.
    const seen = new Set(c.messages.flatMap((m) => (m.type === 'quote' && m.seq > 3 ? [m.seq] : [])));
    expect([...seen].sort((p, q) => p - q)).toEqual(Array.from({ length: 30 }, (_, i) => i + 4));
    await expectMatchesDatabase(c.lots.get(assetId), assetId, null);
    c.close();
  });

  it('brings a socket.io client back to the database state after its server restarts', async () => {
    const { assetId, x, quoteAs } = await lotWithBidders();
    await quoteAs(2);
    const first = cluster.instances[0]!;
    const c = await sioClient(first.url, {
      cookie: x.cookie,
      // What the web client does on every (re)connect: resume each lot from its last seq.
      onConnect: (self) => {
        if (self.lots.size)
          self.send({ op: 'subscribe', lots: [...self.lots.values()].map((v) => ({ assetId: v.assetId, lastSeq: v.seq })) });
      },
    });
    await subscribe(c, { lots: [{ assetId }] });
    expect(c.lots.get(assetId)?.seq).toBe(2);

    await cluster.stop(0);
    await quoteAs(4);
    const from = c.messages.length;
    const restarted = await cluster.start(first.port);
    expect(restarted.port).toBe(first.port);
    await c.waitFor((m) => m.type === 'snapshot' && m.seq === 6, from);
    expect(
      c.messages
        .slice(from)
        .filter((m) => m.type === 'quote')
        .map((m) => ('seq' in m ? m.seq : 0)),
    ).toEqual([3, 4, 5, 6]);
    await expectMatchesDatabase(c.lots.get(assetId), assetId, x.user.id);
    c.close();
  });
});
