import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { migrationsDir } from '../lib/paths.js';
import { ENGINE_ROUTINES } from '../modules/bidding/engine/index.js';
import { createTestDatabase, modeName } from '../test/harness.js';
import { openDatabase, type Database } from './client.js';
import { queryRows } from './rows.js';
import type { Routine } from './routines.js';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const engineFile = ENGINE_ROUTINES[0]!.file;

describe(`database routines from their source files in ${modeName}`, () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** A new database (PGlite in memory in embedded mode) migrated with `routines`. */
  async function newDatabase(routines?: readonly Routine[]): Promise<Database> {
    const testDb = await createTestDatabase();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'vh-routines-'));
    const db = await openDatabase({ url: testDb.url, dataDir, migrationsDir, inMemory: true, ...(routines ? { routines } : {}) });
    cleanups.push(async () => {
      await db.close();
      await testDb.drop();
      await rm(dataDir, { recursive: true, force: true });
    });
    return db;
  }

  /** A copy of the engine's file, which the test then edits between start-ups. */
  async function engineCopy() {
    const dir = await mkdtemp(path.join(tmpdir(), 'vh-engine-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const file = path.join(dir, 'place-batch.sql');
    const original = await readFile(engineFile, 'utf8');
    await writeFile(file, original);
    return { routine: { name: 'place-batch', file }, original, write: (text: string) => writeFile(file, text) };
  }

  const versions = (db: Database) =>
    queryRows<{ name: string; hash: string; applied_at: Date }>(
      db.db,
      sql`select name, hash, applied_at from routine_versions order by name`,
    );
  const source = async (db: Database) =>
    (await queryRows<{ src: string }>(db.db, sql`select prosrc as src from pg_proc where proname = 'vh_place_quote_batch_v2'`)).map(
      (r) => r.src,
    );

  // One database for the whole story: migrating PGlite takes seconds.
  it(
    'installs the engine from its file, leaves it alone while the text is unchanged, applies an edit, and keeps it when a later text fails',
    { timeout: 120_000 },
    async () => {
      const engine = await engineCopy();
      const db = await newDatabase([engine.routine]);
      expect(await db.migrate()).toEqual({ routines: ['place-batch'] });
      const [row] = await versions(db);
      expect(row).toMatchObject({ name: 'place-batch', hash: sha256(await readFile(engineFile, 'utf8')) });
      expect(await source(db)).toHaveLength(1);
      expect(await db.migrate()).toEqual({ routines: [] });
      expect((await versions(db))[0]!.applied_at).toEqual(row!.applied_at);

      const edited = engine.original.replace('-- The requests, by arrival (i).', '-- The requests, in the order they came (i).');
      expect(edited).not.toBe(engine.original);
      await engine.write(edited);
      expect(await db.migrate()).toEqual({ routines: ['place-batch'] });
      expect((await source(db))[0]).toContain('in the order they came (i)');
      expect((await versions(db))[0]!.hash).toBe(sha256(edited));

      const broken = edited.replace(`RETURN '{"answers":[],"events":[]}';`, 'RETURN ;;');
      expect(broken).not.toBe(edited);
      await engine.write(broken);
      await expect(db.migrate()).rejects.toThrow(/at or near/);
      expect((await source(db))[0]).toContain('in the order they came (i)');
      expect((await versions(db))[0]!.hash).toBe(sha256(edited));
    },
  );

  it('keeps functions out of the migrations from the engine files on', async () => {
    const files = (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
    const from = files.indexOf('0012_quote_engine_routines.sql');
    expect(from).toBeGreaterThan(0);
    for (const file of files.slice(from)) {
      expect(await readFile(path.join(migrationsDir, file), 'utf8'), file).not.toMatch(/create\s+(or\s+replace\s+)?(function|procedure)/i);
    }
  });
});
