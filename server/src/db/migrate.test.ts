import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, modeName } from '../test/harness.js';
import { queryRows } from './rows.js';

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
        'users', 'sessions', 'otp_challenges', 'identity_documents', 'states', 'districts', 'pincodes', 'financiers',
        'state_head_contacts', 'segments', 'brands', 'vehicle_models', 'auctions', 'assets', 'asset_photos', 'quotes',
        'autobids', 'watchlist', 'plans', 'subscriptions', 'payments', 'backouts', 'leads', 'outbox', 'idempotency_keys',
        'rc_records', 'challans', 'audit_log', 'notifications',
      ]) {
        expect(names).toContain(table);
      }
      // Re-running the migrator on a migrated database is a no-op.
      await t.database.migrate();
    } finally {
      await t.close();
    }
  });
});
