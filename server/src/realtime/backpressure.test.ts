import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotSubject } from '../events/subjects.js';
import { createAuction, subscribedBuyer } from '../test/factories.js';
import { modeName } from '../test/harness.js';
import { bid } from './test-fixtures/bids.js';
import { sioClient, subscribe, wsClient } from './test-fixtures/clients.js';
import { startCluster, type Cluster } from './test-fixtures/cluster.js';
import type { Socket as NetSocket } from 'node:net';

let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster(1);
});
afterAll(async () => {
  await cluster?.close();
});

// The kernel buffers about 4 MB for a socket whose reader stops before Node sees any backlog, so
// the slow client has to fall ~25k events behind. Quotes through HTTP would take minutes; the
// gateway's input is the bus, so the storm is published there, in the bidding module's shape.
const STORM = 25_000;
const BATCH = 500;

const rawSocket = (ws: unknown) => (ws as { _socket: NetSocket })._socket;

describe(`back-pressure in ${modeName}`, () => {
  it('keeps delivering to everyone while one client stops reading, then sends that client a snapshot', async () => {
    const { app, url } = cluster.instances[0]!;
    const { lots, auction } = await createAuction(cluster.db);
    const lot = lots[0]!;
    const buyer = await subscribedBuyer(cluster.db);
    await bid(app, buyer.cookie, lot.id, 100_000);

    const fastSio = await sioClient(url);
    const fastWs = await wsClient(url);
    const slow = await wsClient(url);
    for (const c of [fastSio, fastWs, slow]) await subscribe(c, { lots: [{ assetId: lot.id }] });
    rawSocket(slow.ws).pause();

    const endsAt = new Date(Date.now() + 3_600_000).toISOString();
    for (let start = 2; start < STORM + 2; start += BATCH) {
      const batch = Array.from({ length: BATCH }, (_, i) => start + i);
      await Promise.all(
        batch.map((seq) =>
          app.bus.publish(lotSubject(auction.id, lot.id, 'quote'), {
            type: 'quote',
            auctionId: auction.id,
            assetId: lot.id,
            seq,
            amount: 100_000 + seq * 1_000,
            kind: 'manual',
            bidder: 'Bidder ABC123',
            bidderUserId: buyer.user.id,
            leaderUserId: buyer.user.id,
            quoteCount: seq,
            nextValidAmount: 101_000 + seq * 1_000,
            endsAt,
            acceptedAt: new Date().toISOString(),
          }),
        ),
      );
      await new Promise((r) => setImmediate(r));
    }
    const last = STORM + 1;

    // The readers got everything, in order, while the slow one was still paused.
    for (const c of [fastSio, fastWs]) {
      await c.waitFor((m) => m.type === 'quote' && m.seq === last, 0, 60_000);
      expect(c.outcomes.filter((o) => !o.endsWith('applied'))).toEqual([]);
      expect(c.outcomes).toHaveLength(STORM + 1);
    }
    expect(app.realtime.stats().stale).toBe(1);

    const from = slow.messages.length;
    rawSocket(slow.ws).resume();
    const snapshot = await slow.waitFor((m) => m.type === 'snapshot', from, 60_000);
    // Lot events past its queue limit were dropped, not queued without bound.
    expect(slow.messages.filter((m) => m.type === 'quote').length).toBeLessThan(STORM);
    // The snapshot is the database's state (the storm above never touched the database).
    expect(snapshot).toMatchObject({ assetId: lot.id, seq: 1, price: 100_000 });
    expect(app.realtime.stats().stale).toBe(0);
    const metrics = await app.metrics.getSingleMetricAsString('realtime_snapshots_sent_total');
    expect(metrics).toMatch(/reason="stale"} 1/);
    for (const c of [fastSio, fastWs, slow]) c.close();
  });
});
