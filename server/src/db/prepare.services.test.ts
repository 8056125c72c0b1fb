import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../lib/paths.js';
import { createTestDatabase, type TestDatabase } from '../test/harness.js';
import { openDatabase, type Database } from './client.js';
import { queryRows } from './rows.js';

// Needs postgres.js on a real server: PGlite has no wire protocol and no prepared statements.
describe('statements on Postgres are prepared once per connection (prepare.ts)', () => {
  let testDb: TestDatabase;
  let database: Database;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    database = await openDatabase({ url: testDb.url, dataDir: '/tmp', migrationsDir, poolSize: 4, lanes: 1 });
  });
  afterAll(async () => {
    await database.close();
    await testDb.drop();
  });

  const prepared = (ex: Parameters<Parameters<Database['onSession']>[1]>[0]) =>
    queryRows<{ statement: string }>(ex, sql`select statement from pg_prepared_statements where statement like '%vh_prepare_probe%'`);

  it('a drizzle query runs prepared on a reserved connection and in a transaction, and gives its rows', async () => {
    const rows = await database.onSession('probe', async (ex) => {
      const first = await queryRows<{ n: number }>(ex, sql`select ${41}::int + 1 as n, 'vh_prepare_probe' as tag`);
      const again = await queryRows<{ n: number }>(ex, sql`select ${1}::int + 1 as n, 'vh_prepare_probe' as tag`);
      return { first, again, statements: await prepared(ex) };
    });
    expect(rows.first[0]!.n).toBe(42);
    expect(rows.again[0]!.n).toBe(2);
    expect(rows.statements.map((s) => s.statement)).toEqual([`select $1::int + 1 as n, 'vh_prepare_probe' as tag`]);

    const inTx = await database.db.transaction(async (tx) => {
      await queryRows(tx, sql`select ${7}::int as n, 'vh_prepare_probe_tx' as tag`);
      return prepared(tx);
    });
    expect(inTx.map((s) => s.statement)).toContain(`select $1::int as n, 'vh_prepare_probe_tx' as tag`);
  });
});
