import { asc, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema/index.js';
import { createTestApp, modeName, type TestContext } from '../test/harness.js';
import { pruneOutbox } from './outbox.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.outbox.stop(); // the test publishes by hand
});
afterAll(async () => {
  await t?.close();
});

describe(`outbox pruning in ${modeName}`, () => {
  it('deletes published rows behind the kept window, oldest first, and keeps anything unpublished', async () => {
    const rows = await t.db
      .insert(outbox)
      .values(Array.from({ length: 12 }, (_, i) => ({ subject: `auction.1.state`, kind: 'state', payload: { i } })))
      .returning({ id: outbox.id });
    const ids = rows.map((r) => r.id);
    // All published but the second, which an outage left behind.
    await t.db
      .update(outbox)
      .set({ publishedAt: sql`now()` })
      .where(
        inArray(
          outbox.id,
          ids.filter((_, i) => i !== 1),
        ),
      );

    // Keep 5 behind the newest: ids[0..6] are past the window; at most 3 go per batch.
    expect(await pruneOutbox(t.db, 5, 3)).toBe(3);
    expect(await pruneOutbox(t.db, 5, 3)).toBe(3);
    expect(await pruneOutbox(t.db, 5, 3)).toBe(0);
    const left = await t.db.select({ id: outbox.id }).from(outbox).where(inArray(outbox.id, ids)).orderBy(asc(outbox.id));
    expect(left.map((r) => r.id)).toEqual([ids[1], ...ids.slice(7)]);
  });
});
