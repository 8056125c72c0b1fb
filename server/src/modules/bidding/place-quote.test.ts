/**
 * The database's quote function (migrations/0001_place_quote.sql) against the pure rules it
 * re-states: on random lots, proxies and quotes, it must emit exactly what rules.ts emits.
 */
import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets, autobids, outbox, quotes } from '../../db/schema/index.js';
import { createAuction, subscribedBuyer } from '../../test/factories.js';
import { createTestApp, modeName, type TestContext } from '../../test/harness.js';
import { hashToken } from '../accounts/session.js';
import { verifyChain } from './chain.js';
import { placeQuotes } from './repo.js';
import { resolveManualQuote, softCloseExtension, type Proxy } from './rules.js';

let t: TestContext;
let buyers: Array<{ id: number; token: string }>;
beforeAll(async () => {
  t = await createTestApp();
  buyers = [];
  for (let i = 0; i < 4; i++) {
    const b = await subscribedBuyer(t.db);
    buyers.push({ id: b.user.id, token: b.token });
  }
});
afterAll(async () => {
  await t.close();
});

const scenario = fc.record({
  increment: fc.constantFrom(100, 500, 1_000, 2_500),
  startPrice: fc.integer({ min: 1, max: 50 }).map((n) => n * 10_000),
  standing: fc.option(fc.record({ steps: fc.integer({ min: 0, max: 20 }), leader: fc.nat(3) }), { nil: null }),
  proxies: fc.uniqueArray(fc.record({ buyer: fc.nat(3), steps: fc.integer({ min: -3, max: 30 }) }), { selector: (p) => p.buyer, maxLength: 4 }),
  quoter: fc.nat(3),
  amountSteps: fc.integer({ min: -1, max: 12 }),
  /** Seconds left: inside the 180 s soft-close window or not. */
  endsIn: fc.constantFrom(3_600, 120, 30),
});

describe(`the quote function in ${modeName}`, () => {
  it('emits the quotes, price, leader, events and soft close that rules.ts decides', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        const { lots } = await createAuction(t.db, { startPrice: s.startPrice, increment: s.increment, endsIn: s.endsIn, hardEndSeconds: 60 });
        const lot = lots[0]!;
        const price = s.standing ? s.startPrice + s.standing.steps * s.increment : null;
        const leaderId = s.standing ? buyers[s.standing.leader]!.id : null;
        await t.db.update(assets).set({ currentPrice: price, leaderUserId: leaderId }).where(eq(assets.id, lot.id));
        // Distinct set times, a millisecond apart, in array order: equal maxima go to the earlier one.
        const proxies: Proxy[] = s.proxies.map((p, i) => ({
          userId: buyers[p.buyer]!.id,
          max: (price ?? s.startPrice) + p.steps * s.increment,
          setAt: i,
        }));
        for (const [i, p] of proxies.entries()) {
          await t.db.insert(autobids).values({ assetId: lot.id, userId: p.userId, maxAmount: p.max, maxSetAt: sql`now() - interval '1 minute' + make_interval(secs => ${i / 1000})` });
        }
        const [before] = await t.db.select({ endsAt: assets.endsAt, hardEndAt: assets.hardEndAt }).from(assets).where(eq(assets.id, lot.id));
        const quoter = buyers[s.quoter]!;
        const nextValid = price === null ? s.startPrice : price + s.increment;
        const amount = nextValid + s.amountSteps * s.increment;

        const [placed] = await placeQuotes(t.db, [{ tokenHash: hashToken(quoter.token), assetId: lot.id, amount, key: randomUUID(), requestHash: 'f'.repeat(64) }]);
        const outcome = placed!.outcome;
        const expected = resolveManualQuote({ price, leaderId, startPrice: s.startPrice, increment: s.increment }, proxies, quoter.id, amount);

        const stored = await t.db.select().from(quotes).where(eq(quotes.assetId, lot.id)).orderBy(asc(quotes.seq));
        if ('reason' in expected) {
          expect(outcome).toMatchObject({ code: expected.reason });
          expect(stored).toEqual([]);
          expect(placed!.events).toEqual([]);
          return;
        }
        expect(outcome).toMatchObject({ status: 200, price: expected.price, you_lead: expected.leaderId === quoter.id, last_seq: expected.quotes.length });
        expect(stored.map((q) => ({ userId: q.userId, amount: q.amount, kind: q.kind }))).toEqual(expected.quotes);
        expect(verifyChain(stored)).toBeNull();

        const [after] = await t.db.select().from(assets).where(eq(assets.id, lot.id));
        expect({ price: after!.currentPrice, leader: after!.leaderUserId, seq: after!.lastSeq }).toEqual({
          price: expected.price,
          leader: expected.leaderId,
          seq: expected.quotes.length,
        });
        const now = stored[0]!.createdAt.getTime();
        const window = { endsAt: before!.endsAt.getTime(), hardEndAt: before!.hardEndAt.getTime(), softCloseMs: 180_000, extensionMs: 180_000 };
        expect(after!.endsAt.getTime()).toBe(softCloseExtension(window, now, true) ?? window.endsAt);

        const events = await t.db.select().from(outbox).where(eq(outbox.assetId, lot.id)).orderBy(asc(outbox.id));
        const outbid = leaderId !== null && leaderId !== expected.leaderId;
        expect(events.map((e) => e.kind)).toEqual([
          ...expected.quotes.map(() => 'quote'),
          ...(after!.extensions > 0 ? ['extended'] : []),
          ...(outbid ? ['outbid'] : []),
        ]);
        expect(events.filter((e) => e.kind === 'quote').map((e) => e.seq)).toEqual(stored.map((q) => q.seq));
        if (outbid) expect(events.at(-1)!.subject).toBe(`user.${leaderId}.outbid`);
        // The answer hands back exactly the rows committed, for this instance's sockets.
        expect(placed!.events).toEqual(events.map((e) => ({ id: e.id, subject: e.subject, payload: e.payload })));
        expect(outcome).not.toHaveProperty('events');
      }),
      { numRuns: 120 },
    );
  }, 120_000);
});
