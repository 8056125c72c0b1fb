/**
 * Holds follow the deal: a won lot of a deposit auction holds part of the winner's deposit, and
 * the hold is released exactly once when the deal is paid or cancelled; lots of other auctions
 * hold nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
      before: { stage: 'payment_due', buyerUserId: h1 },
      after: { stage: 'paid', buyerUserId: h1 },
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
        before: { stage: 'payment_due', buyerUserId: h1 },
        after: { stage: 'backed_out', buyerUserId: h1 },
        holdAmount: 10_000,
      }),
    );
    await t.db.transaction((tx) =>
      settleDealHolds(tx, {
        assetId: lots[1]!.id,
        before: { stage: 'offered', buyerUserId: h2 },
        after: { stage: 'payment_due', buyerUserId: h2 },
        holdAmount: 10_000,
      }),
    );
    expect(await depositAccount(t.db, h1)).toEqual({ balance: 25_000, held: 0, available: 25_000 });
    expect(await depositAccount(t.db, h2)).toEqual({ balance: 5_000, held: 5_000, available: 0 });
  });
});
