import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { outbox } from '../db/schema/index.js';
import { auctionStateSubject } from '../events/subjects.js';
import { createAuction, subscribedBuyer } from '../test/factories.js';
import { modeName } from '../test/harness.js';
import { bidOverHttp } from './test-fixtures/bids.js';
import { sioClient, subscribe, wsClient } from './test-fixtures/clients.js';
import { startCluster, type Cluster } from './test-fixtures/cluster.js';
import type { QuoteMessage } from './protocol.js';

let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster(2);
});
afterAll(async () => {
  await cluster?.close();
});

describe(`realtime across instances in ${modeName}`, () => {
  it('delivers a quote accepted by instance A to socket.io and raw ws clients on instance B, in seq order, with server timestamps', async () => {
    const [a, b] = cluster.instances as [NonNullable<Cluster['instances'][0]>, NonNullable<Cluster['instances'][0]>];
    const { lots, auction } = await createAuction(cluster.db);
    const lot = lots[0]!;
    const x = await subscribedBuyer(cluster.db);
    const y = await subscribedBuyer(cluster.db);
    const sio = await sioClient(b.url);
    const raw = await wsClient(b.url);
    const polling = await sioClient(b.url, { transports: ['polling'] });
    await subscribe(sio, { lots: [{ assetId: lot.id }] });
    await subscribe(raw, { auctions: [auction.id] });
    await subscribe(polling, { lots: [{ assetId: lot.id }] });

    for (let i = 0; i < 5; i++) await bidOverHttp(a.url, i % 2 ? y.cookie : x.cookie, lot.id, 100_000 + i * 1_000);

    for (const c of [sio, raw, polling]) {
      await c.waitFor((m) => m.type === 'quote' && m.seq === 5);
      const quotes = c.messages.filter((m): m is QuoteMessage => m.type === 'quote');
      expect(quotes.map((q) => q.seq)).toEqual([1, 2, 3, 4, 5]);
      expect(quotes.map((q) => q.amount)).toEqual([100_000, 101_000, 102_000, 103_000, 104_000]);
      for (const q of quotes) {
        expect(Date.parse(q.serverTime)).not.toBeNaN();
        expect(Date.parse(q.acceptedAt)).not.toBeNaN();
        expect(Date.parse(q.endsAt)).toBeGreaterThan(Date.parse(q.acceptedAt));
        expect(JSON.stringify(q)).not.toMatch(/UserId/);
      }
    }
    for (const c of [sio, raw, polling]) c.close();
  });

  it('upgrades a socket.io client from long-polling to websocket although /ws shares the server', async () => {
    const c = await sioClient(cluster.instances[0]!.url, { transports: ['polling', 'websocket'] });
    const engine = c.socket.io.engine;
    if (engine.transport.name !== 'websocket') await new Promise((resolve) => engine.once('upgrade', resolve));
    expect(engine.transport.name).toBe('websocket');
    expect(await subscribe(c, { auctions: [1] })).toEqual([{ type: 'subscribed', lots: [], auctions: [1] }]);
    c.close();
  });
});

describe(`private channel and protocol in ${modeName}`, () => {
  it('sends an outbid event only to the outbid user’s sockets, and flags you_lead/mine per socket', async () => {
    const [a, b] = cluster.instances as [NonNullable<Cluster['instances'][0]>, NonNullable<Cluster['instances'][0]>];
    const { lots } = await createAuction(cluster.db);
    const lot = lots[0]!;
    const x = await subscribedBuyer(cluster.db);
    const y = await subscribedBuyer(cluster.db);
    const xSio = await sioClient(b.url, { cookie: x.cookie });
    const xWs = await wsClient(a.url, x.cookie);
    const ySio = await sioClient(b.url, { cookie: y.cookie });
    const anon = await sioClient(b.url);
    const anonWs = await wsClient(b.url);
    for (const c of [xSio, xWs, ySio, anon, anonWs]) await subscribe(c, { lots: [{ assetId: lot.id }] });

    await bidOverHttp(a.url, x.cookie, lot.id, 100_000);
    await bidOverHttp(a.url, y.cookie, lot.id, 101_000);

    for (const c of [xSio, xWs]) {
      const outbid = await c.waitFor((m) => m.type === 'outbid');
      expect(outbid).toMatchObject({ type: 'outbid', assetId: lot.id, seq: 2, price: 101_000 });
      expect(JSON.stringify(outbid)).not.toMatch(/UserId/);
    }
    // Private events are fanned out in bus order, so once a ping is answered nothing is in flight.
    for (const c of [ySio, anon, anonWs]) {
      const from = c.messages.length;
      await c.waitFor((m) => m.type === 'quote' && m.seq === 2);
      c.send({ op: 'ping' });
      await c.waitFor((m) => m.type === 'time', from);
      expect(c.messages.some((m) => m.type === 'outbid')).toBe(false);
    }

    const second = (c: { messages: unknown[] }) =>
      c.messages.find((m) => (m as QuoteMessage).type === 'quote' && (m as QuoteMessage).seq === 2) as QuoteMessage;
    expect(second(ySio)).toMatchObject({ you_lead: true, mine: true });
    expect(second(xSio)).toMatchObject({ you_lead: false });
    expect(second(xSio).mine).toBeUndefined();
    expect(second(anon).you_lead).toBeUndefined();
    expect(second(anonWs).you_lead).toBeUndefined();
    expect(xSio.lots.get(lot.id)).toMatchObject({ seq: 2, price: 101_000, youLead: false });
    expect(ySio.lots.get(lot.id)).toMatchObject({ seq: 2, price: 101_000, youLead: true });
    for (const c of [xSio, xWs, ySio, anon, anonWs]) c.close();
  });

  it('answers an unreadable message and an unknown lot with an error, and keeps the socket open', async () => {
    const c = await wsClient(cluster.instances[0]!.url);
    c.ws.send('not json');
    expect(await c.waitFor((m) => m.type === 'error')).toMatchObject({ code: 'bad_message' });
    c.send({ op: 'subscribe', lots: [{ assetId: 987_654 }] });
    expect(await c.waitFor((m) => m.type === 'error' && m.code === 'not_found')).toMatchObject({ assetIds: [987_654] });
    expect(await c.waitFor((m) => m.type === 'subscribed')).toEqual({ type: 'subscribed', lots: [], auctions: [] });
    c.send({ op: 'ping' });
    expect(await c.waitFor((m) => m.type === 'time')).toHaveProperty('serverTime');
    c.close();
  });

  it('refuses a WebSocket upgrade to any path but /ws and /socket.io', async () => {
    const ws = new WebSocket(`${cluster.instances[0]!.url.replace('http', 'ws')}/elsewhere`);
    await expect(new Promise((_, reject) => ws.once('error', reject))).rejects.toThrow(/404/);
  });
});

// Last in the file: it stops both relays.
describe(`an instance's own quotes in ${modeName}`, () => {
  it('reach its sockets straight from the commit, without the bus, and the bus copy is not sent again', async () => {
    const [a, b] = cluster.instances as [NonNullable<Cluster['instances'][0]>, NonNullable<Cluster['instances'][0]>];
    await Promise.all([a.app.outbox.stop(), b.app.outbox.stop()]);
    const { lots, auction } = await createAuction(cluster.db);
    const lot = lots[0]!;
    const x = await subscribedBuyer(cluster.db);
    const y = await subscribedBuyer(cluster.db);
    const onA = await wsClient(a.url, x.cookie);
    const onB = await wsClient(b.url);
    for (const c of [onA, onB]) await subscribe(c, { auctions: [auction.id] });

    await bidOverHttp(a.url, x.cookie, lot.id, 100_000);
    await bidOverHttp(a.url, y.cookie, lot.id, 101_000);
    await onA.waitFor((m) => m.type === 'outbid');
    expect(onA.messages.filter((m) => m.type === 'quote').map((m) => (m as QuoteMessage).seq)).toEqual([1, 2]);
    // Nothing was published: instance B has not heard of them.
    onB.send({ op: 'ping' });
    await onB.waitFor((m) => m.type === 'time');
    expect(onB.messages.some((m) => m.type === 'quote')).toBe(false);

    // The relay's part, by hand: each row under its outbox id, then a marker after them.
    const rows = await cluster.db.select().from(outbox).where(eq(outbox.assetId, lot.id)).orderBy(asc(outbox.id));
    expect(rows.map((r) => r.kind)).toEqual(['quote', 'quote']);
    for (const r of rows) await a.app.bus.publish(r.subject, r.payload, String(r.id));
    await a.app.bus.publish(auctionStateSubject(auction.id), { status: 'live' });
    for (const c of [onA, onB]) await c.waitFor((m) => m.type === 'auction_state');
    expect(onA.messages.filter((m) => m.type === 'quote')).toHaveLength(2);
    expect(onA.messages.filter((m) => m.type === 'outbid')).toHaveLength(1);
    expect(onB.messages.filter((m) => m.type === 'quote').map((m) => (m as QuoteMessage).seq)).toEqual([1, 2]);
    for (const c of [onA, onB]) c.close();
  });
});
