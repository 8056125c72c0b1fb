import { describe, expect, it } from 'vitest';
import { createQuoteLanes } from './quote-lanes.js';
import type { Executor } from '../../db/client.js';
import type { QuoteOutcome } from './quote-outcome.js';
import type { QuoteRequest } from './repo.js';

const request = (assetId: number, amount: number): QuoteRequest => ({
  tokenHash: 't',
  assetId,
  amount,
  key: `k${assetId}-${amount}`,
  requestHash: 'h',
});
const accepted = (r: QuoteRequest) => ({ status: 200, code: 'accepted', asset_id: r.assetId, price: r.amount }) as unknown as QuoteOutcome;

/** A database with `lanes` lanes whose calls the test resolves by hand. */
function fakeDatabase(lanes: number) {
  const calls: Array<{ slot: number; requests: QuoteRequest[]; settle(fail?: unknown): void }> = [];
  const database = {
    lanes,
    onLane: <T>(slot: number, run: (ex: Executor) => Promise<T>) => run(slot as unknown as Executor),
  };
  const place = (ex: Executor, requests: QuoteRequest[]) =>
    new Promise<QuoteOutcome[]>((resolve, reject) => {
      calls.push({ slot: ex as unknown as number, requests, settle: (fail) => (fail ? reject(fail) : resolve(requests.map(accepted))) });
    });
  return { database, place, calls };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('quote lanes', () => {
  it('sends a lone quote at once, then what gathered meanwhile as one batch, ordered by lot then arrival', async () => {
    const { database, place, calls } = fakeDatabase(2);
    const lanes = createQuoteLanes(database, place);
    const first = lanes.place(request(4, 100));
    await tick();
    expect(calls.map((c) => c.requests.length)).toEqual([1]);
    const later = [lanes.place(request(6, 200)), lanes.place(request(4, 300)), lanes.place(request(6, 400)), lanes.place(request(5, 1))];
    await tick();
    // Lot 5 has its own lane; 4 and 6 share lane 0 and wait for the first batch.
    expect(calls.map((c) => [c.slot, c.requests.map((r) => r.amount)])).toEqual([
      [0, [100]],
      [1, [1]],
    ]);
    calls[0]!.settle();
    await first;
    await tick();
    expect(calls[2]!.requests.map((r) => `${r.assetId}:${r.amount}`)).toEqual(['4:300', '6:200', '6:400']);
    calls[1]!.settle();
    calls[2]!.settle();
    expect((await Promise.all(later)).map((o) => (o as { price: number }).price)).toEqual([200, 300, 400, 1]);
  });

  it('sends a deadlocked batch again, and splits a failing batch so one bad request fails alone', async () => {
    const { database, place, calls } = fakeDatabase(1);
    const lanes = createQuoteLanes(database, place);
    const blocker = lanes.place(request(1, 1));
    await tick();
    const batch = [lanes.place(request(1, 2)), lanes.place(request(2, 3))];
    calls[0]!.settle();
    await blocker;
    await tick();
    calls[1]!.settle(Object.assign(new Error('deadlock detected'), { code: '40P01' }));
    await tick();
    expect(calls[2]!.requests).toHaveLength(2);
    calls[2]!.settle(Object.assign(new Error('integer out of range'), { code: '22003' }));
    await tick();
    calls[3]!.settle();
    await tick();
    calls[4]!.settle(new Error('bad request'));
    const [ok, bad] = await Promise.allSettled(batch);
    expect(ok).toMatchObject({ status: 'fulfilled', value: { price: 2 } });
    expect(bad).toMatchObject({ status: 'rejected', reason: { message: 'bad request' } });
  });
});
