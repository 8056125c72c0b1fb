import { eq, and, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotes } from '../../db/schema/index.js';
import { createAuction, subscribedBuyer } from '../../test/factories.js';
import { createTestApp, modeName, type TestContext } from '../../test/harness.js';
import { autobid, post, quote } from './test-helpers.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const history = (assetId: unknown, cookie?: string) => post(t.app, '/auctions/asset-quote-history', cookie, { asset_id: assetId });

describe(`quote history (POST /auctions/asset-quote-history) in ${modeName}`, () => {
  it('shows every quote to an anonymous visitor under per-lot pseudonyms, oldest first, with a verified chain', async () => {
    const { lots } = await createAuction(t.db);
    const id = lots[0]!.id;
    const a = await subscribedBuyer(t.db);
    const b = await subscribedBuyer(t.db);
    await quote(t.app, a.cookie, id, 100_000);
    await autobid(t.app, b.cookie, id, 150_000);
    await quote(t.app, a.cookie, id, 120_000);

    const res = await history(id);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ asset_id: id, chain_verified: true, broken_at_seq: null });
    expect(data.quotes.map((q: { seq: number }) => q.seq)).toEqual([1, 2, 3, 4]);
    expect(data.quotes.map((q: { amount: number; kind: string }) => [q.amount, q.kind])).toEqual([
      [100_000, 'manual'],
      [101_000, 'auto'],
      [120_000, 'manual'],
      [121_000, 'auto'],
    ]);
    const [qa, qb] = [data.quotes[0].bidder, data.quotes[1].bidder];
    expect(qa).toMatch(/^Bidder [0-9A-F]{6}$/);
    expect(qb).toMatch(/^Bidder [0-9A-F]{6}$/);
    expect(qa).not.toBe(qb);
    expect(data.quotes[2].bidder).toBe(qa);
    expect(data.quotes.every((q: { mine: boolean }) => q.mine === false)).toBe(true);
    expect(data.quotes[0].prev_hash).toBeNull();
    expect(data.quotes[1].prev_hash).toBe(data.quotes[0].hash);
    // No way back to the people: neither ids nor phones appear anywhere in the answer.
    for (const u of [a.user, b.user]) {
      expect(res.body).not.toContain(u.phone);
      expect(res.body).not.toMatch(new RegExp(`"user_?id":\\s*${u.id}\\b`));
    }
  });

  it('marks the signed-in buyer’s own quotes as mine', async () => {
    const { lots } = await createAuction(t.db);
    const a = await subscribedBuyer(t.db);
    const b = await subscribedBuyer(t.db);
    await quote(t.app, a.cookie, lots[0]!.id, 100_000);
    await quote(t.app, b.cookie, lots[0]!.id, 101_000);
    const mine = (await history(lots[0]!.id, b.cookie)).json().data.quotes.map((q: { mine: boolean }) => q.mine);
    expect(mine).toEqual([false, true]);
  });

  it('reports a broken chain at the quote whose stored amount was altered', async () => {
    const { lots } = await createAuction(t.db);
    const a = await subscribedBuyer(t.db);
    const b = await subscribedBuyer(t.db);
    await quote(t.app, a.cookie, lots[0]!.id, 100_000);
    await quote(t.app, b.cookie, lots[0]!.id, 101_000);
    await quote(t.app, a.cookie, lots[0]!.id, 102_000);
    await t.db
      .update(quotes)
      .set({ amount: sql`${quotes.amount} - 500` })
      .where(and(eq(quotes.assetId, lots[0]!.id), eq(quotes.seq, 2)));
    expect((await history(lots[0]!.id)).json().data).toMatchObject({ chain_verified: false, broken_at_seq: 2 });
  });

  it('answers an empty, verified history for a lot nobody quoted on', async () => {
    const { lots } = await createAuction(t.db);
    expect((await history(lots[0]!.id)).json().data).toMatchObject({ quotes: [], chain_verified: true });
  });

  it('answers 404 for an unknown lot and 400 for a malformed id', async () => {
    expect((await history(987_654)).json()).toMatchObject({ status: 404, msg: 'Lot not found.' });
    const bad = await history('lot-1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('asset_id must be a number');
  });
});
