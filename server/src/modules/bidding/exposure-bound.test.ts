/**
 * The engine's exposure bound (deposit_accounts.exposure_bound, docs/deposits.md) against the
 * exposure summed from the lots themselves, after random steps: quotes and maxima on lots of
 * auctions that require deposits, lots closing (deals), withdrawn, an auction cancelled, made not
 * to require deposits and then to require them again, deposits moving. After every step each
 * bound is unknown or at least the buyer's exposure on open lots; every limit refusal names the
 * exact exposure, and nothing the engine accepts takes a buyer past their limit.
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

describe(`the engine's exposure bound in ${modeName}`, () => {
  it('is never below the exposure on open lots, and limits are decided as from the exact sum', async () => {
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
            const bound = kept.get(buyer.id);
            if (bound === undefined || bound === null) continue;
            const exact = (await exposureOf(t.db, buyer.id)).open;
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
    const a = await createAuction(t.db, { increment: INCREMENT, requiresDeposit: true, depositLimitMultiple: MULTIPLE });
    const b = await createAuction(t.db, { increment: INCREMENT, requiresDeposit: false, depositLimitMultiple: MULTIPLE });
    const quote = async (assetId: number) =>
      (
        await placeQuotes(t.db, [{ tokenHash: buyer.tokenHash, assetId, amount: 100_000, key: randomUUID(), requestHash: 'f'.repeat(64) }])
      )[0]!.outcome;
    const boundOf = async () => (await bounds([buyer.id])).get(buyer.id);
    expect(await quote(a.lots[0]!.id)).toMatchObject({ status: 200 });
    expect(await boundOf()).toBe(100_000);
    // B's quote as a request that waited through the switch leaves it: decided without a limit.
    expect(await quote(b.lots[0]!.id)).toMatchObject({ status: 200 });
    await t.db.update(auctions).set({ requiresDeposit: true }).where(eq(auctions.id, b.auction.id));
    expect(await boundOf()).toBe(100_000);
    await t.db.transaction((tx) => recordExposureOfBids(tx, b.auction.id));
    expect((await exposureOf(t.db, buyer.id)).open).toBe(200_000);
    expect(await boundOf()).toBeNull();
  }, 60_000);

  it('keeps the lots a buyer may be accepted on in their account, and drops closed ones once the list has doubled', async () => {
    const made = await subscribedBuyer(t.db);
    const buyer = { id: made.user.id, tokenHash: hashToken(made.token) };
    await t.db.transaction((tx) => recordAdjustment(tx, { userId: buyer.id, amount: 10_000_000, reason: 'test deposit', createdBy: null }));
    const a = await createAuction(t.db, { lots: 33, increment: INCREMENT, requiresDeposit: true, depositLimitMultiple: MULTIPLE });
    const ids = a.lots.map((l) => l.id);
    const quote = async (assetId: number) =>
      (
        await placeQuotes(t.db, [{ tokenHash: buyer.tokenHash, assetId, amount: 100_000, key: randomUUID(), requestHash: 'f'.repeat(64) }])
      )[0]!.outcome;
    const listed = async () => {
      const [row] = await queryRows<{ ids: number[]; kept: number; bound: string | null }>(
        t.db,
        sql`select exposure_lot_ids as ids, exposure_lots_kept as kept, exposure_bound as bound from deposit_accounts where user_id = ${buyer.id}`,
      );
      return { ids: row!.ids.map(Number), kept: Number(row!.kept), bound: row!.bound === null ? null : Number(row!.bound) };
    };

    for (const id of ids.slice(0, 32)) expect(await quote(id)).toMatchObject({ status: 200 });
    // One entry per lot, in the order quoted; no exposure_lots row for a buyer's own quotes.
    expect(await listed()).toEqual({ ids: ids.slice(0, 32), kept: 0, bound: 3_200_000 });
    const [rows] = await queryRows<{ n: string }>(t.db, sql`select count(*) as n from exposure_lots where user_id = ${buyer.id}`);
    expect(Number(rows!.n)).toBe(0);
    expect(await quote(ids[0]!)).toMatchObject({ status: 409, code: 'already_leading' });
    expect((await listed()).ids).toHaveLength(32);

    // 30 lots close; the 33rd lot makes the list longer than 2 × 0 + 32: pruned, with no exact sum
    // (dropping closed lots moves no exposure): the bound stays the raised one, an upper bound.
    await t.db
      .update(assets)
      .set({ status: 'closed' })
      .where(inArray(assets.id, ids.slice(0, 30)));
    expect(await quote(ids[32]!)).toMatchObject({ status: 200 });
    expect(await listed()).toEqual({ ids: ids.slice(30), kept: 3, bound: 3_300_000 });
    expect((await exposureOf(t.db, buyer.id)).open).toBe(300_000);
  }, 120_000);
});
