/**
 * The hub on its own, with a transport that records broadcasts: lot events of a lot nobody here
 * watches build no message, yet keep the lot's order, so a watcher who comes later gets the next
 * event at once, not after the wait for missing ones; and a quote that displaced a buyer tells
 * that buyer's private room, in the lot's order.
 */
import { pino } from 'pino';
import { Registry } from 'prom-client';
import { afterEach, describe, expect, it } from 'vitest';
import { createAdmission } from './admission.js';
import { createHub, type Outgoing, type Transport } from './hub.js';
import { createRealtimeMetrics } from './metrics.js';
import { rooms, type ServerMessage } from './protocol.js';

function recordingTransport() {
  const members = new Set<string>();
  const sent: ServerMessage[] = [];
  /** Every broadcast asked for, whether or not it reached anyone. */
  const attempts: ServerMessage[] = [];
  const transport: Transport = {
    name: 'ws',
    broadcast(to, _except, out: Outgoing) {
      attempts.push(out.msg);
      if (!to.some((room) => members.has(room))) return 0;
      sent.push(out.msg);
      return 1;
    },
    broadcastAll: () => 0,
    watched(list) {
      return list.some((room) => members.has(room));
    },
  };
  return { transport, members, sent, attempts };
}

const quote = (seq: number) => ({
  type: 'quote',
  auctionId: 7,
  assetId: 70,
  seq,
  amount: 100_000 + seq * 1_000,
  kind: 'manual',
  bidderUserId: 1 + (seq % 2),
  leaderUserId: 1 + (seq % 2),
  quoteCount: seq,
  nextValidAmount: 101_000 + seq * 1_000,
  endsAt: '2026-11-21T12:00:00.000Z',
  acceptedAt: '2026-11-21T11:00:00.000Z',
});
const subject = 'auction.7.asset.70.quote';

let stop: (() => void) | undefined;
afterEach(() => stop?.());

function newHub() {
  const hub = createHub({
    secret: 'test-secret',
    clock: { now: () => Date.now(), iso: () => new Date().toISOString() },
    loader: { load: async () => ({ lots: new Map(), missing: [] }) },
    metrics: createRealtimeMetrics(new Registry()),
    log: pino({ level: 'silent' }),
    lotsOfAuctions: async () => [],
    afterFlush: (cb) => cb(),
    heads: async () => [],
    announce: () => {},
    beaconMs: 0,
    admission: createAdmission({ perSecond: 1000, burst: 1000 }),
    instanceId: 'test',
  });
  stop = hub.stop;
  const t = recordingTransport();
  hub.addTransport(t.transport);
  return { hub, t };
}

describe('the hub', () => {
  it('builds no message for a lot nobody watches, and keeps its order for a watcher who comes later', () => {
    const { hub, t } = newHub();
    const seqs = () => t.sent.map((m) => (m as { seq?: number }).seq);
    t.members.add(rooms.lot(70, 's'));
    hub.onBusEvent(subject, quote(1), 'id-1');
    expect(seqs()).toEqual([1]);

    // The watcher leaves: quotes 2 and 3 build nothing.
    t.members.clear();
    const before = t.attempts.length;
    for (const seq of [2, 3]) hub.onBusEvent(subject, quote(seq), `id-${seq}`);
    expect(t.attempts.length).toBe(before);

    // Someone watches the auction now. Quote 4 follows quote 3, so it goes at once, synchronously:
    // had the hub stopped ordering the unwatched lot, it would wait for quotes 2 and 3.
    t.members.add(rooms.auction(7, 'a'));
    hub.onBusEvent(subject, quote(4), 'id-4');
    expect(seqs()).toEqual([1, 4]);
    expect(t.sent[1]).toMatchObject({ type: 'quote', assetId: 70, amount: 104_000 });
    expect(JSON.stringify(t.sent[1])).not.toMatch(/UserId/);

    // A copy of a quote already forwarded is dropped, by its id and by its seq.
    hub.onBusEvent(subject, quote(4), 'id-4');
    hub.onBusEvent(subject, quote(3), 'id-3-again');
    expect(seqs()).toEqual([1, 4]);
  });

  it('tells the buyer a quote displaced on their private channel, once, in the lot’s order', () => {
    const { hub, t } = newHub();
    // Buyer 5 is signed in here but watches nothing: only their private room.
    t.members.add(rooms.user(5));
    const outbids = () => t.sent.filter((m) => m.type === 'outbid');
    hub.onBusEvent(subject, quote(1), 'id-1');
    // Quote 3 displaced buyer 5, and comes before quote 2: it waits for it, and so does the notice.
    hub.onBusEvent(subject, { ...quote(3), outbidUserId: 5 }, 'id-3');
    expect(outbids()).toEqual([]);
    hub.onBusEvent(subject, quote(2), 'id-2');
    expect(outbids()).toEqual([
      {
        type: 'outbid',
        auctionId: 7,
        assetId: 70,
        seq: 3,
        price: 103_000,
        endsAt: '2026-11-21T12:00:00.000Z',
        serverTime: expect.any(String),
      },
    ]);
    // The bus's copy of the same quote tells nobody again.
    hub.onBusEvent(subject, { ...quote(3), outbidUserId: 5 }, 'id-3');
    expect(outbids()).toHaveLength(1);
    // A buyer with no socket here costs no message; the lot's watchers never get the notice.
    const before = t.attempts.length;
    hub.onBusEvent(subject, { ...quote(4), outbidUserId: 6 }, 'id-4');
    expect(t.attempts.length).toBe(before);
    t.members.add(rooms.lot(70, 's'));
    hub.onBusEvent(subject, { ...quote(5), outbidUserId: 6 }, 'id-5');
    expect(t.attempts.filter((m) => m.type === 'outbid')).toHaveLength(1);
    expect(t.sent.at(-1)).toMatchObject({ type: 'quote', seq: 5 });
  });
});
