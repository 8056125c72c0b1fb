/**
 * A storm of buyers near their buying limits: every buyer's deposit allows about two lots, and
 * all of them quote and set maxima at once on many lots of an auction that requires deposits,
 * over several quote lanes. A sampler reads every buyer's exposure from the database while the
 * storm runs (one statement: one snapshot), and once more after it: no buyer's exposure ever
 * passes their limit, and the engine's own reading (exposure_lots) agrees at the end.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows.js';
import { createAuction, subscribedBuyer } from '../../test/factories.js';
import { createTestApp, modeName, type TestContext } from '../../test/harness.js';
import { exposureOf, recordDeposit } from '../deposits/index.js';

/**
 * The storm goes on until this many quotes were accepted, as many refused for the limit and
 * exposures sampled a few times while it ran; MAX_REQUESTS bounds it.
 */
const TARGET = Number(process.env.STORM_QUOTES ?? 30);
const MIN_SAMPLES = 5;
const MAX_REQUESTS = TARGET * 200;
/** A bound on the whole test, the sign-ups included, on a loaded machine: the storm ends on its counts. */
const TEST_BOUND_MS = 600_000;
const BUYERS = 40;
const LOTS = 16;
const INCREMENT = 1_000;
const MULTIPLE = 10;
/** Limit ₹1,50,000: one lot near its start price, not two. */
const DEPOSIT = 15_000;

let t: TestContext;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ env: { DATABASE_QUOTE_LANES: '4', DATABASE_POOL_SIZE: '10' } });
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await t.close();
});

/** Every buyer's exposure on the auction's open lots, computed from the lots and maxima themselves. */
async function exposures(auctionId: number): Promise<Map<number, number>> {
  const rows = await queryRows<{ user_id: number; exposure: string }>(
    t.db,
    sql`with lead as (
          select a.leader_user_id as user_id, greatest(a.current_price, coalesce(b.max_amount, 0)) as e
            from assets a left join autobids b on b.asset_id = a.id and b.user_id = a.leader_user_id
           where a.auction_id = ${auctionId} and a.status = 'open' and a.leader_user_id is not null),
        maxima as (
          select b.user_id, b.max_amount as e
            from autobids b join assets a on a.id = b.asset_id
           where a.auction_id = ${auctionId} and a.status = 'open' and b.user_id is distinct from a.leader_user_id
             and b.max_amount >= coalesce(a.current_price + a.increment, a.start_price))
        select user_id, sum(e) as exposure from (select * from lead union all select * from maxima) z group by user_id`,
  );
  return new Map(rows.map((r) => [Number(r.user_id), Number(r.exposure)]));
}

describe(`a storm of buyers at their buying limits in ${modeName}`, () => {
  it(
    `${BUYERS} buyers on ${LOTS} lots across lanes: no exposure ever passes a limit`,
    async () => {
      const { auction, lots } = await createAuction(t.db, {
        lots: LOTS,
        endsIn: 3600,
        increment: INCREMENT,
        requiresDeposit: true,
        depositLimitMultiple: MULTIPLE,
      });
      const buyers = await Promise.all(Array.from({ length: BUYERS }, () => subscribedBuyer(t.db)));
      for (const [i, b] of buyers.entries())
        await t.db.transaction((tx) => recordDeposit(tx, { userId: b.user.id, amount: DEPOSIT, paymentId: i + 1 }));
      const limit = DEPOSIT * MULTIPLE;
      const statuses = new Map<string, number>();
      let worst = 0;
      let samples = 0;
      let requests = 0;
      const accepted = () => (statuses.get('200 bid.accepted_leading') ?? 0) + (statuses.get('200 bid.autobid_leading') ?? 0);
      const refused = () => statuses.get('403 bidding.limit_exceeded') ?? 0;
      const reachedLimits = () => accepted() >= TARGET && refused() >= TARGET && samples >= MIN_SAMPLES;

      async function post(url: string, cookie: string, body: unknown) {
        requests++;
        const res = await fetch(base + url, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
          body: JSON.stringify(body),
        });
        const json = (await res.json()) as { code?: string; data?: unknown; topUp?: number; params?: Record<string, number> };
        const key = `${res.status}${json.code ? ` ${json.code}` : ''}`;
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
        return { status: res.status, body: json };
      }

      /** Every buyer's exposure in one statement (one snapshot), taken between requests while the storm runs. */
      async function sample() {
        for (const e of (await exposures(auction.id)).values()) worst = Math.max(worst, e);
        samples++;
      }

      async function buyerLoop(i: number) {
        const { cookie } = buyers[i]!;
        while (!reachedLimits() && requests < MAX_REQUESTS) {
          if (i % 8 === 0) await sample();
          const assetId = lots[Math.floor(Math.random() * LOTS)]!.id;
          const latest = await post('/client/get-lnt-latest-bid', cookie, { asset_id: assetId });
          const lot = (latest.body.data as Array<{ next_valid_amount: number; you_lead: boolean; my_max: number | null }>)[0]!;
          if (Math.random() < 0.3) {
            const max = Math.max(lot.next_valid_amount, lot.my_max ?? 0) + INCREMENT * (1 + Math.floor(Math.random() * 30));
            const r = await post('/client/add_autobid_amount', cookie, { asset_id: assetId, max_amount: max });
            if (r.status === 403) expect(r.body.topUp).toBe(r.body.params!.add);
          } else if (!lot.you_lead) {
            await post('/client/bid', cookie, {
              asset_id: assetId,
              amount: lot.next_valid_amount + INCREMENT * Math.floor(Math.random() * 3),
            });
          }
        }
      }

      await Promise.all(buyers.map((_, i) => buyerLoop(i)));
      const after = await exposures(auction.id);
      for (const e of after.values()) worst = Math.max(worst, e);
      console.info(
        `limits storm (${modeName}): ${requests} requests, ${samples} samples, worst exposure ${worst} of ${limit}; answers ${JSON.stringify(Object.fromEntries(statuses))}`,
      );

      expect([...statuses.keys()].every((s) => Number(s.slice(0, 3)) < 500)).toBe(true);
      // The storm reached the limits: quotes accepted and requests refused for the limit, sampled while it ran.
      expect(
        reachedLimits(),
        `${accepted()} accepted, ${refused()} refused for the limit, ${samples} samples, in ${requests} requests`,
      ).toBe(true);
      expect(worst).toBeLessThanOrEqual(limit);
      // The engine's reading (exposure_lots) is the same sum.
      for (const b of buyers) expect((await exposureOf(t.db, b.user.id)).total).toBe(after.get(b.user.id) ?? 0);
    },
    TEST_BOUND_MS,
  );
});
