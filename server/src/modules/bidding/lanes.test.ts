import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets } from '../../db/schema/index.js';
import { createAuction, subscribedBuyer } from '../../test/factories.js';
import { createTestApp, modeName, type TestContext } from '../../test/harness.js';
import { verifyChain } from './chain.js';
import { quoteHistory } from './repo.js';

// The default is one lane (db/client.ts); a bigger database server runs several. On Postgres these
// three are separate connections deciding quotes at once; PGlite has one connection (one lane).
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ env: { DATABASE_QUOTE_LANES: '3' } });
});
afterAll(async () => {
  await t.close();
});

describe(`quotes over several lanes in ${modeName}`, () => {
  it('lots spread over three lanes, quoted at once: each accepted quote stored once, seqs gap-free, chains and prices right', async () => {
    const { lots } = await createAuction(t.db, { lots: 7 });
    const buyers = await Promise.all(Array.from({ length: 12 }, () => subscribedBuyer(t.db)));
    const rounds = 6;
    const accepted = new Map<number, { amount: number; seq: number }[]>(lots.map((l) => [l.id, []]));
    for (let round = 0; round < rounds; round++) {
      // Every buyer quotes on every lot in the same moment; amounts differ, so most rise past others.
      const answers = await Promise.all(
        lots.flatMap((lot) =>
          buyers.map(async (b, i) => {
            const amount = 100_000 + (round * buyers.length + i) * 1_000;
            const res = await t.app.inject({
              method: 'POST',
              url: '/client/bid',
              headers: { cookie: b.cookie, 'idempotency-key': randomUUID() },
              payload: { asset_id: lot.id, amount },
            });
            return { lot: lot.id, amount, res };
          }),
        ),
      );
      for (const a of answers) {
        expect([200, 409, 422]).toContain(a.res.statusCode);
        if (a.res.statusCode === 200) accepted.get(a.lot)!.push({ amount: a.amount, seq: a.res.json().data.seq });
      }
    }
    // Then a buyer new to every lot tops each one: it must land, on every lane.
    const closer = await subscribedBuyer(t.db);
    const top = 100_000 + rounds * buyers.length * 1_000;
    for (const lot of lots) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/client/bid',
        headers: { cookie: closer.cookie, 'idempotency-key': randomUUID() },
        payload: { asset_id: lot.id, amount: top },
      });
      expect(res.statusCode).toBe(200);
      accepted.get(lot.id)!.push({ amount: top, seq: res.json().data.seq });
    }
    const stored = await t.db
      .select()
      .from(assets)
      .where(
        inArray(
          assets.id,
          lots.map((l) => l.id),
        ),
      );
    for (const lot of lots) {
      const mine = accepted.get(lot.id)!.sort((x, y) => x.seq - y.seq);
      const history = await quoteHistory(t.db, lot.id);
      expect(history.map((q) => q.seq)).toEqual(mine.map((q) => q.seq));
      expect(history.map((q) => q.amount)).toEqual(mine.map((q) => q.amount));
      expect(verifyChain(history)).toBeNull();
      for (let i = 1; i < history.length; i++) expect(history[i]!.amount).toBeGreaterThan(history[i - 1]!.amount);
      const row = stored.find((s) => s.id === lot.id)!;
      expect(row.lastSeq).toBe(history.length);
      expect(row.currentPrice).toBe(history.at(-1)!.amount);
      expect(row.currentPrice).toBe(top);
      expect(row.leaderUserId).toBe(closer.user.id);
    }
  });
});
