import { and, asc, inArray, isNull, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../db/rows.js';
import { outbox } from '../db/schema/index.js';
import { createTwinApps, modeName, type TestContext } from '../test/harness.js';
import { createOutboxRelay, type OutboxRelay } from './outbox.js';
import type { EventBus } from './bus.js';

const silent = pino({ level: 'silent' });

/** A bus that records what it is asked to publish; `hold` keeps publishes pending, `fail` rejects some. */
function recordingBus(opts: { hold?: Promise<void>; fail?: (call: number) => boolean } = {}) {
  const sent: number[] = [];
  let calls = 0;
  const bus: EventBus = {
    kind: 'memory',
    async publish(_subject, _payload, msgId) {
      calls += 1;
      if (opts.fail?.(calls)) throw new Error('broker unavailable');
      await opts.hold;
      sent.push(Number(msgId));
    },
    subscribe: () => () => {},
    announce: () => {},
    connected: () => true,
    ping: async () => {},
    close: async () => {},
  };
  return { bus, sent, calls: () => calls };
}

let twins: { a: TestContext; b: TestContext; close(): Promise<void> };
const relays: OutboxRelay[] = [];

/** A relay of instance `t` that only runs when the test asks. */
function relayOf(t: TestContext, bus: EventBus) {
  const relay = createOutboxRelay({ database: t.database, bus, log: silent, pollMs: 3_600_000, pruneMs: 3_600_000 });
  relays.push(relay);
  return relay;
}

async function addRows(n: number) {
  const rows = await twins.a.db
    .insert(outbox)
    .values(Array.from({ length: n }, (_, i) => ({ subject: 'auction.1.state', kind: 'state', payload: { i } })))
    .returning({ id: outbox.id });
  return rows.map((r) => r.id);
}

const unpublished = (ids: number[]) =>
  twins.a.db
    .select({ id: outbox.id, attempts: outbox.attempts })
    .from(outbox)
    .where(and(inArray(outbox.id, ids), isNull(outbox.publishedAt)))
    .orderBy(asc(outbox.id));

beforeAll(async () => {
  twins = await createTwinApps();
  // The apps' own relays stay out of it: these tests run relays by hand.
  await twins.a.app.outbox.stop();
  await twins.b.app.outbox.stop();
  await twins.a.db
    .update(outbox)
    .set({ publishedAt: sql`now()` })
    .where(isNull(outbox.publishedAt));
});
// A relay turned away or failed looks again by itself; stopped, it cannot take the next test's rows.
afterEach(async () => {
  for (const relay of relays.splice(0)) await relay.stop();
});
afterAll(async () => {
  await twins?.close();
});

describe(`outbox relay in ${modeName}`, () => {
  it('publishes every unsent row once, in id order, over several batches, marks them, and lets go of the lock', async () => {
    const ids = await addRows(1203);
    const a = recordingBus();
    expect(await relayOf(twins.a, a.bus).drain()).toBe(1203);
    expect(a.sent).toEqual(ids);
    expect(await unpublished(ids)).toEqual([]);

    // The lock is free: the other instance's relay takes the next rows.
    const more = await addRows(2);
    const b = recordingBus();
    expect(await relayOf(twins.b, b.bus).drain()).toBe(2);
    expect(b.sent).toEqual(more);
  });

  it('runs one relay at a time: while one holds the lock the other publishes nothing, then takes over', async () => {
    const ids = await addRows(3);
    let open!: () => void;
    const a = recordingBus({ hold: new Promise<void>((r) => (open = r)) });
    const b = recordingBus();
    const relayA = relayOf(twins.a, a.bus);
    const relayB = relayOf(twins.b, b.bus);
    const passA = relayA.drain();
    await vi.waitFor(() => expect(a.calls()).toBe(3));

    expect(await relayB.drain()).toBe(0);
    expect(b.sent).toEqual([]);
    // A row committed while A still holds the lock, after A read its batch. A, never kicked,
    // leaves it; B, turned away, looks again by itself every few ms and sends it once A lets go.
    // (Added after A's release instead, it raced B's next look on a slow machine.)
    const [late] = await addRows(1);
    open();
    expect(await passA).toBe(3);
    expect(a.sent).toEqual(ids);
    await vi.waitFor(() => expect(b.sent).toEqual([late]), { timeout: 5_000 });
    expect(a.sent).toEqual(ids);
  });

  it('after a failed publish: the rows before it are marked, it counts an attempt, and the lock is free for the rest', async () => {
    const ids = await addRows(4);
    const a = recordingBus({ fail: (call) => call === 3 });
    await relayOf(twins.a, a.bus).drain();
    // The batch goes out back to back: the fourth reached the bus, but only the run before the
    // failure counts; the fourth goes again and the stream drops the copy by its Nats-Msg-Id.
    expect(a.sent).toEqual([ids[0], ids[1], ids[3]]);
    expect(await unpublished(ids)).toEqual([
      { id: ids[2], attempts: 1 },
      { id: ids[3], attempts: 0 },
    ]);

    const b = recordingBus();
    expect(await relayOf(twins.b, b.bus).drain()).toBe(2);
    expect(b.sent).toEqual(ids.slice(2));
    expect(await unpublished(ids)).toEqual([]);
  });

  it('two relays started in the same tick: every row goes out once', async () => {
    const ids = await addRows(20);
    const a = recordingBus();
    const b = recordingBus();
    const [na, nb] = await Promise.all([relayOf(twins.a, a.bus).drain(), relayOf(twins.b, b.bus).drain()]);
    expect(na + nb).toBe(20);
    expect([...a.sent, ...b.sent].sort((x, y) => x - y)).toEqual(ids);
    expect(await unpublished(ids)).toEqual([]);
  });

  it('marks rows without waiting for the WAL flush on its own session only; quotes elsewhere still commit durably', async () => {
    await addRows(1);
    await relayOf(twins.a, recordingBus().bus).drain();
    const setting = sql`select current_setting('synchronous_commit') as value`;
    const [relaySession] = await twins.a.database.onSession('outbox-relay', (ex) => queryRows<{ value: string }>(ex, setting));
    const [pool] = await queryRows<{ value: string }>(twins.a.db, setting);
    const [lane] = await twins.a.database.onLane(0, (ex) => queryRows<{ value: string }>(ex, setting));
    // A mark lost in a crash only sends its row again (Nats-Msg-Id drops the copy). PGlite has one
    // session for everything, quotes included: there it stays synchronous.
    expect(relaySession!.value).toBe(twins.a.database.kind === 'postgres' ? 'off' : 'on');
    expect(pool!.value).toBe('on');
    expect(lane!.value).toBe('on');
  });
});
