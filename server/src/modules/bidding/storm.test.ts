import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets } from '../../db/schema/index.js';
import { createAuction, subscribedBuyer } from '../../test/factories.js';
import { createTestApp, modeName, type TestContext } from '../../test/harness.js';
import { verifyChain } from './chain.js';
import { quoteHistory } from './repo.js';
import { resolveAutobid, resolveManualQuote, type EmittedQuote, type LotPrice, type Proxy } from './rules.js';

/** The storm goes on until this many manual quotes are accepted and some lost a race; MAX_REQUESTS bounds it. */
const QUOTES = Number(process.env.STORM_QUOTES ?? 50);
const MAX_REQUESTS = QUOTES * 100;
/** A bound on the whole test, the sign-ups included, on a loaded machine: the storm ends on its counts. */
const TEST_BOUND_MS = 600_000;
const BUYERS = 200;
const INCREMENT = 1_000;

interface Op {
  type: 'manual' | 'auto';
  userId: number;
  amount: number;
  /** manual: the seq of the quote itself; auto: the lot's last seq after it. */
  seq: number;
  emitted: boolean;
}

let t: TestContext;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await t.close();
});

/** Replays the committed operations through the rules in commit order: the reference model. */
function replay(ops: Op[]): { quotes: EmittedQuote[]; lot: LotPrice } {
  // A no-quote autobid (a leader raising) sits after the seq it saw and before the next one.
  const ordered = [...ops].sort((a, b) => {
    const ka = a.type === 'manual' || a.emitted ? a.seq - 0.5 : a.seq + 0.25;
    const kb = b.type === 'manual' || b.emitted ? b.seq - 0.5 : b.seq + 0.25;
    return ka - kb || a.amount - b.amount;
  });
  let lot: LotPrice = { price: null, leaderId: null, startPrice: 100_000, increment: INCREMENT };
  const proxies = new Map<number, Proxy>();
  const quotes: EmittedQuote[] = [];
  ordered.forEach((op, i) => {
    if (op.type === 'manual') {
      const r = resolveManualQuote(lot, [...proxies.values()], op.userId, op.amount);
      if (!('quotes' in r)) {
        const near = ordered
          .slice(Math.max(0, i - 6), i + 2)
          .map((o) => JSON.stringify(o))
          .join('\n');
        throw new Error(
          `committed quote ${JSON.stringify(op)} is invalid in the model: ${JSON.stringify(r)}\nops around it:\n${near}\nmodel quotes:\n${JSON.stringify(quotes)}`,
        );
      }
      quotes.push(...r.quotes);
      lot = { ...lot, price: r.price, leaderId: r.leaderId };
    } else {
      proxies.set(op.userId, { userId: op.userId, max: op.amount, setAt: i });
      const r = resolveAutobid(lot, [...proxies.values()]);
      quotes.push(...r.quotes);
      lot = { ...lot, price: r.price, leaderId: r.leaderId };
    }
  });
  return { quotes, lot };
}

describe(`a quote storm in ${modeName}`, () => {
  it(
    `${BUYERS} buyers, some with autobids, on one lot: every accepted quote stored once, in a gap-free rising chain`,
    async () => {
      const { lots } = await createAuction(t.db, { endsIn: 3600, increment: INCREMENT });
      const assetId = lots[0]!.id;
      const buyers = await Promise.all(Array.from({ length: BUYERS }, () => subscribedBuyer(t.db)));
      const ops: Op[] = [];
      const statuses = new Map<number, number>();
      let requests = 0;
      let manualQuotes = 0;
      const raced = () => manualQuotes >= QUOTES && (statuses.get(422) ?? 0) > 0;

      async function post(url: string, cookie: string, body: unknown) {
        requests++;
        const res = await fetch(base + url, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
          body: JSON.stringify(body),
        });
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        return { status: res.status, body: (await res.json()) as { data?: unknown; next_valid_amount?: number } };
      }

      async function buyerLoop(i: number) {
        const { cookie, user } = buyers[i]!;
        const usesAutobid = i % 5 === 0;
        while (!raced() && requests < MAX_REQUESTS) {
          const latest = await post('/client/get-lnt-latest-bid', cookie, { asset_id: assetId });
          const lot = (latest.body.data as unknown as Array<{ next_valid_amount: number; you_lead: boolean; my_max: number | null }>)[0]!;
          if (usesAutobid && Math.random() < 0.3) {
            const max = Math.max(lot.next_valid_amount, lot.my_max ?? 0) + INCREMENT * (1 + Math.floor(Math.random() * 20));
            const r = await post('/client/add_autobid_amount', cookie, { asset_id: assetId, max_amount: max });
            if (r.status === 200) {
              const d = r.body.data as unknown as { last_seq: number; quotes_placed: number };
              ops.push({ type: 'auto', userId: user.id, amount: max, seq: d.last_seq, emitted: d.quotes_placed > 0 });
            }
          } else if (!lot.you_lead) {
            // Like a real client: on "below the next valid amount", retry once at the amount the server named.
            let amount = lot.next_valid_amount + INCREMENT * Math.floor(Math.random() * 3);
            for (let attempt = 0; attempt < 2; attempt++) {
              const r = await post('/client/bid', cookie, { asset_id: assetId, amount });
              if (r.status === 200) {
                ops.push({ type: 'manual', userId: user.id, amount, seq: (r.body.data as { seq: number }).seq, emitted: true });
                manualQuotes++;
                break;
              }
              if (r.status !== 422 || !r.body.next_valid_amount) break;
              amount = r.body.next_valid_amount;
            }
          }
        }
      }

      await Promise.all(buyers.map((_, i) => buyerLoop(i)));

      const history = await quoteHistory(t.db, assetId);
      console.info(
        `storm (${modeName}): ${history.length} quotes from ${ops.length} accepted of ${requests} requests; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
      );
      expect([...statuses.keys()].every((s) => s < 500)).toBe(true);
      // The storm must really have raced: many accepted quotes and some lost races.
      expect(raced(), `${manualQuotes} manual quotes accepted, ${statuses.get(422) ?? 0} refused, in ${requests} requests`).toBe(true);

      // Every 2xx manual quote is stored exactly once, at the seq it was told.
      for (const op of ops.filter((o) => o.type === 'manual')) {
        const q = history[op.seq - 1]!;
        expect({ seq: q.seq, userId: q.userId, amount: q.amount, kind: q.kind }).toEqual({
          seq: op.seq,
          userId: op.userId,
          amount: op.amount,
          kind: 'manual',
        });
      }
      expect(history.filter((q) => q.kind === 'manual')).toHaveLength(ops.filter((o) => o.type === 'manual').length);

      // Seq has no gaps, amounts strictly rise by at least the increment, the chain verifies.
      history.forEach((q, i) => {
        expect(q.seq).toBe(i + 1);
        if (i > 0) expect(q.amount).toBeGreaterThanOrEqual(history[i - 1]!.amount + INCREMENT);
      });
      expect(verifyChain(history)).toBeNull();

      // The final price and winner equal the reference model replayed over the committed history.
      let model: ReturnType<typeof replay>;
      try {
        model = replay(ops);
      } catch (e) {
        const db = history.map((q) => `${q.seq}:${q.userId}:${q.amount}:${q.kind}`).join(' ');
        throw new Error(`${(e as Error).message}\ncommitted history: ${db}`, { cause: e });
      }
      expect(model.quotes.map((q) => [q.userId, q.amount, q.kind])).toEqual(history.map((q) => [q.userId, q.amount, q.kind]));
      const [lot] = await t.db.select().from(assets).where(eq(assets.id, assetId));
      expect(lot!.currentPrice).toBe(model.lot.price);
      expect(lot!.leaderUserId).toBe(model.lot.leaderId);
      expect(lot!.lastSeq).toBe(history.length);
    },
    TEST_BOUND_MS,
  );
});
