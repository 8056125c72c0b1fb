import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets, auctions, idempotencyKeys, outbox, quotes } from '../../db/schema/index.js';
import { createAuction, ensureState, signedInUser, subscribedBuyer } from '../../test/factories.js';
import { createTestApp, modeName, type TestContext } from '../../test/harness.js';
import { verifyChain } from './chain.js';
import { quoteHistory } from './repo.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const key = () => randomUUID();

function quote(cookie: string, assetId: number, amount: number, idem = key()) {
  return t.app.inject({
    method: 'POST',
    url: '/client/bid',
    headers: { cookie, 'idempotency-key': idem, 'x-requested-with': 'XMLHttpRequest' },
    payload: { asset_id: assetId, amount },
  });
}

function autobid(cookie: string, assetId: number, max: number, idem = key()) {
  return t.app.inject({
    method: 'POST',
    url: '/client/add_autobid_amount',
    headers: { cookie, 'idempotency-key': idem },
    payload: { asset_id: assetId, max_amount: max },
  });
}

describe(`quotes in ${modeName}`, () => {
  it('accepts a first quote at the start price and answers seq, price, lead, ends_at and server time', async () => {
    const { lots } = await createAuction(t.db);
    const buyer = await subscribedBuyer(t.db);
    const res = await quote(buyer.cookie, lots[0]!.id, 100_000);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 200, data: { seq: 1, price: 100_000, you_lead: true, next_valid_amount: 101_000 } });
    expect(Date.parse(body.data.ends_at)).toBeGreaterThan(Date.parse(body.data.server_time));
  });

  it('rejects a quote below the next valid amount and says what that amount is', async () => {
    const { lots } = await createAuction(t.db);
    const a = await subscribedBuyer(t.db);
    const b = await subscribedBuyer(t.db);
    await quote(a.cookie, lots[0]!.id, 120_000);
    const res = await quote(b.cookie, lots[0]!.id, 120_500);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ status: 422, msg: 'Your quote must be at least ₹1,21,000.', next_valid_amount: 121_000 });
    const [lot] = await t.db.select().from(assets).where(eq(assets.id, lots[0]!.id));
    expect(lot!.currentPrice).toBe(120_000);
  });

  it('requires a session with the spec’s 401 body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/client/bid',
      headers: { 'idempotency-key': key() },
      payload: { asset_id: 1, amount: 1 },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 401, msg: 'Authentication Required' });
  });

  it('requires an Idempotency-Key', async () => {
    const buyer = await subscribedBuyer(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/client/bid',
      headers: { cookie: buyer.cookie },
      payload: { asset_id: 1, amount: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/Idempotency-Key/i);
  });

  it.each([
    [{ asset_id: 'x', amount: 1000 }, /asset_id/],
    [{ asset_id: 1, amount: -5 }, /amount/],
    [{ asset_id: 1 }, /amount/],
  ])('rejects a malformed body %o with a 400', async (payload, msg) => {
    const buyer = await subscribedBuyer(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/client/bid',
      headers: { cookie: buyer.cookie, 'idempotency-key': key() },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(msg);
  });

  it('rejects fractional rupees', async () => {
    const { lots } = await createAuction(t.db);
    const buyer = await subscribedBuyer(t.db);
    const res = await quote(buyer.cookie, lots[0]!.id, 100_000.5);
    expect(res.statusCode).toBe(400);
  });

  it('refuses quotes on a lot that has not started or has ended', async () => {
    const buyer = await subscribedBuyer(t.db);
    const upcoming = await createAuction(t.db, { startsIn: 3600, endsIn: 7200 });
    const early = await quote(buyer.cookie, upcoming.lots[0]!.id, 100_000);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('bid.not_live');
    const ended = await createAuction(t.db, { startsIn: -7200, endsIn: -1 });
    const late = await quote(buyer.cookie, ended.lots[0]!.id, 100_000);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'bid.ended', msg: 'This lot has closed. Quotes are no longer accepted.' });
  });

  it('refuses an unknown lot with 404', async () => {
    const buyer = await subscribedBuyer(t.db);
    expect((await quote(buyer.cookie, 999_999, 100_000)).statusCode).toBe(404);
  });

  it('refuses a buyer without a plan, naming the state when they hold no permission for it', async () => {
    const { lots, state } = await createAuction(t.db, { state: 'Gujarat' });
    const home = await ensureState(t.db, 'Maharashtra');
    const buyer = await signedInUser(t.db, { stateId: home.id });
    const res = await quote(buyer.cookie, lots[0]!.id, 100_000);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'bid.state_not_permitted' });
    expect(res.json().msg).toContain(state.name);
  });

  it('refuses a buyer whose plan does not cover the segment', async () => {
    const { lots } = await createAuction(t.db, { segment: { code: 'cv', name: 'CV' } });
    const buyer = await subscribedBuyer(t.db, { subscriptionSegments: ['tractor'] });
    const res = await quote(buyer.cookie, lots[0]!.id, 100_000);
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe('Your plan does not cover CV auctions. Upgrade to the All plan to quote here.');
  });

  it('lets admins quote without a plan', async () => {
    const { lots } = await createAuction(t.db);
    const admin = await signedInUser(t.db, { isAuctionAdmin: true });
    expect((await quote(admin.cookie, lots[0]!.id, 100_000)).statusCode).toBe(200);
  });

  it('refuses a leader quoting over themself', async () => {
    const { lots } = await createAuction(t.db);
    const a = await subscribedBuyer(t.db);
    await quote(a.cookie, lots[0]!.id, 100_000);
    const res = await quote(a.cookie, lots[0]!.id, 110_000);
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('You are already the highest bidder at ₹1,00,000.');
  });

  it('chains every quote by hash with a gap-free seq and writes an outbox row each', async () => {
    const { lots } = await createAuction(t.db);
    const a = await subscribedBuyer(t.db);
    const b = await subscribedBuyer(t.db);
    for (let i = 0; i < 6; i++) await quote(i % 2 ? b.cookie : a.cookie, lots[0]!.id, 100_000 + i * 1_000);
    const history = await quoteHistory(t.db, lots[0]!.id);
    expect(history.map((q) => q.seq)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(verifyChain(history)).toBeNull();
    const tampered = history.map((q, i) => (i === 2 ? { ...q, amount: q.amount + 1 } : q));
    expect(verifyChain(tampered)).toBe(3);
    const events = await t.db.select().from(outbox).where(eq(outbox.assetId, lots[0]!.id)).orderBy(asc(outbox.id));
    expect(events.filter((e) => e.kind === 'quote').map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe(`idempotency in ${modeName}`, () => {
  it('one key sent 50 times at once gives exactly one quote and identical answers', async () => {
    const { lots } = await createAuction(t.db);
    const buyer = await subscribedBuyer(t.db);
    const idem = key();
    const answers = await Promise.all(Array.from({ length: 50 }, () => quote(buyer.cookie, lots[0]!.id, 105_000, idem)));
    const bodies = new Set(answers.map((a) => a.body));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(bodies.size).toBe(1);
    const stored = await t.db.select().from(quotes).where(eq(quotes.assetId, lots[0]!.id));
    expect(stored).toHaveLength(1);
  });

  it('the same key with another amount gets 422 and writes nothing', async () => {
    const { lots } = await createAuction(t.db);
    const buyer = await subscribedBuyer(t.db);
    const idem = key();
    await quote(buyer.cookie, lots[0]!.id, 105_000, idem);
    const res = await quote(buyer.cookie, lots[0]!.id, 200_000, idem);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('bid.idempotency_key_reused');
    const stored = await t.db.select().from(quotes).where(eq(quotes.assetId, lots[0]!.id));
    expect(stored.map((q) => q.amount)).toEqual([105_000]);
  });

  it('replays a refusal as the same refusal', async () => {
    const { lots } = await createAuction(t.db);
    const buyer = await subscribedBuyer(t.db);
    const idem = key();
    const first = await quote(buyer.cookie, lots[0]!.id, 50, idem);
    const again = await quote(buyer.cookie, lots[0]!.id, 50, idem);
    expect(first.statusCode).toBe(422);
    expect(again.body).toBe(first.body);
    const keys = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, idem));
    expect(keys).toHaveLength(1);
  });
});

describe(`autobid in ${modeName}`, () => {
  it('a proxy answers a manual quote within the same transaction', async () => {
    const { lots } = await createAuction(t.db);
    const a = await subscribedBuyer(t.db);
    const b = await subscribedBuyer(t.db);
    expect((await autobid(a.cookie, lots[0]!.id, 200_000)).json()).toMatchObject({ data: { price: 100_000, you_lead: true } });
    const res = await quote(b.cookie, lots[0]!.id, 150_000);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { price: 151_000, you_lead: false, seq: 2, last_seq: 3 } });
    const history = await quoteHistory(t.db, lots[0]!.id);
    expect(history.map((q) => [q.amount, q.kind])).toEqual([
      [100_000, 'auto'],
      [150_000, 'manual'],
      [151_000, 'auto'],
    ]);
  });

  it('two proxies settle at min(M1, M2 + increment), equal maxima to the earlier', async () => {
    const { lots } = await createAuction(t.db);
    const a = await subscribedBuyer(t.db);
    const b = await subscribedBuyer(t.db);
    await autobid(a.cookie, lots[0]!.id, 300_000);
    const res = await autobid(b.cookie, lots[0]!.id, 300_000);
    expect(res.json()).toMatchObject({ data: { price: 300_000, you_lead: false } });
    const [lot] = await t.db.select().from(assets).where(eq(assets.id, lots[0]!.id));
    expect(lot!.leaderUserId).toBe(a.user.id);
  });

  it('a proxy that takes the lead names the buyer it displaced on its quote event, and writes no other', async () => {
    const { lots } = await createAuction(t.db);
    const a = await subscribedBuyer(t.db);
    const b = await subscribedBuyer(t.db);
    await quote(a.cookie, lots[0]!.id, 100_000);
    expect((await autobid(b.cookie, lots[0]!.id, 150_000)).json()).toMatchObject({ data: { price: 101_000, you_lead: true } });
    const events = await t.db.select().from(outbox).where(eq(outbox.assetId, lots[0]!.id)).orderBy(asc(outbox.id));
    expect(events.map((e) => [e.kind, e.seq, (e.payload as { outbidUserId?: number }).outbidUserId])).toEqual([
      ['quote', 1, undefined],
      ['quote', 2, a.user.id],
    ]);
  });

  it('is raise-only', async () => {
    const { lots } = await createAuction(t.db);
    const a = await subscribedBuyer(t.db);
    await autobid(a.cookie, lots[0]!.id, 300_000);
    const res = await autobid(a.cookie, lots[0]!.id, 250_000);
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toBe('Your autobid maximum is ₹3,00,000. It can only be raised.');
  });
});

describe(`soft close in ${modeName}`, () => {
  it('a quote in the last 3 minutes moves ends_at to now + 3 minutes, not past the hard end', async () => {
    const { lots } = await createAuction(t.db, { endsIn: 60, hardEndSeconds: 150 });
    const a = await subscribedBuyer(t.db);
    const res = await quote(a.cookie, lots[0]!.id, 100_000);
    const { ends_at, server_time, extended } = res.json().data;
    expect(extended).toBe(true);
    const gap = Date.parse(ends_at) - Date.parse(server_time);
    expect(gap).toBeGreaterThan(149_000);
    expect(gap).toBeLessThanOrEqual(180_000);
    const [lot] = await t.db.select().from(assets).where(eq(assets.id, lots[0]!.id));
    expect(lot!.endsAt.getTime()).toBeLessThanOrEqual(lot!.hardEndAt.getTime());
    expect(lot!.extensions).toBe(1);
    const events = await t.db.select().from(outbox).where(eq(outbox.assetId, lots[0]!.id)).orderBy(asc(outbox.id));
    expect(events.map((e) => e.kind)).toContain('extended');
  });

  it('a quote earlier than the window leaves ends_at alone', async () => {
    const { lots, auction } = await createAuction(t.db, { endsIn: 3600 });
    const a = await subscribedBuyer(t.db);
    const res = await quote(a.cookie, lots[0]!.id, 100_000);
    expect(res.json().data.extended).toBe(false);
    expect(Date.parse(res.json().data.ends_at)).toBe(auction.endsAt.getTime());
  });
});

describe(`latest bid reads in ${modeName}`, () => {
  it('gives price, you-lead, seq, ends_at and server time for many lots', async () => {
    const { lots } = await createAuction(t.db, { lots: 3 });
    const a = await subscribedBuyer(t.db);
    await quote(a.cookie, lots[1]!.id, 100_000);
    expect((await autobid(a.cookie, lots[2]!.id, 150_000)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/client/get-lnt-latest-bid',
      headers: { cookie: a.cookie },
      payload: { asset_ids: lots.map((l) => l.id).join(',') },
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.map((d: { asset_id: number }) => d.asset_id)).toEqual(lots.map((l) => l.id));
    expect(data[1]).toMatchObject({ state: 'live', price: 100_000, you_lead: true, seq: 1, next_valid_amount: 101_000 });
    expect(data[0]).toMatchObject({ price: null, you_lead: false, seq: 0, next_valid_amount: 100_000, my_max: null });
    expect(data[1].leader).toMatch(/^Bidder [0-9A-F]{6}$/);
    // Only the viewer sees their own autobid maximum.
    expect(data[2]).toMatchObject({ my_max: 150_000 });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/client/get-lnt-latest-bid',
      payload: { asset_ids: String(lots[2]!.id) },
    });
    expect(anonymous.json().data[0]).toMatchObject({ my_max: null, you_lead: false });
  });

  it('an auction cancelled by an admin shows its lots as withdrawn', async () => {
    const { lots, auction } = await createAuction(t.db);
    await t.db.update(auctions).set({ status: 'cancelled' }).where(eq(auctions.id, auction.id));
    const res = await t.app.inject({ method: 'POST', url: '/client/get-lnt-latest-bid', payload: { asset_id: lots[0]!.id } });
    expect(res.json().data[0].state).toBe('withdrawn');
    const n = await t.db
      .select({ n: sql<number>`count(*)` })
      .from(quotes)
      .where(eq(quotes.assetId, lots[0]!.id));
    expect(Number(n[0]!.n)).toBe(0);
  });
});

describe(`quote answers in the reader's language in ${modeName}`, () => {
  const quoteIn = (lang: string, cookie: string, assetId: number, amount: number, idem = key()) =>
    t.app.inject({
      method: 'POST',
      url: '/client/bid',
      headers: { cookie: `${cookie}; language=${lang}`, 'idempotency-key': idem },
      payload: { asset_id: assetId, amount },
    });

  it('words a refusal below the next valid amount in Tamil from the language cookie, with its code and amount', async () => {
    const { lots } = await createAuction(t.db);
    const a = await subscribedBuyer(t.db);
    const b = await subscribedBuyer(t.db);
    await quote(a.cookie, lots[0]!.id, 150_000);
    const res = await quoteIn('ta', b.cookie, lots[0]!.id, 150_500);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      status: 422,
      code: 'bid.below_next_valid',
      params: { amount: 151_000 },
      msg: 'உங்கள் விலைப்புள்ளி குறைந்தது ₹1,51,000 ஆக இருக்க வேண்டும்.',
      next_valid_amount: 151_000,
    });
  });

  it('words an accepted quote in Hindi from Accept-Language, and a replay of its key in the replaying reader’s language', async () => {
    const { lots } = await createAuction(t.db);
    const buyer = await subscribedBuyer(t.db);
    const idem = key();
    const first = await t.app.inject({
      method: 'POST',
      url: '/client/bid',
      headers: { cookie: buyer.cookie, 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8', 'idempotency-key': idem },
      payload: { asset_id: lots[0]!.id, amount: 100_000 },
    });
    expect(first.json()).toMatchObject({ status: 200, code: 'bid.accepted_leading', msg: 'कोट स्वीकार हुआ। सबसे ऊँचा कोट आपका है।' });
    const replay = await quote(buyer.cookie, lots[0]!.id, 100_000, idem);
    expect(replay.json()).toMatchObject({ status: 200, code: 'bid.accepted_leading', msg: 'Quote accepted. You are the highest bidder.' });
  });

  it('words a permission refusal in Hindi with the state filled in', async () => {
    const { lots } = await createAuction(t.db, { state: 'Gujarat' });
    const outsider = await signedInUser(t.db, { stateId: (await ensureState(t.db, 'Kerala')).id });
    const res = await quoteIn('hi', outsider.cookie, lots[0]!.id, 100_000);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'bid.state_not_permitted', params: { state: 'Gujarat' } });
    expect(res.json().msg).toMatch(/^आपको गुजरात की नीलामियों की अनुमति नहीं है।/);
  });

  it('words a schema fault of the quote body in Tamil, naming the field', async () => {
    const { lots } = await createAuction(t.db);
    const buyer = await subscribedBuyer(t.db);
    const res = await quoteIn('ta', buyer.cookie, lots[0]!.id, 1.5);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'field.whole_rupees', params: { field: 'amount' }, msg: 'தொகை முழு ரூபாயில் இருக்க வேண்டும்' });
  });
});
