import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { deleteStream, modeName, newNamespace, servicesMode } from '../test/harness.js';
import { JsonText, subjectMatches } from './bus.js';
import { createMemoryBus } from './memory-bus.js';
import { createNatsBus } from './nats-bus.js';

describe('subject matching', () => {
  it.each([
    ['auction.*.asset.*.quote', 'auction.1.asset.9.quote', true],
    ['auction.1.>', 'auction.1.asset.9.quote', true],
    ['auction.1.>', 'auction.1', false],
    ['auction.*', 'auction.1.state', false],
    ['user.7.*', 'user.7.outbid', true],
    ['user.7.*', 'user.8.outbid', false],
  ])('%s vs %s → %s', (pattern, subject, expected) => {
    expect(subjectMatches(pattern, subject)).toBe(expected);
  });
});

describe('in-process bus', () => {
  it('delivers to matching subscribers and drops duplicate message ids', async () => {
    const bus = createMemoryBus();
    const got: unknown[] = [];
    const off = bus.subscribe('auction.>', (_s, p) => got.push(p));
    await bus.publish('auction.1.state', { n: 1 }, 'a');
    await bus.publish('auction.1.state', { n: 1 }, 'a');
    await bus.publish('user.1.x', { n: 2 });
    // The bus delivers in order: once a marker published last has arrived, so has everything before it.
    await bus.publish('auction.1.state', { marker: 1 });
    await vi.waitFor(() => expect(got.at(-1)).toEqual({ marker: 1 }));
    expect(got).toEqual([{ n: 1 }, { marker: 1 }]);
    off();
    await bus.publish('auction.1.state', { n: 3 });
    const later: unknown[] = [];
    bus.subscribe('auction.>', (_s, p) => later.push(p));
    await bus.publish('auction.1.state', { marker: 2 });
    await vi.waitFor(() => expect(later).toEqual([{ marker: 2 }]));
    expect(got).toHaveLength(2);
    await bus.close();
    await expect(bus.ping()).rejects.toThrow();
  });
});

describe('message ids', () => {
  it('reach subscribers, so a consumer can drop a copy it already has', async () => {
    const bus = createMemoryBus();
    const got: Array<string | undefined> = [];
    bus.subscribe('auction.>', (_s, _p, id) => got.push(id));
    await bus.publish('auction.1.state', {}, '41');
    await bus.publish('auction.1.state', {});
    await vi.waitFor(() => expect(got).toEqual(['41', undefined]));
    await bus.close();
  });
});

describe(`the ${modeName} bus: payloads in JSON text, copies already seen`, () => {
  /**
   * The bus of this test mode: NATS JetStream in services mode, the in-process one otherwise;
   * with NATS, a second instance's bus on the same namespace too.
   */
  async function modeBus() {
    if (!(servicesMode && process.env.NATS_URL)) return { bus: createMemoryBus(), other: null, done: async () => {} };
    const namespace = newNamespace();
    const log = pino({ level: 'silent' });
    const bus = await createNatsBus({ url: process.env.NATS_URL, name: 'bus-test', namespace, log });
    const other = await createNatsBus({ url: process.env.NATS_URL, name: 'bus-test-other', namespace, log });
    return {
      bus,
      other,
      done: async () => {
        await other.close();
        await deleteStream(process.env.NATS_URL!, namespace);
      },
    };
  }

  it('delivers a JsonText payload parsed, and drops a message whose id the subscriber has seen, before its handler', async () => {
    const { bus, other, done } = await modeBus();
    try {
      const got: Array<[unknown, string | undefined]> = [];
      const seen = new Set(['7']);
      bus.subscribe('auction.>', (_s, payload, id) => got.push([payload, id]), { seen: (id) => seen.has(id) });
      // Another instance gets every message once, over the server.
      const elsewhere: Array<[unknown, string | undefined]> = [];
      other?.subscribe('auction.>', (_s, payload, id) => elsewhere.push([payload, id]));
      await other?.ping();
      await bus.publish('auction.1.state', new JsonText('{"n":1,"amount":250000}'), '6');
      await bus.publish('auction.1.state', new JsonText('{"n":2}'), '7');
      await bus.publish('auction.1.state', { n: 3 }, '8');
      await bus.publish('auction.1.state', { n: 4 });
      // One subject keeps its order: once this marker has arrived, so has any copy sent before it.
      await bus.publish('auction.1.state', { marker: true }, '9');
      await vi.waitFor(() => expect(got.at(-1)).toEqual([{ marker: true }, '9']), { timeout: 5_000 });
      // Each once: the publishing instance's own subscriber from the bus itself (no echo).
      expect(got).toEqual([
        [{ n: 1, amount: 250_000 }, '6'],
        [{ n: 3 }, '8'],
        [{ n: 4 }, undefined],
        [{ marker: true }, '9'],
      ]);
      if (other) {
        await vi.waitFor(() => expect(elsewhere).toHaveLength(5), { timeout: 5_000 });
        expect(elsewhere).toEqual([
          [{ n: 1, amount: 250_000 }, '6'],
          [{ n: 2 }, '7'],
          [{ n: 3 }, '8'],
          [{ n: 4 }, undefined],
          [{ marker: true }, '9'],
        ]);
      }
    } finally {
      await bus.close();
      await done();
    }
  });
});
