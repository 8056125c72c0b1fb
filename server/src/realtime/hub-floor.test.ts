/**
 * The hub with connections in real rooms: a socket whose snapshot is ahead of the events this
 * instance has forwarded (the bus was down, or behind) never gets a seq the snapshot holds, while
 * its neighbours get every one; and head beacons go out at once when the hub is level with the
 * database, only after a grace when it is behind, and another instance's only if it shows more.
 */
import { pino } from 'pino';
import { Registry } from 'prom-client';
import { afterEach, describe, expect, it } from 'vitest';
import { until } from '../test/wait.js';
import { createAdmission, type Admission } from './admission.js';
import { createHub, type Beacon, type Conn, type Head, type Outgoing, type Transport } from './hub.js';
import { createRealtimeMetrics } from './metrics.js';
import type { ServerMessage, SnapshotMessage } from './protocol.js';
import type { LotResync } from './resync.js';

interface FakeConn extends Conn {
  readonly got: ServerMessage[];
}

function roomsTransport() {
  const members = new Map<string, Set<FakeConn>>();
  const connect = (userId: number | null): FakeConn => {
    const got: ServerMessage[] = [];
    const conn: FakeConn = {
      transport: 'ws',
      userId,
      got,
      join: (room) => void (members.get(room) ?? members.set(room, new Set()).get(room)!).add(conn),
      leave: (room) => void members.get(room)?.delete(conn),
      send: (msg) => void got.push(msg),
      congested: () => false,
      drained: () => true,
    };
    return conn;
  };
  const transport: Transport = {
    name: 'ws',
    broadcast(to, except, out: Outgoing) {
      const skip = new Set(except.flatMap((r) => [...(members.get(r) ?? [])]));
      const reach = new Set(to.flatMap((r) => [...(members.get(r) ?? [])]).filter((c) => !skip.has(c)));
      for (const c of reach) c.got.push(out.msg);
      return reach.size;
    },
    broadcastAll: () => 0,
    watched: (list) => list.some((r) => (members.get(r)?.size ?? 0) > 0),
  };
  return { transport, connect };
}

const ENDS = '2026-11-21T12:00:00.000Z';
const quote = (seq: number) => ({
  type: 'quote',
  auctionId: 7,
  assetId: 70,
  seq,
  amount: 100_000 + seq * 1_000,
  kind: 'manual',
  bidderUserId: 1,
  leaderUserId: 1,
  quoteCount: seq,
  nextValidAmount: 101_000 + seq * 1_000,
  endsAt: ENDS,
  acceptedAt: '2026-11-21T11:00:00.000Z',
});
const subject = 'auction.7.asset.70.quote';

const snapshot = (seq: number): SnapshotMessage => ({
  type: 'snapshot',
  auctionId: 7,
  assetId: 70,
  seq,
  state: 'live',
  price: 100_000 + seq * 1_000,
  startPrice: 100_000,
  increment: 1_000,
  nextValidAmount: 101_000 + seq * 1_000,
  quoteCount: seq,
  startsAt: '2026-11-21T10:00:00.000Z',
  endsAt: ENDS,
  extensions: 0,
  serverTime: '2026-11-21T11:00:00.000Z',
});

let stop: (() => void) | undefined;
afterEach(() => stop?.());

function newHub(admission: Admission = createAdmission({ perSecond: 1000, burst: 1000 })) {
  /** What the database holds: the snapshot a resync reads, and the head a beacon reads. */
  const db = { seq: 0 };
  const announced: Beacon[] = [];
  const hub = createHub({
    secret: 'test-secret',
    clock: { now: () => Date.now(), iso: () => new Date().toISOString() },
    loader: {
      load: async () => {
        const lot: LotResync = { assetId: 70, auctionId: 7, mode: 'fresh', messages: [snapshot(db.seq)], floor: db.seq };
        return { lots: new Map([[70, lot]]), missing: [] };
      },
    },
    metrics: createRealtimeMetrics(new Registry()),
    log: pino({ level: 'silent' }),
    lotsOfAuctions: async () => [],
    afterFlush: (cb) => cb(),
    heads: async (): Promise<Head[]> => [{ auctionId: 7, assetId: 70, seq: db.seq, price: 100_000 + db.seq * 1_000, endsAt: ENDS }],
    announce: (b) => void announced.push(b),
    beaconMs: 0,
    admission,
    instanceId: 'here',
  });
  stop = hub.stop;
  const t = roomsTransport();
  hub.addTransport(t.transport);
  async function subscribed(userId: number | null, lastSeq?: number) {
    const conn = t.connect(userId);
    const session = hub.connect(conn);
    await resubscribe(conn, session, lastSeq);
    return { conn, session };
  }
  async function resubscribe(conn: FakeConn, session: ReturnType<typeof hub.connect>, lastSeq?: number) {
    const from = conn.got.length;
    hub.receive(session, { op: 'subscribe', lots: [lastSeq === undefined ? { assetId: 70 } : { assetId: 70, lastSeq }] });
    await until(() => conn.got.slice(from).some((m) => m.type === 'subscribed'), 'the subscription');
  }
  return { hub, db, announced, subscribed, resubscribe, connect: t.connect };
}

const quoteSeqs = (c: FakeConn) => c.got.flatMap((m) => (m.type === 'quote' ? [m.seq] : []));
const heads = (c: FakeConn) => c.got.flatMap((m) => (m.type === 'head' ? [m.seq] : []));

describe('per-socket floors after a resync', () => {
  it('never sends a socket a seq its snapshot holds, whether the lot was unknown here or behind', async () => {
    const { hub, db, subscribed, resubscribe } = newHub();
    // The database is at seq 3 before this instance has seen any event of the lot.
    db.seq = 3;
    const early = await subscribed(null);
    const signedIn = await subscribed(2);
    // Quotes 1-3 arrive late from the bus: both snapshots hold them.
    for (const seq of [1, 2, 3, 4]) hub.onBusEvent(subject, quote(seq), `id-${seq}`);
    expect(quoteSeqs(early.conn)).toEqual([4]);
    expect(quoteSeqs(signedIn.conn)).toEqual([4]);
    expect(early.session.floors.size).toBe(0);

    // The bus stalls at 4 while the database reaches 8; `early` resyncs (a head showed it the gap).
    db.seq = 8;
    await resubscribe(early.conn, early.session, 4);
    expect(early.session.floors.get(70)).toBe(8);
    for (const seq of [5, 6, 7, 8, 9]) hub.onBusEvent(subject, quote(seq), `id-${seq}`);
    expect(quoteSeqs(early.conn)).toEqual([4, 9]);
    // Its neighbour, never resynced, gets every one, with its own flags.
    expect(quoteSeqs(signedIn.conn)).toEqual([4, 5, 6, 7, 8, 9]);
    expect(signedIn.conn.got.filter((m) => m.type === 'quote').every((m) => 'you_lead' in m)).toBe(true);
    // Past the floor, the socket is back on the broadcasts.
    expect(early.session.floors.size).toBe(0);
    hub.onBusEvent(subject, quote(10), 'id-10');
    expect(quoteSeqs(early.conn)).toEqual([4, 9, 10]);
    // Each snapshot the socket got is the floor it was held to.
    expect(early.conn.got.filter((m) => m.type === 'snapshot').map((m) => (m as SnapshotMessage).seq)).toEqual([3, 8]);
  });
});

describe('head beacons', () => {
  it('sends the head at once when the hub is level with the database, after a grace when behind', async () => {
    const { hub, db, announced, subscribed } = newHub();
    db.seq = 2;
    const { conn } = await subscribed(null);
    for (const seq of [1, 2]) hub.onBusEvent(subject, quote(seq), `id-${seq}`);

    await hub.beacon();
    expect(heads(conn)).toEqual([2]);
    expect(conn.got.at(-1)).toEqual({
      type: 'head',
      auctionId: 7,
      assetId: 70,
      seq: 2,
      price: 102_000,
      endsAt: ENDS,
      serverTime: expect.any(String),
    });
    expect(announced.at(-1)).toEqual({ from: 'here', heads: [{ auctionId: 7, assetId: 70, seq: 2, price: 102_000, endsAt: ENDS }] });

    // The database is ahead (quote 3 is on its way): no head yet, then the head once the grace is over.
    db.seq = 3;
    await hub.beacon();
    expect(heads(conn)).toEqual([2]);
    await until(() => heads(conn).length === 2, 'two heads');
    expect(heads(conn)).toEqual([2, 3]);
  });

  it('forwards another instance’s head only while it shows more than this hub forwarded', async () => {
    const { hub, db, subscribed } = newHub();
    db.seq = 2;
    const { conn } = await subscribed(null);
    for (const seq of [1, 2]) hub.onBusEvent(subject, quote(seq), `id-${seq}`);
    const from = (seq: number) => ({ from: 'there', heads: [{ auctionId: 7, assetId: 70, seq, price: 1, endsAt: ENDS }] });

    // Level with this hub, or this instance's own (an in-process bus echoes): nothing.
    hub.onBeacon('realtime.heads', from(2));
    hub.onBeacon('realtime.heads', { ...from(9), from: 'here' });
    // Ahead, but the quote arrives within the grace: nothing either.
    hub.onBeacon('realtime.heads', from(3));
    hub.onBusEvent(subject, quote(3), 'id-3');
    // Ahead and nothing comes: it goes out.
    hub.onBeacon('realtime.heads', from(5));
    await until(() => heads(conn).length > 0, 'a head');
    expect(heads(conn)).toEqual([5]);
    expect(quoteSeqs(conn)).toEqual([3]);
  });
});

describe('admission of subscribe-resyncs', () => {
  it('reads the database for the burst at once and queues the rest of a reconnect storm, none lost', async () => {
    let release: (() => void) | null = null;
    // Tokens refill only when the test says: a clock that stands still, a timer the test fires.
    const admission = createAdmission({ perSecond: 1, burst: 2, now: () => 0, setTimer: (cb) => void (release = cb) });
    const { hub, connect } = newHub(admission);
    const conns = Array.from({ length: 5 }, () => connect(null));
    for (const c of conns) hub.receive(hub.connect(c), { op: 'subscribe', lots: [{ assetId: 70 }] });
    const done = () => conns.filter((c) => c.got.some((m) => m.type === 'subscribed')).length;
    await until(() => done() === 2, 'two quotes done');
    expect(admission.waiting()).toBe(3);
    // Meanwhile a quote reaches the admitted sockets; the queued ones get it after their snapshot.
    hub.onBusEvent(subject, quote(1), 'id-1');
    expect(conns.map((c) => quoteSeqs(c).length)).toEqual([1, 1, 0, 0, 0]);
    admission.stop();
    expect(release).not.toBeNull();
    await until(() => done() === 5, 'five quotes done');
    expect(conns.map((c) => c.got.filter((m) => m.type === 'snapshot').length)).toEqual([1, 1, 1, 1, 1]);
  });
});
