/**
 * The engine's exposure bound (deposit_accounts.exposure_bound, docs/deposits.md) against the
 * exposure summed from the lots themselves, after random steps: quotes and maxima on lots of
 * auctions that require deposits, lots closing (deals), withdrawn, an auction cancelled, made not
 * to require deposits and then to require them again, deposits moving. After every step each
 * bound is unknown or at least the buyer's exposure (open lots and unpaid deals); every limit
 * refusal names the exact exposure, and nothing the engine accepts takes a buyer past their limit.
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { intArray, queryRows } from '../../db/rows.js';
import { assets, auctions, autobids } from '../../db/schema/index.js';
import { createAuction, subscribedBuyer } from '../../test/factories.js';
import { createTestApp, modeName, type TestContext } from '../../test/harness.js';
import { hashToken } from '../accounts/session.js';
import { depositAccount, exposureOf, recordAdjustment, recordExposureOfBids } from '../deposits/index.js';
import { closeDueLots } from './closing.js';
import { placeQuotes } from './repo.js';

const MULTIPLE = 2;
const INCREMENT = 5_000;
/** The buyers, each with a deposit of their own. */
const BUYERS = 4;

let t: TestContext;
let buyers: Array<{ id: number; tokenHash: string }>;

beforeAll(async () => {
  t = await createTestApp();
  buyers = [];
  // Deposits from none (a limit of 0) to a few lots' worth; the steps move them.
  for (const deposit of [0, 60_000, 120_000, 300_000]) {
    const b = await subscribedBuyer(t.db);
    buyers.push({ id: b.user.id, tokenHash: hashToken(b.token) });
    if (deposit > 0)
      await t.db.transaction((tx) => recordAdjustment(tx, { userId: b.user.id, amount: deposit, reason: 'test deposit', createdBy: null }));
  }
  // Migrating an in-memory database takes a while on a busy machine.
}, 180_000);
afterAll(async () => {
  await t.close();
});

const step = fc.oneof(
  { weight: 8, arbitrary: fc.record({ t: fc.constant('quote' as const), who: fc.nat(BUYERS - 1), lot: fc.nat(4), steps: fc.nat(3) }) },
  { weight: 6, arbitrary: fc.record({ t: fc.constant('autobid' as const), who: fc.nat(BUYERS - 1), lot: fc.nat(4), steps: fc.nat(8) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('close' as const), lot: fc.nat(4) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('withdraw' as const), lot: fc.nat(4) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('cancel' as const) }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('toggle' as const) }) },
  {
    weight: 2,
    arbitrary: fc.record({ t: fc.constant('deposit' as const), who: fc.nat(BUYERS - 1), amount: fc.constantFrom(-30_000, 20_000, 60_000) }),
  },
);

/** Steps seen over the runs: the bound must have been loose sometimes (kept, not summed each time). */
const seen = { loose: 0, refused: 0, accepted: 0 };

async function bounds(ids = buyers.map((b) => b.id)): Promise<Map<number, number | null>> {
  const rows = await queryRows<{ user_id: number; exposure_bound: string | null }>(
    t.db,
    sql`select user_id, exposure_bound from deposit_accounts where user_id = any(${intArray(ids)}::int[])`,
  );
  return new Map(rows.map((r) => [Number(r.user_id), r.exposure_bound === null ? null : Number(r.exposure_bound)]));
}

/**
 * A buyer's exposure on these lots read from the lots and maxima themselves (not from the account's
 * exposure_from_lot or exposure_lots, which the engine's sum and exposureOf start from).
 */
async function openExposure(userId: number, lotIds: number[]): Promise<number> {
  const [row] = await queryRows<{ e: string }>(
    t.db,
    sql`select coalesce(sum(case
                 when a.leader_user_id = ${userId} and a.current_price is not null then greatest(a.current_price, coalesce(b.max_amount, 0))
                 when b.max_amount >= coalesce(a.current_price + a.increment, a.start_price) then b.max_amount
                 else 0 end), 0) as e
          from assets a join auctions au on au.id = a.auction_id
          left join autobids b on b.asset_id = a.id and b.user_id = ${userId}
         where a.id = any(${intArray(lotIds)}::int[]) and a.status = 'open' and au.requires_deposit and au.status <> 'cancelled'`,
  );
  return Number(row!.e);
}

describe(`the engine's exposure bound in ${modeName}`, () => {
  it('is never below the exposure (open lots and unpaid deals), and limits are decided as from the exact sum', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 8, maxLength: 24 }), async (steps) => {
        // Lots 0–2 in auction A, 3–4 in auction B (the one cancelled and toggled); both require deposits.
        const a = await createAuction(t.db, { lots: 3, increment: INCREMENT, requiresDeposit: true, depositLimitMultiple: MULTIPLE });
        const b = await createAuction(t.db, { lots: 2, increment: INCREMENT, requiresDeposit: true, depositLimitMultiple: MULTIPLE });
        const lots = [...a.lots, ...b.lots].map((l) => l.id);
        for (const s of steps) {
          if (s.t === 'quote' || s.t === 'autobid') {
            const buyer = buyers[s.who]!;
            const [lot] = await t.db.select().from(assets).where(eq(assets.id, lots[s.lot]!));
            const [own] = await t.db
              .select()
              .from(autobids)
              .where(sql`${autobids.assetId} = ${lot!.id} and ${autobids.userId} = ${buyer.id}`);
            const next = lot!.currentPrice === null ? lot!.startPrice : lot!.currentPrice + lot!.increment;
            const amount = Math.max(next, own?.maxAmount ?? 0) + s.steps * INCREMENT;
            const before = await exposureOf(t.db, buyer.id);
            const balance = (await depositAccount(t.db, buyer.id)).balance;
            const [placed] = await placeQuotes(t.db, [
              {
                ...(s.t === 'autobid' && { kind: 'autobid' as const }),
                tokenHash: buyer.tokenHash,
                assetId: lot!.id,
                amount,
                key: randomUUID(),
                requestHash: randomUUID().replaceAll('-', '').padEnd(64, '0'),
              },
            ]);
            const outcome = placed!.outcome;
            const [auction] = await t.db.select().from(auctions).where(eq(auctions.id, lot!.auctionId));
            if ('code' in outcome && outcome.code === 'limit_exceeded') {
              seen.refused++;
              expect(outcome.used).toBe(before.total);
              expect(outcome.limit).toBe(balance * MULTIPLE);
            } else if (outcome.status === 200 && auction!.requiresDeposit) {
              seen.accepted++;
              expect((await exposureOf(t.db, buyer.id)).total).toBeLessThanOrEqual(Math.max(before.total, balance * MULTIPLE));
            }
          } else if (s.t === 'close') {
            await t.db
              .update(assets)
              .set({ endsAt: sql`now() - interval '1 second'` })
              .where(sql`${assets.id} = ${lots[s.lot]!} and ${assets.status} = 'open'`);
            await closeDueLots(t.db);
          } else if (s.t === 'withdraw') {
            await t.db
              .update(assets)
              .set({ status: 'withdrawn' })
              .where(sql`${assets.id} = ${lots[s.lot]!} and ${assets.status} = 'open'`);
          } else if (s.t === 'cancel') {
            await t.db.transaction(async (tx) => {
              await tx.update(auctions).set({ status: 'cancelled' }).where(eq(auctions.id, b.auction.id));
              await tx
                .update(assets)
                .set({ status: 'withdrawn' })
                .where(sql`${assets.auctionId} = ${b.auction.id} and ${assets.status} = 'open'`);
            });
          } else if (s.t === 'toggle') {
            await t.db
              .update(auctions)
              .set({ requiresDeposit: sql`not ${auctions.requiresDeposit}` })
              .where(eq(auctions.id, b.auction.id));
          } else {
            const u = buyers[s.who]!.id;
            const now = (await depositAccount(t.db, u)).balance;
            const amount = Math.max(s.amount, -now);
            if (amount !== 0)
              await t.db.transaction((tx) => recordAdjustment(tx, { userId: u, amount, reason: 'test deposit', createdBy: null }));
          }
          const kept = await bounds();
          for (const buyer of buyers) {
            // Earlier runs' lots are closed: the exposure is all on this run's lots.
            const open = await openExposure(buyer.id, lots);
            const exposure = await exposureOf(t.db, buyer.id);
            expect(exposure.open, `exposure of ${buyer.id} after ${JSON.stringify(s)}`).toBe(open);
            const exact = exposure.total;
            const bound = kept.get(buyer.id);
            if (bound === undefined || bound === null) continue;
            expect(bound, `buyer ${buyer.id} after ${JSON.stringify(s)}`).toBeGreaterThanOrEqual(exact);
            if (bound > exact) seen.loose++;
          }
        }
        // The run's lots stop counting before the next run.
        await t.db
          .update(assets)
          .set({ status: 'closed' })
          .where(sql`${inArray(assets.id, lots)} and ${assets.status} = 'open'`);
      }),
      { numRuns: 15, seed: Number(process.env.ENGINE_TEST_SEED ?? 1) },
    );
    console.info(`exposure bound: ${JSON.stringify(seen)}`);
    expect(seen.loose).toBeGreaterThan(0);
    expect(seen.refused).toBeGreaterThan(0);
    expect(seen.accepted).toBeGreaterThan(0);
  }, 300_000);

  it('is forgotten when an auction starts to require deposits again', async () => {
    const made = await subscribedBuyer(t.db);
    const buyer = { id: made.user.id, tokenHash: hashToken(made.token) };
    await t.db.transaction((tx) => recordAdjustment(tx, { userId: buyer.id, amount: 60_000, reason: 'test deposit', createdBy: null }));
    const a = await createAuction(t.db, { increment: INCREMENT, requiresDeposit: true, depositLimitMultiple: MULTIPLE });
    const b = await createAuction(t.db, { increment: INCREMENT, requiresDeposit: true, depositLimitMultiple: MULTIPLE });
    const quote = async (assetId: number) =>
      (
        await placeQuotes(t.db, [{ tokenHash: buyer.tokenHash, assetId, amount: 100_000, key: randomUUID(), requestHash: 'f'.repeat(64) }])
      )[0]!.outcome;
    const setDeposit = (id: number, on: boolean) => t.db.update(auctions).set({ requiresDeposit: on }).where(eq(auctions.id, id));
    const boundOf = async () => (await bounds([buyer.id])).get(buyer.id);

    expect(await quote(b.lots[0]!.id)).toMatchObject({ status: 200 });
    expect(await boundOf()).toBe(100_000);
    // B stops requiring deposits: the next request's sum (the bound left no room) leaves B's lot out.
    await setDeposit(b.auction.id, false);
    expect(await quote(a.lots[0]!.id)).toMatchObject({ status: 200 });
    expect(await boundOf()).toBe(100_000);
    // B's lot counts again: the bound is unknown until the next sum.
    await setDeposit(b.auction.id, true);
    expect((await exposureOf(t.db, buyer.id)).open).toBe(200_000);
    expect(await boundOf()).toBeNull();
  }, 60_000);

  it('is forgotten for a quote decided while deposits were being switched on, once its lot is recorded', async () => {
    const made = await subscribedBuyer(t.db);
    const buyer = { id: made.user.id, tokenHash: hashToken(made.token) };
    await t.db.transaction((tx) => recordAdjustment(tx, { userId: buyer.id, amount: 60_000, reason: 'test deposit', createdBy: null }));
    const a = await createAuction(t.db, { lots: 2, increment: INCREMENT, requiresDeposit: true, depositLimitMultiple: MULTIPLE });
    const b = await createAuction(t.db, { increment: INCREMENT, requiresDeposit: false, depositLimitMultiple: MULTIPLE });
    const quote = async (assetId: number) =>
      (
        await placeQuotes(t.db, [{ tokenHash: buyer.tokenHash, assetId, amount: 100_000, key: randomUUID(), requestHash: 'f'.repeat(64) }])
      )[0]!.outcome;
    const boundOf = async () => (await bounds([buyer.id])).get(buyer.id);
    expect(await quote(a.lots[0]!.id)).toMatchObject({ status: 200 });
    expect(await boundOf()).toBe(100_000);
    // B's quote, decided without a limit; B then requires deposits: the switch finds the buyer
    // from the lot's quotes and forgets their bound. The next sum finds B's lot among their quotes.
    expect(await quote(b.lots[0]!.id)).toMatchObject({ status: 200 });
    await t.db.update(auctions).set({ requiresDeposit: true }).where(eq(auctions.id, b.auction.id));
    expect(await boundOf()).toBeNull();
    expect(await quote(a.lots[1]!.id)).toMatchObject({ status: 403, code: 'limit_exceeded', used: 200_000 });
    expect(await boundOf()).toBe(200_000);
    // A request that waited through the switch commits after it, unseen by it: once its lot is
    // recorded (exposure_lots rows), the bidders' bounds are unknown again.
    await t.db.transaction((tx) => recordExposureOfBids(tx, b.auction.id));
    expect((await exposureOf(t.db, buyer.id)).open).toBe(200_000);
    expect(await boundOf()).toBeNull();
  }, 60_000);

  it("walks a buyer's quotes from the lowest lot that can hold their exposure, which follows their requests and sums", async () => {
    const made = await subscribedBuyer(t.db);
    const buyer = { id: made.user.id, tokenHash: hashToken(made.token) };
    const rival = await subscribedBuyer(t.db);
    // Limits: the buyer 3,00,000; the rival 20,00,000.
    await t.db.transaction((tx) => recordAdjustment(tx, { userId: buyer.id, amount: 150_000, reason: 'test deposit', createdBy: null }));
    await t.db.transaction((tx) =>
      recordAdjustment(tx, { userId: rival.user.id, amount: 1_000_000, reason: 'test deposit', createdBy: null }),
    );
    const a = await createAuction(t.db, { lots: 3, increment: INCREMENT, requiresDeposit: true, depositLimitMultiple: MULTIPLE });
    const [l0, l1, l2] = a.lots.map((l) => l.id);
    const quote = async (who: { tokenHash: string }, assetId: number, amount: number) =>
      (await placeQuotes(t.db, [{ tokenHash: who.tokenHash, assetId, amount, key: randomUUID(), requestHash: 'f'.repeat(64) }]))[0]!
        .outcome;
    const account = async () => {
      const [row] = await queryRows<{ from: number; bound: string | null }>(
        t.db,
        sql`select exposure_from_lot as from, exposure_bound as bound from deposit_accounts where user_id = ${buyer.id}`,
      );
      return { from: Number(row!.from), bound: row!.bound === null ? null : Number(row!.bound) };
    };

    // A new account: 0 (its first sum walks every quote), raised by that sum to the lot quoted on.
    expect(await account()).toEqual({ from: 0, bound: null });
    expect(await quote(buyer, l1!, 100_000)).toMatchObject({ status: 200 });
    expect(await account()).toEqual({ from: l1, bound: 100_000 });
    // A request on a lower lot lowers it in the statement that raises the bound (no sum: room left).
    expect(await quote(buyer, l0!, 100_000)).toMatchObject({ status: 200 });
    expect(await account()).toEqual({ from: l0, bound: 200_000 });
    // Outbid on l0, the buyer's exposure is l1's alone; the bound (2,00,000) leaves no room for
    // 1,50,000 more, so exposure is summed: l0 and l1 found from the quotes, l0 holding nothing.
    const rivalHash = { tokenHash: hashToken(rival.token) };
    expect(await quote(rivalHash, l0!, 100_000 + INCREMENT)).toMatchObject({ status: 200 });
    expect(await quote(buyer, l2!, 150_000)).toMatchObject({ status: 200 });
    expect(await account()).toEqual({ from: l1, bound: 250_000 });
    expect(await exposureOf(t.db, buyer.id)).toMatchObject({ open: 250_000 });
    // Back on l0 (below it): refused past the limit, with the exposure found from l1 on.
    expect(await quote(buyer, l0!, 100_000 + 2 * INCREMENT)).toMatchObject({ status: 403, code: 'limit_exceeded', used: 250_000 });
    expect((await account()).from).toBe(l0);
    expect(await openExposure(buyer.id, [l0!, l1!, l2!])).toBe(250_000);
    // No exposure_lots row for a buyer's own quotes.
    const [rows] = await queryRows<{ n: string }>(t.db, sql`select count(*) as n from exposure_lots where user_id = ${buyer.id}`);
    expect(Number(rows!.n)).toBe(0);
  }, 120_000);
});
