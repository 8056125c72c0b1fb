/**
 * Holds follow the deal: a won lot of a deposit auction holds part of the winner's deposit, and
 * the hold is released exactly once when the deal is paid or cancelled; lots of other auctions
 * hold nothing.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows.js';
import { createAuction, createUser } from '../../test/factories.js';
import { createTestApp, modeName, type TestContext } from '../../test/harness.js';
import { holdForWonLots, settleDealHolds } from './holds.js';
import { depositAccount, holdOf, recordDeposit } from './ledger.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe(`holds on won lots in ${modeName}`, () => {
  it('holds on a deposit lot when won, releases once when paid; an H2 who accepts gets a hold; other lots hold nothing', async () => {
    const { lots } = await createAuction(t.db, { lots: 2, requiresDeposit: true });
    const { lots: plain } = await createAuction(t.db);
    const h1 = (await createUser(t.db)).id;
    const h2 = (await createUser(t.db)).id;
    await t.db.transaction((tx) => recordDeposit(tx, { userId: h1, amount: 25_000, paymentId: 1 }));
    await t.db.transaction((tx) => recordDeposit(tx, { userId: h2, amount: 5_000, paymentId: 2 }));

    await t.db.transaction((tx) =>
      holdForWonLots(
        tx,
        [
          { id: lots[0]!.id, leader_user_id: h1 },
          { id: lots[1]!.id, leader_user_id: h1 },
          { id: plain[0]!.id, leader_user_id: h1 },
        ],
        10_000,
      ),
    );
    expect(await depositAccount(t.db, h1)).toEqual({ balance: 25_000, held: 20_000, available: 5_000 });
    expect(await holdOf(t.db, h1, plain[0]!.id)).toBeNull();

    // Lot 1 paid: released; stepping again releases nothing more.
    const paid = {
      assetId: lots[0]!.id,
      before: { stage: 'payment_due', buyerUserId: h1, amount: 100_000 },
      after: { stage: 'paid', buyerUserId: h1, amount: 100_000 },
      holdAmount: 10_000,
    };
    await t.db.transaction((tx) => settleDealHolds(tx, paid));
    await t.db.transaction((tx) => settleDealHolds(tx, paid));
    expect(await holdOf(t.db, h1, lots[0]!.id)).toEqual({ amount: 10_000, released: true });
    expect(await depositAccount(t.db, h1)).toEqual({ balance: 25_000, held: 10_000, available: 15_000 });

    // Lot 2: H1 backs out (released), H2 accepts the offer (held, up to what H2 has free).
    await t.db.transaction((tx) =>
      settleDealHolds(tx, {
        assetId: lots[1]!.id,
        before: { stage: 'payment_due', buyerUserId: h1, amount: 100_000 },
        after: { stage: 'backed_out', buyerUserId: h1, amount: 100_000 },
        holdAmount: 10_000,
      }),
    );
    await t.db.transaction((tx) =>
      settleDealHolds(tx, {
        assetId: lots[1]!.id,
        before: { stage: 'offered', buyerUserId: h2, amount: 90_000 },
        after: { stage: 'payment_due', buyerUserId: h2, amount: 90_000 },
        holdAmount: 10_000,
      }),
    );
    expect(await depositAccount(t.db, h1)).toEqual({ balance: 25_000, held: 0, available: 25_000 });
    expect(await depositAccount(t.db, h2)).toEqual({ balance: 5_000, held: 5_000, available: 0 });
  });

  it("adds what a deal newly commits a buyer to to their exposure bound: an accepted offer, a counter offer's rise", async () => {
    const { lots } = await createAuction(t.db, { lots: 2, requiresDeposit: true });
    const { lots: plain } = await createAuction(t.db);
    const [h1, h2] = [(await createUser(t.db)).id, (await createUser(t.db)).id];
    await t.db.transaction((tx) => recordDeposit(tx, { userId: h1, amount: 25_000, paymentId: 3 }));
    await t.db.transaction((tx) => recordDeposit(tx, { userId: h2, amount: 25_000, paymentId: 4 }));
    const setBound = (user: number, bound: number | null) =>
      t.db.execute(sql`update deposit_accounts set exposure_bound = ${bound} where user_id = ${user}`);
    const bound = async (user: number) => {
      const [row] = await queryRows<{ b: string | null }>(
        t.db,
        sql`select exposure_bound as b from deposit_accounts where user_id = ${user}`,
      );
      return row!.b === null ? null : Number(row!.b);
    };
    const settle = (assetId: number, before: [string, number, number], after: [string, number, number]) =>
      t.db.transaction((tx) =>
        settleDealHolds(tx, {
          assetId,
          before: { stage: before[0], buyerUserId: before[1], amount: before[2] },
          after: { stage: after[0], buyerUserId: after[1], amount: after[2] },
          holdAmount: 10_000,
        }),
      );
    await setBound(h1, 150_000);
    await setBound(h2, 40_000);

    // H1's win was counted as their lead; approved at a counter offer above it, the rise is added.
    await settle(lots[0]!.id, ['approval_pending', h1, 100_000], ['payment_due', h1, 120_000]);
    expect(await bound(h1)).toBe(170_000);
    // Approved at their own amount, or lower: nothing more.
    await settle(lots[1]!.id, ['approval_pending', h1, 100_000], ['payment_due', h1, 100_000]);
    expect(await bound(h1)).toBe(170_000);
    // H2 accepts an offer: the whole amount.
    await settle(lots[1]!.id, ['offered', h2, 90_000], ['payment_due', h2, 90_000]);
    expect(await bound(h2)).toBe(130_000);
    // Paid: the deal stops counting; the bound, an upper bound, stays.
    await settle(lots[1]!.id, ['payment_due', h2, 90_000], ['paid', h2, 90_000]);
    expect(await bound(h2)).toBe(130_000);
    // An unknown bound stays unknown; a lot of an auction without deposits moves no bound.
    await setBound(h2, null);
    await settle(lots[0]!.id, ['offered', h2, 90_000], ['payment_due', h2, 90_000]);
    expect(await bound(h2)).toBeNull();
    await settle(plain[0]!.id, ['offered', h1, 90_000], ['payment_due', h1, 90_000]);
    expect(await bound(h1)).toBe(170_000);
  });
});
