import { eq, sql } from 'drizzle-orm';
import { intArray, queryRows } from '../db/rows.js';
import { outbox } from '../db/schema/index.js';
import { JsonText, type EventBus } from './bus.js';
import type { Database, Db, Executor } from '../db/client.js';
import type { FastifyBaseLogger } from 'fastify';

export interface OutboxEvent {
  subject: string;
  kind: string;
  auctionId?: number;
  assetId?: number;
  seq?: number;
  payload: Record<string, unknown>;
}

/** An outbox row as committed: what the instance that wrote it hands its own sockets at once. */
export interface CommittedEvent {
  id: number;
  subject: string;
  payload: Record<string, unknown>;
}

/** Gets rows this instance just committed, before the relay has published them (same order). */
export type LocalListener = (events: readonly CommittedEvent[]) => void;

/** Call inside the transaction that makes the change the events announce. */
export async function writeOutbox(tx: Executor, events: OutboxEvent[]): Promise<void> {
  if (events.length === 0) return;
  await tx.insert(outbox).values(events);
}

// One relay pass at a time across every instance: per lot, publish order = commit order.
const RELAY_LOCK = 724_100_312;
const PRUNE_LOCK = 724_100_313;
/** Published rows kept, counted back from the newest id (the stream keeps the events themselves). */
const KEEP_ROWS = 1_000_000;
const PRUNE_BATCH = 10_000;
const PRUNE_EVERY_MS = 60_000;
const BATCH = 500;
const MIN_PASS_GAP_MS = 4;
/**
 * Embedded mode has one instance, which hands its quotes' events to its sockets from the commit:
 * its relay only marks them and carries the rarer events of other transactions (closes, state
 * changes, payments), which can wait a little. PGlite runs on this event loop, and at 50 quotes/s
 * a pass per quote took about a sixth of it (bench:fanout).
 */
const PGLITE_PASS_GAP_MS = 25;

/**
 * Deletes up to `batch` published rows more than `keep` ids behind the newest, so the table stays
 * bounded whatever the traffic; rows never published are kept. One instance at a time (the lock
 * lasts the statement, its own transaction). The range scan on the primary key touches only rows
 * it deletes. Returns how many went.
 */
export async function pruneOutbox(db: Db, keep = KEEP_ROWS, batch = PRUNE_BATCH): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`with l as (select pg_try_advisory_xact_lock(${PRUNE_LOCK}) as locked),
        gone as (
          delete from ${outbox} where id in (
            select id from ${outbox}, l
            where l.locked and id <= (select max(id) from ${outbox}) - ${keep} and published_at is not null
            order by id limit ${batch}
          ) returning 1
        )
        select count(*)::int as n from gone`,
  );
  return rows[0]?.n ?? 0;
}

export interface OutboxRelay {
  /** After a commit: publish soon (coalesces bursts into one pass). */
  kick(): void;
  /**
   * After a commit whose rows the writer has in hand: they go to this instance's listeners at
   * once (its sockets need not wait for the relay and the bus round trip), then the relay
   * publishes them as usual. Listeners get each row again from the bus, with the same id.
   */
  committed(events: readonly CommittedEvent[]): void;
  /** Returns the function that removes the listener. */
  onCommitted(listener: LocalListener): () => void;
  /** One pass; resolves with the number of events published. */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

export interface RelayOptions {
  database: Pick<Database, 'kind' | 'db' | 'onSession'>;
  bus: EventBus;
  log: FastifyBaseLogger;
  /** Safety net for rows a crash or an outage left unsent. */
  pollMs?: number;
  /** How often published rows past the kept window are deleted. */
  pruneMs?: number;
}

/** Payloads are read as text and published as they are (JsonText): no parse and serialise per event. */
type RelayRow = { id: string | number | null; subject: string; payload: string };
type Unsent = { id: number; subject: string; payload: string };

/** A bigint[] parameter, sent as its text form (drizzle would spread a JS array into a list). */
const idArray = (ids: number[]) => sql`${intArray(ids)}::bigint[]`;

const unsentOf = (rows: RelayRow[]): Unsent[] => rows.filter((r) => r.id !== null).map((r) => ({ ...r, id: Number(r.id) }));

/**
 * Relays in one process over one PGlite handle share its single session, where the advisory lock
 * cannot tell them apart (two app instances in one test process): they take turns here too.
 */
const relaying = new WeakSet<Db>();

export function createOutboxRelay({ database, bus, log, pollMs = 1000, pruneMs = PRUNE_EVERY_MS }: RelayOptions): OutboxRelay {
  const { db } = database;
  const pglite = database.kind === 'pglite';
  const gapMs = pglite ? PGLITE_PASS_GAP_MS : MIN_PASS_GAP_MS;
  // PGlite: one connection in one process, where `relaying` does the lock's work; a statement
  // each pass to take and drop it would only cost time on this event loop.
  // Postgres: the relay's own session commits its marks without waiting for the WAL flush. A mark
  // lost in a crash only sends its row again, as a crash between publish and mark does; the
  // quotes themselves commit durably on their lanes. bench:bids over 100 lots: +6 %.
  const lock = pglite
    ? sql`select true as locked`
    : sql`select pg_try_advisory_lock(${RELAY_LOCK}) as locked, set_config('synchronous_commit', 'off', false)`;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;
  let failures = 0;
  let retryTimer: NodeJS.Timeout | undefined;
  let lastPassAt = Number.NEGATIVE_INFINITY;
  const untilNextPass = () => lastPassAt + gapMs - performance.now();

  /** Sent back to back in id order, acks awaited together: one broker round trip per batch. */
  async function publish(batch: Unsent[]) {
    const results = await Promise.allSettled(batch.map((row) => bus.publish(row.subject, new JsonText(row.payload), String(row.id))));
    const failedAt = results.findIndex((r) => r.status === 'rejected');
    if (failedAt === -1) return { done: batch.map((r) => r.id) };
    // Only the run of successes up to the first failure counts; the rest go again (Nats-Msg-Id
    // drops the copies the stream already holds).
    return {
      done: batch.slice(0, failedAt).map((r) => r.id),
      failed: batch[failedAt]!.id,
      reason: (results[failedAt] as PromiseRejectedResult).reason,
    };
  }

  /**
   * One pass on the relay's own connection, under a session-level advisory lock: one relay at a
   * time across every instance, so per lot, publish order = commit order. While commits keep
   * coming the lock is kept and each round costs one statement, which marks the last batch
   * published and reads the next; going idle, the marks and the unlock go out in one write (the
   * marks commit first). A crash between a publish and its mark only sends the rows again.
   */
  async function pass(): Promise<number> {
    // Claimed before the first await, so two relays of this process cannot both get past here
    // (a relay's own passes never overlap: see run()).
    if (relaying.has(db)) return -1;
    relaying.add(db);
    try {
      return await passOnSession();
    } finally {
      relaying.delete(db);
    }
  }

  function passOnSession(): Promise<number> {
    return database.onSession('outbox-relay', async (ex) => {
      const first = await queryRows<RelayRow & { locked: boolean }>(
        ex,
        sql`with l as (${lock})
            select l.locked, o.id, o.subject, o.payload from l
            left join lateral (
              select id, subject, payload::text as payload from ${outbox}
              where l.locked and published_at is null order by id limit ${BATCH}
            ) o on true`,
      );
      if (!first[0]?.locked) return -1;
      let batch = unsentOf(first);
      let unmarked: number[] = [];
      let published = 0;
      try {
        for (;;) {
          const sent = await publish(batch);
          unmarked = sent.done;
          published += sent.done.length;
          if (sent.failed !== undefined) {
            await ex
              .update(outbox)
              .set({ attempts: sql`${outbox.attempts} + 1` })
              .where(eq(outbox.id, sent.failed));
            throw sent.reason;
          }
          // Go on while a full batch left rows behind or commits arrived since this one was read.
          if (stopped || (batch.length < BATCH && !again)) break;
          if (batch.length < BATCH) {
            again = false;
            const wait = untilNextPass();
            if (wait > 0) await new Promise((r) => setTimeout(r, wait));
          }
          lastPassAt = performance.now();
          // The marks and the next read in one statement; both share a snapshot, so the read
          // leaves out the rows just marked by their ids.
          batch = unsentOf(
            await queryRows<RelayRow>(
              ex,
              sql`with marked as (update ${outbox} set published_at = now() where id = any(${idArray(unmarked)}))
                  select id, subject, payload::text as payload from ${outbox}
                  where published_at is null and id <> all(${idArray(unmarked)}) order by id limit ${BATCH}`,
            ),
          );
          unmarked = [];
        }
      } finally {
        // pg_advisory_unlock_all: the relay's session holds no other lock, and a count left by a
        // failed unlock goes too.
        await Promise.all([
          unmarked.length ? ex.execute(sql`update ${outbox} set published_at = now() where id = any(${idArray(unmarked)})`) : null,
          pglite ? null : ex.execute(sql`select pg_advisory_unlock_all()`),
        ]);
      }
      return published;
    });
  }

  /** Starts a pass; another instance relaying means looking again shortly (it may miss our rows). */
  async function relay(): Promise<number> {
    const n = await pass();
    if (n >= 0) return n;
    schedule(20);
    return 0;
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
    lastPassAt = performance.now();
    running = relay()
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
          kick();
        }
      });
    return running;
  }

  /**
   * Under a stream of commits, passes start at most every `gapMs`: each then carries a
   * batch, instead of a transaction per quote. An idle relay still starts at once.
   */
  function kick() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    const wait = untilNextPass();
    if (wait > 0) schedule(wait);
    else void run();
  }

  const listeners = new Set<LocalListener>();
  function committed(events: readonly CommittedEvent[]) {
    if (events.length > 0) {
      for (const listener of listeners) {
        try {
          listener(events);
        } catch (err) {
          log.error({ err }, 'local outbox listener failed');
        }
      }
    }
    kick();
  }

  const poll = setInterval(kick, pollMs);
  poll.unref();
  const prune = setInterval(() => {
    pruneOutbox(db).then(
      (n) => n > 0 && log.info({ deleted: n }, 'outbox: pruned published rows'),
      (err: unknown) => log.warn({ err }, 'outbox prune failed'),
    );
  }, pruneMs);
  prune.unref();

  return {
    kick,
    committed,
    onCommitted(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    drain: run,
    async stop() {
      stopped = true;
      clearInterval(poll);
      clearInterval(prune);
      clearTimeout(retryTimer);
      if (running) await running;
    },
  };
}
