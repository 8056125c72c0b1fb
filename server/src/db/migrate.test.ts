import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrationsDir } from '../lib/paths.js';
import { createTestApp, createTestDatabase, modeName } from '../test/harness.js';
import { openDatabase } from './client.js';
import { queryRows } from './rows.js';

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

const readJournal = async (dir: string) => JSON.parse(await readFile(path.join(dir, 'meta', '_journal.json'), 'utf8')) as Journal;

/** The migrations folder as it stood when only the first `count` migrations existed. */
async function migrationsUpTo(count: number) {
  const dir = await mkdtemp(path.join(tmpdir(), 'vh-migrations-'));
  await cp(migrationsDir, dir, { recursive: true });
  const journal = await readJournal(dir);
  journal.entries = journal.entries.slice(0, count);
  await writeFile(path.join(dir, 'meta', '_journal.json'), JSON.stringify(journal));
  return dir;
}

describe(`migrations in ${modeName}`, () => {
  it('apply to an empty database and create every table of the data model', async () => {
    const t = await createTestApp();
    try {
      const rows = await queryRows<{ table_name: string }>(
        t.db,
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      );
      const names = rows.map((r) => r.table_name);
      for (const table of [
        'users',
        'sessions',
        'otp_challenges',
        'identity_documents',
        'states',
        'districts',
        'pincodes',
        'financiers',
        'state_head_contacts',
        'segments',
        'brands',
        'vehicle_models',
        'auctions',
        'assets',
        'asset_photos',
        'quotes',
        'autobids',
        'watchlist',
        'plans',
        'subscriptions',
        'payments',
        'backouts',
        'leads',
        'outbox',
        'idempotency_keys',
        'rc_records',
        'challans',
        'audit_log',
        'notifications',
        'asset_condition_reports',
        'asset_documents',
        'deposit_accounts',
        'ledger_entries',
        'deposit_refunds',
        'dealer_agents',
        'exposure_lots',
      ]) {
        expect(names).toContain(table);
      }
      // Re-running the migrator on a migrated database is a no-op.
      await t.database.migrate();
    } finally {
      await t.close();
    }
  });

  // One database per earlier release, each migrated twice: about 4 s a release on PGlite (quiet
  // machine), several times that on a busy one.
  it('upgrade a database migrated by an earlier release with every migration added since', { timeout: 600_000 }, async () => {
    // The migrator applies only migrations stamped later than the newest one the database has,
    // so the journal's stamps must rise in file order, or an upgrade skips a migration silently.
    const { entries } = await readJournal(migrationsDir);
    expect(entries.map((e) => e.idx)).toEqual(entries.map((_, i) => i));
    for (let i = 1; i < entries.length; i++) expect(entries[i]!.when, entries[i]!.tag).toBeGreaterThan(entries[i - 1]!.when);

    for (let released = 1; released < entries.length; released++) {
      const earlier = await migrationsUpTo(released);
      const testDb = await createTestDatabase();
      const dataDir = await mkdtemp(path.join(tmpdir(), 'vh-upgrade-'));
      try {
        const before = await openDatabase({ url: testDb.url, dataDir, migrationsDir: earlier });
        await before.migrate();
        await before.close();
        const after = await openDatabase({ url: testDb.url, dataDir, migrationsDir });
        try {
          await after.migrate();
          const applied = await queryRows<{ n: number }>(after.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
          expect(applied[0]!.n, `upgrade from ${entries[released - 1]!.tag}`).toBe(entries.length);
        } finally {
          await after.close();
        }
      } finally {
        await testDb.drop();
        await rm(earlier, { recursive: true, force: true });
        await rm(dataDir, { recursive: true, force: true });
      }
    }
  });
});
