import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsDir } from '../lib/paths.js';
import { createTestDatabase } from '../test/harness.js';
import { openDatabase } from './client.js';
import { ROUTINES } from './routines.js';

// Instances starting together on one Postgres take turns on the migration lock (PGlite has one).
describe('database routines on Postgres', () => {
  it('are applied once when instances start together', { timeout: 120_000 }, async () => {
    const testDb = await createTestDatabase();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'vh-routines-'));
    const instances = await Promise.all([0, 1, 2].map(() => openDatabase({ url: testDb.url, dataDir, migrationsDir })));
    try {
      const results = await Promise.all(instances.map((db) => db.migrate()));
      expect(results.map((r) => r.routines).flat()).toEqual(ROUTINES.map((r) => r.name));
    } finally {
      for (const db of instances) await db.close();
      await testDb.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
