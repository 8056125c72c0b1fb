import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { eq, isNull, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { AUCTION_DATABASE_UNAVAILABLE_MSG } from '../errors.js';
import { migrationsDir } from '../lib/paths.js';
import { createAuction, subscribedBuyer } from '../test/factories.js';
import { deleteStream, newNamespace } from '../test/harness.js';
import { startPrivatePostgres, type PrivatePostgres } from '../test/pg-cluster.js';
import { until } from '../test/wait.js';
import { openDatabase, type Database } from './client.js';
import { assets, outbox, quotes } from './schema/index.js';

const fixture = fileURLToPath(new URL('../realtime/test-fixtures/instance.ts', import.meta.url));
const natsUrl = process.env.NATS_URL ?? '';

interface Instance {
  child: ChildProcess;
  url: string;
  exited: { code: number | null; signal: string | null } | null;
  stderr: string;
}

function startInstance(env: Record<string, string>): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const instance: Instance = { child, url: '', exited: null, stderr: '' };
  child.stderr!.on('data', (d: Buffer) => (instance.stderr += d.toString()));
  child.once('exit', (code, signal) => (instance.exited = { code, signal }));
  return new Promise((resolve, reject) => {
    child.stdout!.once('data', (d: Buffer) =>
      resolve(Object.assign(instance, { url: `http://127.0.0.1:${JSON.parse(d.toString()).port}` })),
    );
    child.once('exit', (code) => reject(new Error(`instance exited with ${code}: ${instance.stderr}`)));
  });
}

interface Answer {
  at: number;
  status: number | 'no answer';
  ms: number;
  retryAfter: string | null;
  body: { code?: string; msg?: string; next_valid_amount?: number; data?: { seq: number; price: number; next_valid_amount: number } };
}

/**
 * A buyer quoting on one lot through one instance, as the web client does: a request that gets
 * no definite answer (503, no answer at all) is sent again with the same Idempotency-Key after
 * Retry-After, so it is placed once or not at all.
 */
function quoter(
  instance: Instance,
  cookie: string,
  assetId: number,
  userId: number,
  log: Answer[],
  accepted: { assetId: number; userId: number; amount: number; seq: number }[],
) {
  let stop = false;
  const onLot = () => accepted.filter((a) => a.assetId === assetId).length;
  const done = (async () => {
    let amount = 100_000;
    while (!stop) {
      const key = randomUUID();
      for (;;) {
        // Counted before the request goes out: the rival's accept may be answered while ours is in flight.
        const seen = onLot();
        const started = performance.now();
        let answer: Answer;
        try {
          const res = await fetch(`${instance.url}/client/bid`, {
            method: 'POST',
            headers: { cookie, 'content-type': 'application/json', 'idempotency-key': key, 'x-requested-with': 'XMLHttpRequest' },
            body: JSON.stringify({ asset_id: assetId, amount }),
            // No buyer waits longer than 5 s for an answer, the database away or not: a slower one is a failure below.
            signal: AbortSignal.timeout(5_000),
          });
          answer = {
            at: Date.now(),
            status: res.status,
            ms: performance.now() - started,
            retryAfter: res.headers.get('retry-after'),
            body: (await res.json()) as Answer['body'],
          };
        } catch {
          answer = { at: Date.now(), status: 'no answer', ms: performance.now() - started, retryAfter: null, body: {} };
        }
        log.push(answer);
        if (answer.status === 200) {
          accepted.push({ assetId, userId, amount, seq: answer.body.data!.seq });
          amount = answer.body.data!.next_valid_amount;
          break;
        }
        if (answer.status === 503 || answer.status === 'no answer') {
          // The client's retry backoff (kept short so the test sees the first quote after the return).
          await new Promise((r) => setTimeout(r, answer.status === 503 ? 100 : 50));
          continue;
        }
        // A definite refusal: outbid (quote the next valid amount) or already leading (wait to be outbid).
        if (answer.body.next_valid_amount) amount = answer.body.next_valid_amount;
        else await until(() => stop || onLot() > seen, 'the other buyer to outbid', { timeoutMs: 60_000 });
        break;
      }
    }
  })();
  return {
    async stop() {
      stop = true;
      await done;
    },
  };
}

describe('Postgres restarts during a quote storm on two instances (services, private cluster)', () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => {});
  }, 60_000);

  it('keeps both instances up, answers 503 + Retry-After meanwhile, takes quotes again within 5 s, loses and duplicates none', async () => {
    const pg: PrivatePostgres = await startPrivatePostgres();
    cleanup.push(() => pg.destroy());
    const namespace = newNamespace();
    cleanup.push(() => deleteStream(natsUrl, namespace));
    const setup: Database = await openDatabase({ url: pg.url, dataDir: '/tmp', migrationsDir, poolSize: 2 });
    cleanup.push(() => setup.close());
    await setup.migrate();
    const { lots } = await createAuction(setup.db, { lots: 3 });
    // A lot that falls due while the database is away: the close scheduler must catch up.
    const { lots: dueLots } = await createAuction(setup.db, { lots: 1, endsIn: 3600 });
    const buyers = await Promise.all(Array.from({ length: lots.length * 2 }, () => subscribedBuyer(setup.db)));

    const env = { DATABASE_URL: pg.url, NATS_URL: natsUrl, NATS_NAMESPACE: namespace, DATABASE_POOL_SIZE: '6' };
    const instances = [await startInstance(env), await startInstance(env)];
    for (const i of instances) cleanup.push(async () => i.child.kill('SIGKILL'));

    const log: Answer[] = [];
    const accepted: { assetId: number; userId: number; amount: number; seq: number }[] = [];
    const quoters = lots.flatMap((lot, n) =>
      instances.map((instance, side) => {
        const buyer = buyers[n * 2 + side]!;
        return quoter(instance, buyer.cookie, lot.id, buyer.user.id, log, accepted);
      }),
    );

    let mark = Date.now();
    // On a timeout: what the buyers got since the last step, and what the instances logged.
    const wait = (check: () => Promise<boolean> | boolean, what: string, timeoutMs = 30_000) =>
      until(check, what, { timeoutMs, intervalMs: 50 }).catch((e: unknown) => {
        console.log(
          what,
          JSON.stringify(
            log.filter((a) => a.at >= mark - 500).map((a) => [a.at - mark, a.status, Math.round(a.ms), a.body.code ?? a.body.msg]),
          ),
        );
        console.log(instances.map((i) => [i.exited, i.stderr.slice(-4000)]));
        throw e;
      });
    await wait(() => accepted.length >= 60, 'the storm to get going');

    // 1. pg_ctl restart -m fast: every backend is told to end while quotes are in flight.
    await pg.restart();
    const back1 = (mark = Date.now());
    // Quotes are taken again within 5 s: the bound of this wait.
    await wait(() => log.some((a) => a.at >= back1 && a.status === 200), 'quotes within 5 s of the restart', 5_000);

    // 2. A longer outage (stop, wait, start) that lasts past a lot's end.
    const [due] = await setup.db
      .update(assets)
      .set({ endsAt: sql`now() + interval '1 second'` })
      .where(eq(assets.id, dueLots[0]!.id))
      .returning({ endsAt: assets.endsAt });
    mark = Date.now();
    await pg.stop('fast');
    await wait(
      () => log.filter((a) => a.at > due!.endsAt.getTime() && a.status === 503).length >= 4,
      'answers during the outage after the lot fell due',
      15_000,
    );
    await pg.start();
    const back2 = (mark = Date.now());
    await wait(() => log.some((a) => a.at >= back2 && a.status === 200), 'quotes within 5 s of the outage', 5_000);
    await wait(
      async () =>
        (await setup.db.select({ status: assets.status }).from(assets).where(eq(assets.id, dueLots[0]!.id)))[0]?.status === 'closed',
      'the due lot to close',
      10_000,
    );

    const before = accepted.length;
    await wait(() => accepted.length >= before + 30, 'the storm to go on on both instances', 15_000);
    await Promise.all(quoters.map((q) => q.stop()));

    console.log(`${log.filter((a) => a.status === 503).length} answers 503; ${accepted.length} accepted`);

    // Nobody exited; both still answer.
    for (const i of instances) {
      expect(i.exited, i.stderr).toBeNull();
      expect((await fetch(`${i.url}/healthz`)).status).toBe(200);
    }

    // During the outage: 503 with Retry-After and the auction message, never a 500, never more than 5 s without an answer.
    expect(log.filter((a) => a.status === 'no answer')).toEqual([]);
    const outage = log.filter((a) => a.status !== 200 && a.status !== 409 && a.status !== 422);
    expect(outage.length).toBeGreaterThan(0);
    for (const a of outage.filter((x) => x.status === 503)) {
      expect(a.retryAfter).toBe('2');
      expect(a.body.msg).toBe(AUCTION_DATABASE_UNAVAILABLE_MSG);
    }
    expect(log.filter((a) => typeof a.status === 'number' && a.status >= 500 && a.status !== 503)).toEqual([]);

    // Every 2xx stored exactly once, nothing stored that was not answered 2xx, seq gap-free.
    const stored = await setup.db
      .select({ assetId: quotes.assetId, userId: quotes.userId, amount: quotes.amount, seq: quotes.seq })
      .from(quotes)
      .orderBy(quotes.assetId, quotes.seq);
    const key = (q: { assetId: number; userId: number; amount: number; seq: number }) => `${q.assetId}:${q.seq}:${q.userId}:${q.amount}`;
    expect(stored.map(key).sort()).toEqual(accepted.map(key).sort());
    for (const lot of lots) {
      const seqs = stored.filter((q) => q.assetId === lot.id).map((q) => q.seq);
      expect(seqs).toEqual(seqs.map((_, i) => i + 1));
    }

    // The relays reconnected too: every outbox row gets published.
    await wait(
      async () => (await setup.db.select({ id: outbox.id }).from(outbox).where(isNull(outbox.publishedAt))).length === 0,
      'the relay to publish everything',
      15_000,
    );
  }, 110_000);
});
