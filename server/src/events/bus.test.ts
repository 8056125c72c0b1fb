import { describe, expect, it } from 'vitest';
import { subjectMatches } from './bus.js';
import { createMemoryBus } from './memory-bus.js';

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
    await new Promise((r) => setTimeout(r, 5));
    expect(got).toEqual([{ n: 1 }]);
    off();
    await bus.publish('auction.1.state', { n: 3 });
    await new Promise((r) => setTimeout(r, 5));
    expect(got).toHaveLength(1);
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
    await new Promise((r) => setTimeout(r, 5));
    expect(got).toEqual(['41', undefined]);
    await bus.close();
  });
});
