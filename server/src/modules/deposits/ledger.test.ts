/**
 * The deposit ledger as a property: random sequences of deposits, refunds and their reversals,
 * adjustments, holds, releases and forfeits (and attempts the ledger must refuse), each in its own
 * transaction, against a model of the accounts. After every step no balance is negative and the
 * database agrees with the model; at the end every transaction balances, the accounts equal the
 * sums of their entries, and after the deals settle each hold was released exactly once.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows.js';
import { createUser } from '../../test/factories.js';
import { createTestApp, modeName, type TestContext } from '../../test/harness.js';
import {
  depositAccount,
  forfeitForLot,
  holdForLot,
  LedgerError,
  postTxn,
  recordAdjustment,
  recordDeposit,
  recordRefund,
  releaseHold,
  reverseRefund,
} from './ledger.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const LOTS = [101, 102, 103];

const op = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant('deposit' as const),
      user: fc.nat(2),
      amount: fc.integer({ min: 1, max: 50_000 }),
      payment: fc.nat(5),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ type: fc.constant('refund' as const), user: fc.nat(2), amount: fc.integer({ min: 1, max: 60_000 }) }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('reverse' as const), refund: fc.nat(10) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('adjust' as const),
      user: fc.nat(2),
      amount: fc.integer({ min: -30_000, max: 30_000 }).filter((n) => n !== 0),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('hold' as const),
      user: fc.nat(2),
      lot: fc.nat(2),
      amount: fc.integer({ min: 1, max: 20_000 }),
    }),
  },
  { weight: 3, arbitrary: fc.record({ type: fc.constant('release' as const), user: fc.nat(2), lot: fc.nat(2) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('forfeit' as const),
      user: fc.nat(2),
      lot: fc.nat(2),
      charge: fc.integer({ min: 1, max: 15_000 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ type: fc.constant('unbalanced' as const), user: fc.nat(2), amount: fc.integer({ min: 1, max: 1_000 }) }),
  },
);

interface ModelAccount {
  balance: number;
  held: number;
}

describe(`the deposit ledger in ${modeName}`, () => {
  it('never goes negative, balances every movement and releases each hold exactly once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 30 }), async (ops) => {
        const users = [await createUser(t.db), await createUser(t.db), await createUser(t.db)].map((u) => u.id);
        // Payment ids unique to this run: the same id twice is a repeated webhook.
        const paymentBase = users[0]! * 100;
        const model = new Map<number, ModelAccount>(users.map((u) => [u, { balance: 0, held: 0 }]));
        const holds = new Map<string, { amount: number; released: boolean }>();
        const paid = new Set<string>();
        const forfeited = new Set<string>();
        const refunds: Array<{ id: number; user: number; amount: number; reversed: boolean }> = [];
        let refundId = users[0]! * 100;

        for (const o of ops) {
          const run = <T>(f: (tx: Parameters<Parameters<typeof t.db.transaction>[0]>[0]) => Promise<T>) => t.db.transaction(f);
          if (o.type === 'deposit') {
            const u = users[o.user]!;
            const paymentId = paymentBase + o.payment;
            await run((tx) => recordDeposit(tx, { userId: u, amount: o.amount, paymentId }));
            // Once per payment, whatever amount a repeated call names.
            if (!paid.has(`${u}:${paymentId}`)) model.get(u)!.balance += o.amount;
            paid.add(`${u}:${paymentId}`);
          } else if (o.type === 'refund') {
            const u = users[o.user]!;
            const m = model.get(u)!;
            const id = ++refundId;
            const attempt = run((tx) => recordRefund(tx, { userId: u, amount: o.amount, refundId: id }));
            if (o.amount <= m.balance - m.held) {
              await attempt;
              m.balance -= o.amount;
              refunds.push({ id, user: u, amount: o.amount, reversed: false });
            } else {
              await expect(attempt).rejects.toMatchObject({ code: 'insufficient' });
            }
          } else if (o.type === 'reverse') {
            const r = refunds[o.refund % Math.max(1, refunds.length)];
            if (!r) continue;
            await run((tx) => reverseRefund(tx, { userId: r.user, amount: r.amount, refundId: r.id }));
            if (!r.reversed) model.get(r.user)!.balance += r.amount;
            r.reversed = true;
          } else if (o.type === 'adjust') {
            const u = users[o.user]!;
            const m = model.get(u)!;
            const attempt = run((tx) => recordAdjustment(tx, { userId: u, amount: o.amount, reason: 'reconciliation', createdBy: null }));
            if (m.balance - m.held + o.amount >= 0) {
              await attempt;
              m.balance += o.amount;
            } else {
              await expect(attempt).rejects.toMatchObject({ code: 'insufficient' });
            }
          } else if (o.type === 'hold') {
            const u = users[o.user]!;
            const m = model.get(u)!;
            const key = `${u}:${LOTS[o.lot]}`;
            const got = await run((tx) => holdForLot(tx, { userId: u, assetId: LOTS[o.lot]!, amount: o.amount }));
            const expected = holds.has(key) ? 0 : Math.min(o.amount, m.balance - m.held);
            expect(got).toBe(expected);
            if (expected > 0) {
              holds.set(key, { amount: expected, released: false });
              m.held += expected;
            }
          } else if (o.type === 'release') {
            const u = users[o.user]!;
            const key = `${u}:${LOTS[o.lot]}`;
            const h = holds.get(key);
            const got = await run((tx) => releaseHold(tx, { userId: u, assetId: LOTS[o.lot]! }));
            expect(got).toBe(h && !h.released ? h.amount : 0);
            if (h && !h.released) {
              h.released = true;
              model.get(u)!.held -= h.amount;
            }
          } else if (o.type === 'forfeit') {
            const u = users[o.user]!;
            const m = model.get(u)!;
            const key = `${u}:${LOTS[o.lot]}`;
            const h = holds.get(key);
            const got = await run((tx) => forfeitForLot(tx, { userId: u, assetId: LOTS[o.lot]!, charge: o.charge }));
            if (h && !h.released) {
              h.released = true;
              m.held -= h.amount;
            }
            const take = forfeited.has(key) ? 0 : Math.min(o.charge, m.balance - m.held);
            expect(got.forfeited).toBe(take);
            m.balance -= take;
            // At most one forfeit entry per buyer and lot: one that found nothing to take left none.
            if (take > 0) forfeited.add(key);
          } else {
            const u = users[o.user]!;
            // A movement that does not balance is refused before anything is written.
            await expect(
              run((tx) =>
                postTxn(tx, {
                  userId: u,
                  kind: 'adjustment',
                  reason: 'x',
                  entries: [
                    { account: 'buyer_deposit', amount: o.amount },
                    { account: 'adjustments', amount: -o.amount + 1 },
                  ],
                }),
              ),
            ).rejects.toBeInstanceOf(LedgerError);
          }
          // After every step: the database's accounts are the model's, and never negative.
          for (const u of users) {
            const a = await depositAccount(t.db, u);
            const m = model.get(u)!;
            expect({ balance: a.balance, held: a.held }).toEqual(m);
            expect(a.balance).toBeGreaterThanOrEqual(0);
            expect(a.held).toBeGreaterThanOrEqual(0);
            expect(a.available).toBeGreaterThanOrEqual(0);
          }
        }

        // The deals settle: every hold still standing is released, each exactly once.
        for (const u of users) for (const lot of LOTS) await t.db.transaction((tx) => releaseHold(tx, { userId: u, assetId: lot }));
        for (const u of users)
          for (const lot of LOTS) expect(await t.db.transaction((tx) => releaseHold(tx, { userId: u, assetId: lot }))).toBe(0);

        const ids = `{${users.join(',')}}`;
        const unbalanced = await queryRows<{ txn_id: string }>(
          t.db,
          sql`select txn_id from ledger_entries where user_id = any(${ids}::int[]) group by txn_id having sum(amount) <> 0`,
        );
        expect(unbalanced).toEqual([]);
        const sums = await queryRows<{ user_id: number; balance: string; held: string; holds: string; releases: string }>(
          t.db,
          sql`select u.id as user_id,
                     coalesce(sum(e.amount) filter (where e.account in ('buyer_deposit', 'held')), 0) as balance,
                     coalesce(sum(e.amount) filter (where e.account = 'held'), 0) as held,
                     count(*) filter (where e.kind = 'hold' and e.account = 'held') as holds,
                     count(*) filter (where e.kind = 'release' and e.account = 'held') as releases
                from unnest(${ids}::int[]) as u(id) left join ledger_entries e on e.user_id = u.id
               group by u.id order by u.id`,
        );
        for (const s of sums) {
          const a = await depositAccount(t.db, s.user_id);
          expect({ balance: Number(s.balance), held: Number(s.held) }).toEqual({ balance: a.balance, held: a.held });
          expect(a.held).toBe(0);
          expect(Number(s.releases)).toBe(Number(s.holds));
        }
        const perHold = await queryRows<{ n: string }>(
          t.db,
          sql`select count(*) as n from ledger_entries where user_id = any(${ids}::int[]) and account = 'held' and kind in ('hold', 'release')
              group by user_id, reference, kind having count(*) <> 1`,
        );
        expect(perHold).toEqual([]);
        expect(holds.size).toBe(
          Number(
            (
              await queryRows<{ n: string }>(
                t.db,
                sql`select count(*) as n from ledger_entries where user_id = any(${ids}::int[]) and kind = 'hold' and account = 'held'`,
              )
            )[0]!.n,
          ),
        );
      }),
      { numRuns: 25 },
    );
  }, 300_000);

  it('refuses to edit or delete an entry, and to commit a movement that does not balance', async () => {
    const u = (await createUser(t.db)).id;
    await t.db.transaction((tx) => recordDeposit(tx, { userId: u, amount: 5_000, paymentId: 999_999 }));
    await expect(t.db.execute(sql`update ledger_entries set amount = amount * 2 where user_id = ${u}`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from ledger_entries where user_id = ${u}`)).rejects.toThrow();
    // Written behind the ledger's back, one side only: the commit is refused.
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(
          sql`insert into ledger_entries (txn_id, user_id, account, amount, kind) values (nextval('ledger_txn_seq'), ${u}, 'buyer_deposit', 100, 'deposit')`,
        );
      }),
    ).rejects.toThrow();
    // And a balance below zero is refused by the database too.
    await expect(t.db.execute(sql`update deposit_accounts set balance = -1 where user_id = ${u}`)).rejects.toThrow();
    const rows = await queryRows<{ n: string; s: string }>(
      t.db,
      sql`select count(*) as n, sum(amount) as s from ledger_entries where user_id = ${u}`,
    );
    expect({ n: Number(rows[0]!.n), s: Number(rows[0]!.s) }).toEqual({ n: 2, s: 0 });
    expect(await depositAccount(t.db, u)).toEqual({ balance: 5_000, held: 0, available: 5_000 });
  });
});
