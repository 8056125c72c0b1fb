import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { markDatabaseError } from '../errors.js';
import { assertDriverPatched } from './driver-patch.js';
import { preparing } from './prepare.js';
import { applyRoutines, ROUTINES, type Routine } from './routines.js';
import * as schema from './schema/index.js';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories take either: a plain handle or the transaction they must join. */
export type Executor = Db | Tx;

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  /**
   * A handle whose statements run on one connection per key, pipelined in call order: work on
   * one key (a lot) is not reordered and does not queue on locks against itself. For single
   * statements only, never transactions. PGlite has one connection, so it is the plain handle.
   */
  onLane<T>(key: number, run: (ex: Executor) => Promise<T>): Promise<T>;
  /** How many lanes there are: keys that differ modulo this share no connection. */
  readonly lanes: number;
  /**
   * Runs `run` on the connection reserved for `name`, the same one on every call, so session
   * state (a session-level advisory lock) carries from one call to the next. Statements started
   * together go out in one write. A broken connection is replaced, and its session (with its
   * locks) ends with it. PGlite has one connection: the plain handle, one session for everyone.
   */
  onSession<T>(name: string, run: (ex: Executor) => Promise<T>): Promise<T>;
  /** Applies the migrations, then the routines whose source changed (db/routines.ts); answers their names. */
  migrate(): Promise<{ routines: string[] }>;
  /** PGlite only: the whole data directory as an uncompressed tarball, to start other databases from (`startFrom`). */
  dumpDataDir?(): Promise<Blob>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  url?: string;
  dataDir: string;
  poolSize?: number;
  /** Postgres: connections reserved for lanes (onLane). */
  lanes?: number;
  migrationsDir: string;
  /** PGlite only: keep the database in memory (tests). */
  inMemory?: boolean;
  /**
   * PGlite in memory only: start from this data directory (a `dumpDataDir()` of a migrated
   * database) instead of running initdb, so tests skip most of a fresh database's start-up.
   */
  startFrom?: Blob;
  /** The routines migrate() applies (tests give their own): db/routines.ts's ROUTINES by default. */
  routines?: readonly Routine[];
}

/**
 * The connection (not the statement) failed: the driver's CONNECTION_* and CONNECT_TIMEOUT, a
 * socket error (ECONNREFUSED, ECONNRESET…), SQLSTATE class 08 (connection exception), 57P
 * (admin shutdown, crash shutdown, cannot connect now) and 53300 (too many connections).
 */
export const isConnectionError = (err: unknown): boolean => {
  const e = err as { code?: unknown; cause?: unknown } | null;
  const code = e?.code;
  if (
    typeof code === 'string' &&
    (code.startsWith('CONNECTION_') ||
      code === 'CONNECT_TIMEOUT' ||
      /^E[A-Z]/.test(code) ||
      code.startsWith('08') ||
      code.startsWith('57P') ||
      code === '53300')
  ) {
    return true;
  }
  // Drizzle wraps the driver's error (DrizzleQueryError, no code of its own).
  return e?.cause !== undefined && e.cause !== err && isConnectionError(e.cause);
};

/**
 * Connections reserved for lanes. Each keeps a backend busy, and fewer lanes make bigger batches,
 * which cost less CPU per quote (a round trip, a commit and a WAL flush per batch). On this
 * 2-core machine, shared by the server, Postgres and the load, bench:bids over 100 lots gave
 * 2,177–2,222 quotes/s with 1 lane (615–631 µs of CPU per quote) against 2,016–2,058 with 2
 * (751–769 µs) and 1,939 with 3. A database server with cores to spare takes more
 * (DATABASE_QUOTE_LANES).
 */
const DEFAULT_LANES = 1;

// Migrations from concurrently starting instances must not interleave.
const MIGRATION_LOCK = 724_100_311;

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  return opts.url ? openPostgres(opts.url, opts) : openPglite(opts);
}

/**
 * While the database is away (a restart, a failover) connections are retried quickly and with
 * little growth: the driver's default backoff reaches 20 s after a few failed attempts, so a
 * 10 s outage would keep an instance away for tens of seconds after the database is back.
 * Seconds: 50 ms doubling to at most 1 s, with jitter so instances do not reconnect in step.
 */
const reconnectBackoff = (retries: number) => Math.min(0.05 * 2 ** retries, 1) * (0.5 + Math.random() / 2);

/**
 * Seconds to wait for a connection to open. A refused connection fails at once; this bounds a
 * silent one (a database host gone from the network), which a request would otherwise wait on.
 */
const CONNECT_TIMEOUT_S = 5;

async function openPostgres(url: string, opts: DatabaseOptions): Promise<Database> {
  assertDriverPatched();
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const { migrate } = await import('drizzle-orm/postgres-js/migrator');
  const client = postgres(url, {
    max: opts.poolSize ?? 20,
    onnotice: () => {},
    connect_timeout: CONNECT_TIMEOUT_S,
    backoff: reconnectBackoff,
    connection: { application_name: 'vahanhaat' },
  });
  // One set of prepared statement texts for the pool and every reserved connection (prepare.ts).
  const texts = new Set<string>();
  const db = drizzle(preparing(client, texts), { schema, casing: 'snake_case' }) as unknown as Db;
  const lanes = opts.lanes ?? DEFAULT_LANES;
  const open = new Map<string, Promise<{ handle: Db; release(): void }>>();
  let ended = false;

  /** `run` on the connection reserved for `key` (reserved on first use, replaced once broken). */
  async function onReserved<T>(key: string, run: (ex: Executor) => Promise<T>): Promise<T> {
    // The driver would still hand out a connection after end(); the pool's own queries refuse.
    if (ended) throw Object.assign(new Error('the database handle is closed'), { code: 'CONNECTION_ENDED' });
    let reserved = open.get(key);
    if (!reserved) {
      reserved = client.reserve().then((connection) => ({
        // A reserved handle lacks `options`, which drizzle reads for its type parsers: they
        // are the pool's, shared by every connection, so the pool's object is the right one.
        handle: drizzle(preparing(Object.assign(connection, { options: client.options }), texts), {
          schema,
          casing: 'snake_case',
        }) as unknown as Db,
        release: () => connection.release(),
      }));
      open.set(key, reserved);
    }
    try {
      return await run((await reserved).handle);
    } catch (err) {
      // A connection that broke gives way to a fresh one on the next call.
      if (isConnectionError(err)) {
        if (open.get(key) === reserved) {
          open.delete(key);
          void reserved.then((l) => l.release()).catch(() => {});
        }
        markDatabaseError(err);
      }
      throw err;
    }
  }

  return {
    kind: 'postgres',
    db,
    lanes,
    onLane: (key, run) => onReserved(`lane:${key % lanes}`, run),
    onSession: (name, run) => onReserved(`session:${name}`, run),
    async migrate() {
      const migrator = postgres(url, { max: 1, onnotice: () => {} });
      try {
        await migrator`select pg_advisory_lock(${MIGRATION_LOCK})`;
        await migrate(drizzle(migrator), { migrationsFolder: opts.migrationsDir });
        const routines = await applyRoutines(
          (run) =>
            migrator.begin((tx) =>
              run({
                script: async (text) => void (await tx.unsafe(text)),
                query: async <T>(text: string, params: unknown[]) => (await tx.unsafe(text, params as never[])) as unknown as T[],
              }),
            ) as Promise<never>,
          opts.routines ?? ROUTINES,
        );
        return { routines };
      } finally {
        await migrator`select pg_advisory_unlock(${MIGRATION_LOCK})`.catch(() => {});
        await migrator.end();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      ended = true;
      for (const lane of open.values()) await lane.then((l) => l.release()).catch(() => {});
      open.clear();
      await client.end({ timeout: 5 });
    },
  };
}

async function openPglite(opts: DatabaseOptions): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let dir: string | undefined;
  if (!opts.inMemory) {
    dir = path.join(opts.dataDir, 'pglite');
    await mkdir(path.dirname(dir), { recursive: true });
  }
  const client = dir ? new PGlite(dir) : new PGlite(opts.startFrom ? { loadDataDir: opts.startFrom } : {});
  await client.waitReady;
  const db = drizzle(client, { schema, casing: 'snake_case' }) as unknown as Db;
  let closed = false;
  return {
    kind: 'pglite',
    db,
    lanes: 1,
    onLane: (_key, run) => run(db),
    onSession: (_name, run) => run(db),
    async migrate() {
      await migrate(drizzle(client), { migrationsFolder: opts.migrationsDir });
      const routines = await applyRoutines(
        (run) =>
          client.transaction((tx) =>
            run({
              script: async (text) => void (await tx.exec(text)),
              query: async <T>(text: string, params: unknown[]) => (await tx.query<T>(text, params)).rows,
            }),
          ),
        opts.routines ?? ROUTINES,
      );
      return { routines };
    },
    dumpDataDir: () => client.dumpDataDir('none'),
    async ping() {
      if (closed) throw new Error('database is closed');
      await client.query('select 1');
    },
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}
