import { asc, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../db/client.js';
import { queryRows } from '../db/rows.js';
import { outbox } from '../db/schema/index.js';
import type { EventBus } from './bus.js';

export interface OutboxEvent {
  subject: string;
  kind: string;
  auctionId?: number;
  assetId?: number;
  seq?: number;
  payload: Record<string, unknown>;
}

/** Call inside the transaction that makes the change the events announce. */
export async function writeOutbox(tx: Executor, events: OutboxEvent[]): Promise<void> {
  if (events.length === 0) return;
  await tx.insert(outbox).values(events);
}

// One relay pass at a time across every instance: per lot, publish order = commit order.
const RELAY_LOCK = 724_100_312;
const BATCH = 500;

export interface OutboxRelay {
  /** After a commit: publish soon (coalesces bursts into one pass). */
  kick(): void;
  /** One pass; resolves with the number of events published. */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

export interface RelayOptions {
  db: Db;
  bus: EventBus;
  log: FastifyBaseLogger;
  /** Safety net for rows a crash or an outage left unsent. */
  pollMs?: number;
}

export function createOutboxRelay({ db, bus, log, pollMs = 1000 }: RelayOptions): OutboxRelay {
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;
  let failures = 0;
  let retryTimer: NodeJS.Timeout | undefined;

  async function pass(): Promise<number> {
    let published = 0;
    for (;;) {
      const sent = await db.transaction(async (tx) => {
        const [lock] = await queryRows<{ ok: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${RELAY_LOCK}) as ok`);
        if (!lock?.ok) return -1;
        const rows = await tx
          .select({ id: outbox.id, subject: outbox.subject, payload: outbox.payload })
          .from(outbox)
          .where(isNull(outbox.publishedAt))
          .orderBy(asc(outbox.id))
          .limit(BATCH);
        const done: number[] = [];
        try {
          for (const row of rows) {
            await bus.publish(row.subject, row.payload, String(row.id));
            done.push(row.id);
          }
        } finally {
          if (done.length) await tx.update(outbox).set({ publishedAt: sql`now()` }).where(inArray(outbox.id, done));
          const failed = rows.slice(done.length, done.length + 1).map((r) => r.id);
          if (failed.length) await tx.update(outbox).set({ attempts: sql`${outbox.attempts} + 1` }).where(inArray(outbox.id, failed));
        }
        return rows.length;
      });
      if (sent === -1) {
        // Another instance is relaying; it may not see our rows, so look again shortly.
        schedule(20);
        return published;
      }
      published += sent;
      if (sent < BATCH) return published;
    }
  }

  function schedule(ms: number) {
    if (stopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      kick();
    }, ms);
    retryTimer.unref();
  }

  function run(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = pass()
      .then((n) => {
        failures = 0;
        return n;
      })
      .catch((err) => {
        failures += 1;
        log.warn({ err, failures }, 'outbox relay pass failed; retrying with backoff');
        schedule(Math.min(30_000, 100 * 2 ** Math.min(failures, 9)));
        return 0;
      })
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          void run();
        }
      });
    return running;
  }

  function kick() {
    if (!stopped) void run();
  }

  const poll = setInterval(kick, pollMs);
  poll.unref();

  return {
    kick,
    drain: run,
    async stop() {
      stopped = true;
      clearInterval(poll);
      clearTimeout(retryTimer);
      if (running) await running;
    },
  };
}
