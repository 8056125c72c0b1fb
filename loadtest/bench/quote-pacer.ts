/**
 * The fan-out benchmark's quote generator, in its own process: in the server's process its timers
 * and HTTP replies waited behind the fan-out it was meant to drive, and the rate fell with it.
 *
 * Sends `rate` quotes a second for `seconds` through POST /client/bid, buyers in turn (nobody
 * quotes over their own lead, and each stays under the per-session rate limit), not waiting for
 * answers, with at most MAX_INFLIGHT outstanding: a server that cannot keep up lowers the rate
 * (reported) instead of drowning in a queue the benchmark built.
 */
import { randomUUID } from 'node:crypto';

export interface PaceCommand {
  url: string;
  cookies: string[];
  lot: number;
  rate: number;
  seconds: number;
}

export interface PaceResult {
  evt: 'paced';
  sent: number;
  accepted: number;
  /** Quotes per second actually sent. */
  rate: number;
}

const MAX_INFLIGHT = 50;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function pace({ url, cookies, lot, rate, seconds }: PaceCommand): Promise<PaceResult> {
  const total = rate * seconds;
  const inflight = new Set<Promise<void>>();
  let accepted = 0;
  const quote = async (i: number) => {
    const res = await fetch(`${url}/client/bid`, {
      method: 'POST',
      headers: {
        cookie: cookies[i % cookies.length]!,
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
        'x-requested-with': 'XMLHttpRequest',
      },
      body: JSON.stringify({ asset_id: lot, amount: 100_000 + i * 1_000 }),
    });
    // Quotes overlap, so one can reach the lot after a higher one and be refused: a buyer's
    // ordinary 422 (or 409), not an event.
    if (res.status === 200) accepted += 1;
    else if (res.status !== 422 && res.status !== 409) throw new Error(`quote ${i} failed: ${res.status} ${await res.text()}`);
    await res.arrayBuffer().catch(() => undefined);
  };
  const started = performance.now();
  for (let i = 0; i < total; i++) {
    const wait = started + (i * 1000) / rate - performance.now();
    if (wait > 0) await sleep(wait);
    while (inflight.size >= MAX_INFLIGHT) await Promise.race(inflight);
    const p: Promise<void> = quote(i).finally(() => inflight.delete(p));
    inflight.add(p);
  }
  const achieved = total / ((performance.now() - started) / 1000);
  await Promise.all(inflight);
  return { evt: 'paced', sent: total, accepted, rate: achieved };
}

process.once('message', (c: PaceCommand) => {
  pace(c).then(
    (r) => process.send!(r),
    (err: unknown) => {
      console.error('quote generator failed', err);
      process.exit(1);
    },
  );
});
process.on('disconnect', () => process.exit(0));
