/**
 * One batch, many bidders at their buying limits. The engine locks and raises all of a batch's
 * deposit accounts in one statement (place-batch.sql section 2), so each bidder's figures come
 * from lists the batch shares. Every request must still be
 * decided on its own bidder's exposure, unpaid wins and deposit, and every account's bound raised
 * by that bidder's own amounts: a request just within its limit is accepted, one just past it is
 * refused with the exact exposure, whoever else is in the batch and in whatever order.
 */
import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { intArray, queryRows } from '../../db/rows.js';
import { assets } from '../../db/schema/index.js';
import { createAuction, subscribedBuyer } from '../../test/factories.js';
import { createTestApp, modeName, type TestContext } from '../../test/harness.js';
import { hashToken } from '../accounts/session.js';
import { exposureOf, recordAdjustment } from '../deposits/index.js';
import { closeDueLots } from './closing.js';
import { placeQuotes } from './repo.js';

const MULTIPLE = 2;

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(async () => {
  await t.close();
});

interface Bidder {
  id: number;
  tokenHash: string;
}

async function bidder(deposit: number): Promise<Bidder> {
  const made = await subscribedBuyer(t.db);
  if (deposit > 0)
    await t.db.transaction((tx) =>
      recordAdjustment(tx, { userId: made.user.id, amount: deposit, reason: 'test deposit', createdBy: null }),
    );
  return { id: made.user.id, tokenHash: hashToken(made.token) };
}

const request = (who: Bidder, assetId: number, amount: number) => ({
  tokenHash: who.tokenHash,
  assetId,
  amount,
  key: randomUUID(),
  requestHash: randomUUID().replaceAll('-', '').padEnd(64, '0'),
});

async function accounts(ids: number[]) {
  const rows = await queryRows<{ user_id: number; bound: string | null; from: number }>(
    t.db,
    sql`select user_id, exposure_bound as bound, exposure_from_lot as from from deposit_accounts where user_id = any(${intArray(ids)}::int[])`,
  );
  return new Map(rows.map((r) => [Number(r.user_id), { bound: r.bound === null ? null : Number(r.bound), from: Number(r.from) }]));
}

/** Each bidder's exposure on the auction's open lots, from the lots themselves (no maxima here). */
async function leading(lotIds: number[]) {
  const rows = await queryRows<{ user_id: number; e: string }>(
    t.db,
    sql`select leader_user_id as user_id, sum(current_price) as e from assets
         where id = any(${intArray(lotIds)}::int[]) and status = 'open' and leader_user_id is not null group by 1`,
  );
  return new Map(rows.map((r) => [Number(r.user_id), Number(r.e)]));
}

describe(`one batch of bidders at their buying limits in ${modeName}`, () => {
  it('decides each bidder on their own exposure, wins and deposit, and raises each bound by their own amounts', async () => {
    const { lots } = await createAuction(t.db, {
      lots: 12,
      startPrice: 10_000,
      increment: 1_000,
      requiresDeposit: true,
      depositLimitMultiple: MULTIPLE,
    });
    const lot = lots.map((l) => l.id);
    // Limits (deposit × 2): a 1,00,000 · b 60,000 · c 2,00,000 · d 40,000 · e none · f 20,00,000 ·
    // g 2,00,000 · h 12,000 · i 20,00,000 (outbids h before the batch).
    const [a, b, c, d, e, f, g, h, i] = [
      await bidder(50_000),
      await bidder(30_000),
      await bidder(100_000),
      await bidder(20_000),
      await bidder(0),
      await bidder(1_000_000),
      await bidder(100_000),
      await bidder(6_000),
      await bidder(1_000_000),
    ];
    // Before the batch, one request at a time: a leads at 40,000, b at 10,000, c at 1,50,000, d won
    // a lot at 25,000 (an unpaid deal), g leads at 12,000, h was outbid on the lot it quoted.
    for (const [who, at, amount] of [
      [a, 0, 40_000],
      [b, 2, 10_000],
      [c, 4, 150_000],
      [d, 7, 25_000],
      [g, 9, 12_000],
      [h, 11, 10_000],
      [i, 11, 11_000],
    ] as const) {
      const [placed] = await placeQuotes(t.db, [request(who, lot[at]!, amount)]);
      expect(placed!.outcome, `before the batch: ${who.id} on lot ${at}`).toMatchObject({ status: 200 });
    }
    await t.db
      .update(assets)
      .set({ endsAt: sql`now() - interval '1 second'` })
      .where(inArray(assets.id, [lot[7]!]));
    await closeDueLots(t.db);
    expect(await exposureOf(t.db, d.id)).toMatchObject({ open: 0, unpaid: 25_000 });
    const before = await accounts([a, b, c, d, f, g, h, i].map((x) => x.id));
    expect(before.get(a.id)!.bound).toBe(40_000);
    expect(before.get(f.id)).toEqual({ bound: null, from: 0 });

    // One batch, the bidders interleaved; c's two requests in this order.
    const batch = [
      [h, request(h, lot[11]!, 12_000), { status: 200, code: 'accepted' }],
      [c, request(c, lot[5]!, 50_000), { status: 200, code: 'accepted' }],
      [e, request(e, lot[8]!, 10_000), { status: 403, code: 'limit_exceeded', limit: 0, used: 0, more: 10_000, add: 5_000 }],
      [b, request(b, lot[3]!, 51_000), { status: 403, code: 'limit_exceeded', limit: 60_000, used: 10_000, more: 51_000, add: 500 }],
      [a, request(a, lot[1]!, 60_000), { status: 200, code: 'accepted' }],
      [g, request(g, lot[0]!, 40_000), { status: 422, code: 'below_next_valid', next_valid_amount: 41_000 }],
      [d, request(d, lot[6]!, 16_000), { status: 403, code: 'limit_exceeded', limit: 40_000, used: 25_000, more: 16_000, add: 500 }],
      [c, request(c, lot[10]!, 10_000), { status: 403, code: 'limit_exceeded', limit: 200_000, used: 200_000, more: 10_000, add: 5_000 }],
      [f, request(f, lot[8]!, 10_000), { status: 200, code: 'accepted' }],
    ] as const;
    const placed = await placeQuotes(
      t.db,
      batch.map(([, r]) => r),
    );
    for (const [n, [who, , expected]] of batch.entries()) expect(placed[n]!.outcome, `request ${n} of ${who.id}`).toMatchObject(expected);

    // The bounds: a's raised by its own amount alone (decided on the bound); the others summed
    // exactly in the batch (b, c and d near their limits, f unknown before, h loose after its
    // outbid) and written back; g took no lock (its quote could not be accepted).
    const after = await accounts([a, b, c, d, f, g, h, i].map((x) => x.id));
    expect(after.get(a.id)!.bound).toBe(100_000);
    expect(after.get(b.id)!.bound).toBe(10_000);
    expect(after.get(c.id)!.bound).toBe(200_000);
    // d's bound counts its unpaid win (25,000), as every bound counts unpaid deals.
    expect(after.get(d.id)!.bound).toBe(25_000);
    expect(after.get(f.id)!.bound).toBe(10_000);
    expect(after.get(g.id)).toEqual(before.get(g.id));
    expect(after.get(h.id)!.bound).toBe(12_000);
    expect(after.get(i.id)).toEqual(before.get(i.id));
    expect((await accounts([e.id])).size).toBe(0);
    // exposure_from_lot: lowered to the bidder's lowest lot here (a, by the lock), and where the
    // batch summed exactly, the lowest lot that holds their exposure or one of their requests (d's
    // won lot 7 is closed: its deal counts, not the lot; f's 0, never summed, rises to its lot).
    expect(after.get(a.id)!.from).toBe(lot[0]);
    expect(after.get(b.id)!.from).toBe(lot[2]);
    expect(after.get(c.id)!.from).toBe(lot[4]);
    expect(after.get(d.id)!.from).toBe(lot[6]);
    expect(after.get(f.id)!.from).toBe(lot[8]);
    expect(after.get(h.id)!.from).toBe(lot[11]);

    // No bound below its bidder's exposure, no exposure (with unpaid wins) past a limit.
    const open = await leading(lot);
    const limits = new Map([
      [a.id, 100_000],
      [b.id, 60_000],
      [c.id, 200_000],
      [d.id, 40_000],
      [f.id, 2_000_000],
      [g.id, 200_000],
      [h.id, 12_000],
      [i.id, 2_000_000],
    ]);
    for (const [id, limit] of limits) {
      const exposure = await exposureOf(t.db, id);
      expect(exposure.open, `bidder ${id}`).toBe(open.get(id) ?? 0);
      expect(after.get(id)!.bound ?? Infinity, `bidder ${id}`).toBeGreaterThanOrEqual(exposure.open);
      expect(exposure.total, `bidder ${id}`).toBeLessThanOrEqual(limit);
    }
  }, 120_000);
});
