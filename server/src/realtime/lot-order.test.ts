import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLotOrder, createRecentIds, type Ordered } from './lot-order.js';

/** A lot order whose hold timers the test fires by hand. */
function harness() {
  const out: string[] = [];
  const timers: Array<() => void> = [];
  const order = createLotOrder<string>({
    holdMs: 500,
    deliver: (e) => out.push(e.event),
    setTimer: (cb) => timers.push(cb),
    clearTimer: () => {},
  });
  const quote = (assetId: number, seq: number): Ordered<string> => ({ assetId, seq, quote: true, event: `${assetId}:q${seq}` });
  const extended = (assetId: number, seq: number): Ordered<string> => ({ assetId, seq, quote: false, event: `${assetId}:x${seq}` });
  return { order, out, timers, quote, extended };
}

describe('recent ids', () => {
  it('admits an id once while it is among the last `capacity`, and again after it falls out', () => {
    const ids = createRecentIds(3);
    expect(['a', 'b', 'a', 'c'].map((id) => ids.add(id))).toEqual([true, true, false, true]);
    expect(ids.add('d')).toBe(true); // evicts a
    expect(ids.add('b')).toBe(false);
    expect(ids.add('a')).toBe(true);
  });
});

describe('lot order', () => {
  it('forwards in seq order: an early quote waits for the one before it, extensions for their quote', () => {
    const { order, out, quote, extended } = harness();
    order.push(quote(1, 5));
    order.push(quote(1, 7));
    order.push(extended(1, 7));
    order.push(quote(2, 1));
    expect(out).toEqual(['1:q5', '2:q1']);
    order.push(quote(1, 6));
    expect(out).toEqual(['1:q5', '2:q1', '1:q6', '1:q7', '1:x7']);
  });

  it('drops a quote at or below the last seq forwarded', () => {
    const { order, out, quote } = harness();
    order.push(quote(1, 1));
    order.push(quote(1, 2));
    order.push(quote(1, 2));
    order.push(quote(1, 1));
    expect(out).toEqual(['1:q1', '1:q2']);
  });

  it('after the hold time forwards what waited, in order, past the gap (clients resync it)', () => {
    const { order, out, quote, extended, timers } = harness();
    order.push(quote(1, 1));
    order.push(extended(1, 4));
    order.push(quote(1, 4));
    order.push(quote(1, 3));
    expect(out).toEqual(['1:q1']);
    expect(timers).toHaveLength(1);
    timers[0]!();
    expect(out).toEqual(['1:q1', '1:q3', '1:q4', '1:x4']);
    order.push(quote(1, 2)); // too late: clients already resynced past it
    order.push(quote(1, 5));
    expect(out).toEqual(['1:q1', '1:q3', '1:q4', '1:x4', '1:q5']);
  });

  it('forgets a closed lot once nothing of it waits', () => {
    const { order, quote } = harness();
    order.push(quote(1, 1));
    order.push(quote(2, 1));
    order.closed(1);
    expect(order.size()).toBe(1);
  });

  it('whatever order two copies of a stream arrive in, forwards each quote once and in seq order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.array(fc.nat(), { minLength: 60, maxLength: 60 }), (n, keys) => {
        const { order, out, quote } = harness();
        // The local copy comes in order; the bus copy is the same stream, interleaved anywhere.
        const local = Array.from({ length: n }, (_, i) => quote(1, i + 1));
        const bus = Array.from({ length: n }, (_, i) => quote(1, i + 1));
        const merged: Ordered<string>[] = [];
        let k = 0;
        while (local.length || bus.length) {
          const fromLocal = bus.length === 0 || (local.length > 0 && keys[k++ % keys.length]! % 2 === 0);
          merged.push((fromLocal ? local : bus).shift()!);
        }
        for (const e of merged) order.push(e);
        expect(out).toEqual(Array.from({ length: n }, (_, i) => `1:q${i + 1}`));
      }),
    );
  });
});
