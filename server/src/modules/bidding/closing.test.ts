import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows.js';
import { assets, outbox } from '../../db/schema/index.js';
import { createAuction, subscribedBuyer } from '../../test/factories.js';
import { createTwinApps, modeName, type TestContext } from '../../test/harness.js';
import { until } from '../../test/wait.js';
import { closeDueLots } from './closing.js';
import { quoteHistory } from './repo.js';
import { startCloseScheduler } from './scheduler.js';

let twins: Awaited<ReturnType<typeof createTwinApps>>;
beforeAll(async () => {
  twins = await createTwinApps({ SCHEDULER_INTERVAL_MS: '50' });
});
afterAll(async () => {
  await twins.close();
});

async function quote(t: TestContext, cookie: string, assetId: number, amount: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/client/bid',
    headers: { cookie, 'idempotency-key': randomUUID() },
    payload: { asset_id: assetId, amount },
  });
  return { status: res.statusCode, body: res.json() };
}

describe(`closing lots in ${modeName}`, () => {
  it('records the winner, reserve flag and approval pending, and announces the close', async () => {
    const { a } = twins;
    const { lots } = await createAuction(a.db, { lots: 3, reservePrice: 150_000, endsIn: 3600 });
    const [x, y] = await Promise.all([subscribedBuyer(a.db), subscribedBuyer(a.db)]);
    await quote(a, x.cookie, lots[0]!.id, 160_000);
    await quote(a, y.cookie, lots[1]!.id, 120_000);
    await a.db
      .update(assets)
      .set({ endsAt: sql`now() - interval '1 second'` })
      .where(sql`${assets.auctionId} = ${lots[0]!.auctionId}`);
    const closed = await closeDueLots(a.db);
    expect(closed.map((c) => c.id).sort()).toEqual(lots.map((l) => l.id).sort());
    const rows = await a.db.select().from(assets).where(eq(assets.auctionId, lots[0]!.auctionId)).orderBy(assets.lotNo);
    expect(rows.map((r) => [r.status, r.result, r.reserveMet, r.winnerUserId, r.winningAmount])).toEqual([
      ['closed', 'approval_pending', true, x.user.id, 160_000],
      ['closed', 'approval_pending', false, y.user.id, 120_000],
      ['closed', 'no_bids', null, null, null],
    ]);
    const events = await a.db.select().from(outbox).where(eq(outbox.kind, 'closed'));
    expect(events.filter((e) => lots.some((l) => l.id === e.assetId))).toHaveLength(3);
    expect(await closeDueLots(a.db)).toEqual([]);
  });

  it('two instances closing while quotes are in flight: exactly one close, no quote after ends_at', async () => {
    const { a, b } = twins;
    const { lots } = await createAuction(a.db, { endsIn: 3, softCloseSeconds: 0, extensionSeconds: 0 });
    const assetId = lots[0]!.id;
    const buyers = await Promise.all(Array.from({ length: 10 }, () => subscribedBuyer(a.db)));
    const schedulers = [startCloseScheduler(a.app), startCloseScheduler(b.app)];
    try {
      let closedSeen = false;
      const loops = buyers.map(async (buyer, i) => {
        const inst = i % 2 ? a : b;
        for (let n = 0; n < 400 && !closedSeen; n++) {
          const [lot] = await inst.db
            .select({ price: assets.currentPrice, leader: assets.leaderUserId })
            .from(assets)
            .where(eq(assets.id, assetId));
          if (lot!.leader === buyer.user.id) continue;
          const r = await quote(inst, buyer.cookie, assetId, (lot!.price ?? 99_000) + 1_000);
          expect(r.status).toBeLessThan(500);
          if (r.status === 409 && r.body.code === 'ended') closedSeen = true;
        }
      });
      await Promise.all(loops);
      await until(async () => {
        const [lot] = await a.db.select({ status: assets.status }).from(assets).where(eq(assets.id, assetId));
        return lot!.status === 'closed';
      }, 'the lot to close');
    } finally {
      await Promise.all(schedulers.map((s) => s.stop()));
    }
    const closes = await a.db
      .select()
      .from(outbox)
      .where(sql`${outbox.assetId} = ${assetId} and ${outbox.kind} = 'closed'`);
    expect(closes).toHaveLength(1);
    const late = await queryRows<{ n: number }>(
      a.db,
      sql`select count(*)::int as n from quotes q join assets a on a.id = q.asset_id where a.id = ${assetId} and q.created_at >= a.ends_at`,
    );
    expect(late[0]!.n).toBe(0);
    const [lot] = await a.db.select().from(assets).where(eq(assets.id, assetId));
    const history = await quoteHistory(a.db, assetId);
    expect(history.length).toBeGreaterThan(0);
    expect(lot!.status).toBe('closed');
    expect(lot!.winnerUserId).toBe(history.at(-1)!.userId);
    expect(lot!.winningAmount).toBe(history.at(-1)!.amount);
  });
});
