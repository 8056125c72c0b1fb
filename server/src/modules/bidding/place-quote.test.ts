/**
 * The database's quote function (bidding/engine/place-batch.sql) against the pure rules it
 * re-states: on random lots, proxies and quotes, it must emit exactly what rules.ts emits; and a
 * batch must decide exactly as its requests would one by one.
 */
import { createHash, randomUUID } from 'node:crypto';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets, autobids, outbox, quotes } from '../../db/schema/index.js';
import { createAuction, subscribedBuyer } from '../../test/factories.js';
import { createTestApp, modeName, type TestContext } from '../../test/harness.js';
import { hashToken } from '../accounts/index.js';
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
  proxies: fc.uniqueArray(fc.record({ buyer: fc.nat(3), steps: fc.integer({ min: -3, max: 30 }) }), {
    selector: (p) => p.buyer,
    maxLength: 4,
  }),
  quoter: fc.nat(3),
  amountSteps: fc.integer({ min: -1, max: 12 }),
  /** Seconds left: inside the 180 s soft-close window or not. */
  endsIn: fc.constantFrom(3_600, 120, 30),
});

describe(`the quote function in ${modeName}`, () => {
  it('emits the quotes, price, leader, events and soft close that rules.ts decides', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        const { lots } = await createAuction(t.db, {
          startPrice: s.startPrice,
          increment: s.increment,
          endsIn: s.endsIn,
          hardEndSeconds: 60,
        });
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
          await t.db.insert(autobids).values({
            assetId: lot.id,
            userId: p.userId,
            maxAmount: p.max,
            maxSetAt: sql`now() - interval '1 minute' + make_interval(secs => ${i / 1000})`,
          });
        }
        const [before] = await t.db
          .select({ endsAt: assets.endsAt, hardEndAt: assets.hardEndAt })
          .from(assets)
          .where(eq(assets.id, lot.id));
        const quoter = buyers[s.quoter]!;
        const nextValid = price === null ? s.startPrice : price + s.increment;
        const amount = nextValid + s.amountSteps * s.increment;

        const [placed] = await placeQuotes(t.db, [
          { tokenHash: hashToken(quoter.token), assetId: lot.id, amount, key: randomUUID(), requestHash: 'f'.repeat(64) },
        ]);
        const outcome = placed!.outcome;
        const expected = resolveManualQuote(
          { price, leaderId, startPrice: s.startPrice, increment: s.increment },
          proxies,
          quoter.id,
          amount,
        );

        const stored = await t.db.select().from(quotes).where(eq(quotes.assetId, lot.id)).orderBy(asc(quotes.seq));
        if ('reason' in expected) {
          expect(outcome).toMatchObject({ code: expected.reason });
          expect(stored).toEqual([]);
          expect(placed!.events).toEqual([]);
          return;
        }
        expect(outcome).toMatchObject({
          status: 200,
          price: expected.price,
          you_lead: expected.leaderId === quoter.id,
          last_seq: expected.quotes.length,
        });
        expect(stored.map((q) => ({ userId: q.userId, amount: q.amount, kind: q.kind }))).toEqual(expected.quotes);
        expect(verifyChain(stored)).toBeNull();

        const [after] = await t.db.select().from(assets).where(eq(assets.id, lot.id));
        expect({ price: after!.currentPrice, leader: after!.leaderUserId, seq: after!.lastSeq }).toEqual({
          price: expected.price,
          leader: expected.leaderId,
          seq: expected.quotes.length,
        });
        const now = stored[0]!.createdAt.getTime();
        const window = {
          endsAt: before!.endsAt.getTime(),
          hardEndAt: before!.hardEndAt.getTime(),
          softCloseMs: 180_000,
          extensionMs: 180_000,
        };
        expect(after!.endsAt.getTime()).toBe(softCloseExtension(window, now, true) ?? window.endsAt);

        const events = await t.db.select().from(outbox).where(eq(outbox.assetId, lot.id)).orderBy(asc(outbox.id));
        expect(events.map((e) => e.kind)).toEqual([...expected.quotes.map(() => 'quote'), ...(after!.extensions > 0 ? ['extended'] : [])]);
        expect(events.filter((e) => e.kind === 'quote').map((e) => e.seq)).toEqual(stored.map((q) => q.seq));
        // The buyer who led before and no longer does is named on the last quote only.
        const outbid = leaderId !== null && leaderId !== expected.leaderId ? leaderId : undefined;
        expect(events.map((e) => (e.payload as { outbidUserId?: number }).outbidUserId)).toEqual(
          events.map((e, i) => (i === expected.quotes.length - 1 ? outbid : undefined)),
        );
        // The answer hands back exactly the rows committed, for this instance's sockets.
        expect(placed!.events).toEqual(events.map((e) => ({ id: e.id, subject: e.subject, payload: e.payload })));
        expect(outcome).not.toHaveProperty('events');
      }),
      { numRuns: 120 },
    );
  }, 120_000);

  it('decides a batch exactly as its requests one by one, repeated keys included', async () => {
    const request = fc.record({
      buyer: fc.nat(3),
      lot: fc.nat(1),
      steps: fc.integer({ min: -1, max: 14 }),
      /** Reuse the key of an earlier request of the same buyer, if any (a client's retry). */
      repeat: fc.option(fc.nat(20), { nil: null }),
    });
    const batchScenario = fc.record({
      proxies: fc.uniqueArray(fc.record({ buyer: fc.nat(3), lot: fc.nat(1), steps: fc.integer({ min: 0, max: 16 }) }), {
        selector: (p) => `${p.buyer}:${p.lot}`,
        maxLength: 4,
      }),
      requests: fc.array(request, { minLength: 1, maxLength: 12 }),
      // Inside the soft-close window every change moves the end to the hard end, the same in both worlds.
      endsIn: fc.constantFrom(3_600, 30),
    });
    const startPrice = 100_000;
    const increment = 1_000;
    await fc.assert(
      fc.asyncProperty(batchScenario, async (s) => {
        const endsAt = new Date(Date.now() + s.endsIn * 1000);
        const hardEndAt = new Date(endsAt.getTime() + 60_000);
        /** Two lots with the same state and proxies, for each way of placing the requests. */
        const world = async () => {
          const { lots } = await createAuction(t.db, { lots: 2, startPrice, increment, endsIn: s.endsIn, hardEndSeconds: 60 });
          const ids = lots.map((l) => l.id);
          await t.db.update(assets).set({ endsAt, hardEndAt }).where(inArray(assets.id, ids));
          for (const [i, p] of s.proxies.entries()) {
            await t.db.insert(autobids).values({
              assetId: ids[p.lot]!,
              userId: buyers[p.buyer]!.id,
              maxAmount: startPrice + p.steps * increment,
              maxSetAt: new Date(endsAt.getTime() - 3_600_000 + i),
            });
          }
          return ids;
        };
        const batched = await world();
        const oneByOne = await world();
        const keys: Array<{ buyer: number; key: string }> = [];
        const plan = s.requests.map((r) => {
          const earlier = keys.filter((k) => k.buyer === r.buyer);
          const key = r.repeat !== null && earlier.length > 0 ? earlier[r.repeat % earlier.length]!.key : randomUUID();
          keys.push({ buyer: r.buyer, key });
          const amount = startPrice + r.steps * increment;
          return { ...r, key, amount, requestHash: createHash('sha256').update(`${r.lot}:${amount}`).digest('hex') };
        });
        // Each world its own keys: a key is the buyer's, whichever lot it was used on.
        const requestsOn = (ids: number[], world: string) =>
          plan.map((r) => ({
            tokenHash: hashToken(buyers[r.buyer]!.token),
            assetId: ids[r.lot]!,
            amount: r.amount,
            key: `${r.key}-${world}`,
            requestHash: r.requestHash,
          }));

        const inOne = await placeQuotes(t.db, requestsOn(batched, 'batch'));
        const single: Awaited<ReturnType<typeof placeQuotes>> = [];
        for (const req of requestsOn(oneByOne, 'single')) single.push(...(await placeQuotes(t.db, [req])));

        // The same answers, but for the lots' ids and the time each was decided at.
        const comparable = (placed: typeof single, ids: number[]) =>
          placed.map(({ outcome, events }) => {
            const { server_time: _time, asset_id: assetId, ...rest } = outcome as Record<string, unknown>;
            return {
              ...rest,
              lot: assetId === undefined ? undefined : ids.indexOf(assetId as number),
              events: events.map((e) => e.payload.type),
            };
          });
        expect(comparable(inOne, batched)).toEqual(comparable(single, oneByOne));

        for (const lot of [0, 1]) {
          const stored = async (id: number) => {
            const rows = await t.db.select().from(quotes).where(eq(quotes.assetId, id)).orderBy(asc(quotes.seq));
            expect(verifyChain(rows)).toBeNull();
            const [after] = await t.db.select().from(assets).where(eq(assets.id, id));
            const events = await t.db.select().from(outbox).where(eq(outbox.assetId, id)).orderBy(asc(outbox.id));
            return {
              quotes: rows.map((q) => ({ seq: q.seq, userId: q.userId, amount: q.amount, kind: q.kind })),
              lot: {
                price: after!.currentPrice,
                leader: after!.leaderUserId,
                seq: after!.lastSeq,
                count: after!.quoteCount,
                endsAt: after!.endsAt,
                extensions: after!.extensions,
              },
              events: events.map((e) => ({ kind: e.kind, seq: e.seq, subject: e.subject.replace(/^auction\.\d+\.asset\.\d+\./, '') })),
            };
          };
          expect(await stored(batched[lot]!)).toEqual(await stored(oneByOne[lot]!));
        }
        // The events each answer hands back are the rows committed, in id order.
        const handed = inOne.flatMap((p) => p.events);
        const committed = await t.db.select().from(outbox).where(inArray(outbox.assetId, batched)).orderBy(asc(outbox.id));
        expect(handed).toEqual(committed.map((e) => ({ id: e.id, subject: e.subject, payload: e.payload })));
      }),
      { numRuns: 60 },
    );
  }, 120_000);
});
