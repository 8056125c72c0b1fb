import { isConnectionError, type Database, type Executor } from '../../db/client.js';
import { placeQuotes, type QuoteRequest } from './repo.js';

interface Pending<R> {
  request: QuoteRequest;
  resolve(result: R): void;
  reject(err: unknown): void;
}

const MAX_BATCH = 64;
const DEADLOCK_RETRIES = 3;

const isDeadlock = (err: unknown) => (err as { code?: unknown } | null)?.code === '40P01';

/**
 * Quotes queue per lane (lots spread over the database's lanes by id) and go in batches: while
 * one batch is in the database, the next gathers, so a burst costs a round trip and a commit per
 * batch, not per quote, and a lot's quotes are decided in the order they arrived. No timers: an
 * idle lane sends a lone quote at once.
 */
export function createQuoteLanes<R = Awaited<ReturnType<typeof placeQuotes>>[number]>(
  database: Pick<Database, 'lanes' | 'onLane'>,
  place: (ex: Executor, requests: QuoteRequest[]) => Promise<R[]> = placeQuotes as never,
) {
  type Queue = { pending: Pending<R>[]; busy: boolean };
  const queues = new Map<number, Queue>();

  async function drain(slot: number, queue: Queue) {
    queue.busy = true;
    while (queue.pending.length > 0) {
      // One lock order for every batch of every instance: by lot, arrival order kept within one.
      const batch = queue.pending
        .splice(0, MAX_BATCH)
        .map((p, i) => ({ p, i }))
        .sort((a, b) => a.p.request.assetId - b.p.request.assetId || a.i - b.i)
        .map(({ p }) => p);
      try {
        const outcomes = await send(
          slot,
          batch.map((p) => p.request),
        );
        batch.forEach((p, i) => p.resolve(outcomes[i]!));
      } catch (err) {
        // Without a connection each one would fail the same way, one connection attempt after
        // another: the whole batch is answered at once (503, try again; replays are idempotent).
        if (batch.length === 1 || isConnectionError(err)) for (const p of batch) p.reject(err);
        // The batch rolled back whole: one by one, a request that fails cannot fail the others.
        else for (const p of batch) await send(slot, [p.request]).then(([o]) => p.resolve(o!), p.reject);
      }
    }
    queue.busy = false;
  }

  async function send(slot: number, requests: QuoteRequest[]) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await database.onLane(slot, (ex) => place(ex, requests));
      } catch (err) {
        // A deadlock aborts the whole batch before anything commits, so it is safe to send again.
        if (!isDeadlock(err) || attempt >= DEADLOCK_RETRIES) throw err;
      }
    }
  }

  return {
    place(request: QuoteRequest): Promise<R> {
      const slot = request.assetId % database.lanes;
      let queue = queues.get(slot);
      if (!queue) queues.set(slot, (queue = { pending: [], busy: false }));
      const outcome = new Promise<R>((resolve, reject) => queue.pending.push({ request, resolve, reject }));
      if (!queue.busy) void drain(slot, queue);
      return outcome;
    },
  };
}
