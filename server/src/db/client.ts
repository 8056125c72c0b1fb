import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories take either: a plain handle or the transaction they must join. */
export type Executor = Db | Tx;

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  url?: string;
  dataDir: string;
  poolSize?: number;
  migrationsDir: string;
  /** PGlite only: keep the database in memory (tests). */
  inMemory?: boolean;
}

// Migrations from concurrently starting instances must not interleave.
const MIGRATION_LOCK = 724_100_311;

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  return opts.url ? openPostgres(opts.url, opts) : openPglite(opts);
}

async function openPostgres(url: string, opts: DatabaseOptions): Promise<Database> {
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const { migrate } = await import('drizzle-orm/postgres-js/migrator');
  const client = postgres(url, {
    max: opts.poolSize ?? 20,
    onnotice: () => {},
    connect_timeout: 10,
    connection: { application_name: 'vahanhaat' },
  });
  const db = drizzle(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    async migrate() {
      const migrator = postgres(url, { max: 1, onnotice: () => {} });
      try {
        await migrator`select pg_advisory_lock(${MIGRATION_LOCK})`;
        await migrate(drizzle(migrator), { migrationsFolder: opts.migrationsDir });
      } finally {
        await migrator`select pg_advisory_unlock(${MIGRATION_LOCK})`.catch(() => {});
        await migrator.end();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
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
  const client = dir ? new PGlite(dir) : new PGlite();
  await client.waitReady;
  const db = drizzle(client, { schema, casing: 'snake_case' }) as unknown as Db;
  let closed = false;
  return {
    kind: 'pglite',
    db,
    async migrate() {
      await migrate(drizzle(client), { migrationsFolder: opts.migrationsDir });
    },
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
