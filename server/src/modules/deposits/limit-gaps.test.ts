/**
 * The limits at the edges of the quote path: deposits switched on for an auction that has quotes,
 * an H2 accepting a lot on a deposit auction, and a dealer's accepted H2 offer in their agent's
 * total cap.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auctions, exposureLots, users } from '../../db/schema/index.js';
import { createCapturingSender } from '../../lib/sms.js';
import { call, createAuction, endAuction, nextPhone, subscribedBuyer } from '../../test/factories.js';
import { modeName } from '../../test/harness.js';
import { adminSuite } from '../../test/suite.js';
import { agentExposureOf } from './exposure.js';
import { depositAccount, recordAdjustment } from './ledger.js';

const sms = createCapturingSender();
const t = adminSuite({ sms });

const quote = (cookie: string, assetId: number, amount: number, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/client/bid',
    headers: { cookie, 'idempotency-key': randomUUID(), 'accept-language': lang },
    payload: { asset_id: assetId, amount },
  });
const deposit = (userId: number, amount: number) =>
  t.db.transaction((tx) => recordAdjustment(tx, { userId, amount, reason: 'test deposit', createdBy: null }));
const step = (assetId: number, action: string) => call(t.app, 'POST', `/admin/deals/${assetId}/${action}`, t.admin.cookie, {});

describe(`buying limits at the edges in ${modeName}`, () => {
  it('switches deposits on only before the first quote, in the admin’s language', async () => {
    const { auction, lots } = await createAuction(t.db, { lots: 2 });
    const other = await createAuction(t.db, { lots: 1 });
    const b = await subscribedBuyer(t.db);
    expect((await quote(b.cookie, lots[0]!.id, 100_000)).statusCode).toBe(200);

    const patch = (id: number, lang: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/admin/auctions/${id}`,
        headers: { cookie: t.admin.cookie, 'accept-language': lang },
        payload: { requires_deposit: true },
      });
    const refused = await patch(auction.id, 'en');
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'admin.deposit_after_quotes' });
    expect(refused.json().msg).toMatch(/^This auction already has quotes/);
    expect((await patch(auction.id, 'hi')).json().msg).toMatch(/^इस नीलामी में पहले से कोट/);
    const [row] = await t.db.select({ on: auctions.requiresDeposit }).from(auctions).where(eq(auctions.id, auction.id));
    expect(row!.on).toBe(false);

    // Without quotes it is switched on, and the next quote is limited (no deposit: a limit of 0).
    expect((await patch(other.auction.id, 'en')).statusCode).toBe(200);
    const limited = await quote(b.cookie, other.lots[0]!.id, 100_000);
    expect(limited.json()).toMatchObject({ code: 'bidding.limit_exceeded', topUp: 10_000 });
    // Switching it off (and changing the multiple) stays possible at any time.
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/admin/auctions/${other.auction.id}`,
      headers: { cookie: t.admin.cookie },
      payload: { requires_deposit: false },
    });
    expect(off.statusCode).toBe(200);
  });

  it('an H2 accepts a lot of a deposit auction only within their buying limit, and after a top-up', async () => {
    const first = await createAuction(t.db, { requiresDeposit: true });
    const second = await createAuction(t.db, { requiresDeposit: true });
    const [h1, h2] = [await subscribedBuyer(t.db), await subscribedBuyer(t.db)];
    await deposit(h1.user.id, 20_000);
    await deposit(h2.user.id, 14_000);
    const lot = first.lots[0]!.id;
    expect((await quote(h2.cookie, lot, 140_000)).statusCode).toBe(200);
    expect((await quote(h1.cookie, lot, 150_000)).statusCode).toBe(200);
    await endAuction(t.db, first.auction.id);
    // Meanwhile H2 leads a lot elsewhere at ₹1,00,000 of their ₹1,40,000 limit.
    expect((await quote(h2.cookie, second.lots[0]!.id, 100_000)).statusCode).toBe(200);

    expect((await step(lot, 'approve')).statusCode).toBe(200);
    expect((await call(t.app, 'POST', `/client/deals/${lot}/backout`, h1.cookie, {})).statusCode).toBe(200);
    expect((await step(lot, 'offer_next')).json().data).toMatchObject({ stage: 'offered', rank: 2, amount: 140_000 });

    const refused = await call(t.app, 'POST', `/client/deals/${lot}/accept`, h2.cookie, {});
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'deposits.accept_limit_exceeded',
      params: { limit: 140_000, used: 100_000, add: 10_000, more: 140_000 },
      topUp: 10_000,
      msg: 'Your buying limit is ₹1,40,000 and ₹1,00,000 is in use. Add ₹10,000 to your deposit to accept this lot at ₹1,40,000.',
    });
    // Nothing changed: still offered, nothing held.
    expect((await call(t.app, 'GET', `/client/deals/${lot}`, h2.cookie)).json().data).toMatchObject({ stage: 'offered' });
    expect(await depositAccount(t.db, h2.user.id)).toEqual({ balance: 14_000, held: 0, available: 14_000 });

    await deposit(h2.user.id, 10_000);
    const accepted = await call(t.app, 'POST', `/client/deals/${lot}/accept`, h2.cookie, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({ stage: 'payment_due', amount: 140_000 });
    expect((await depositAccount(t.db, h2.user.id)).held).toBe(10_000);

    // The accepted lot is in use now: ₹1,00,000 + ₹1,40,000 of H2's ₹2,40,000 limit, so any quote
    // more is refused (the engine checks the account's exposure bound, which the acceptance raised).
    const third = await createAuction(t.db, { requiresDeposit: true });
    const over = await quote(h2.cookie, third.lots[0]!.id, 100_000);
    expect(over.statusCode, over.body).toBe(403);
    expect(over.json()).toMatchObject({ params: { limit: 240_000, used: 240_000, more: 100_000 } });
  });

  it('an accepted H2 offer from an agent’s quote counts in the agent’s total cap; an offer not yet accepted does not', async () => {
    const dealer = await subscribedBuyer(t.db, { kycVerified: true, firstName: 'Anil', lastName: 'Tractors' });
    await call(t.app, 'POST', '/client/api/dealer/become', dealer.cookie, {});
    const phone = nextPhone();
    const inv = await call(t.app, 'POST', '/client/api/dealer/agents/invite', dealer.cookie, {
      phone,
      name: 'Vijay Kale',
      total_cap: 250_000,
    });
    const token = inv.json().data.invite_url.split('/agent-invite/')[1];
    await call(t.app, 'POST', '/user/check-user-and-sendotp', undefined, { phone });
    await call(t.app, 'POST', '/user/verifyotp', undefined, { phone, otp: sms.lastCodeTo(phone) });
    const joined = await call(t.app, 'POST', '/dealer-invite/accept', undefined, { token });
    const agent = `vh_session=${joined.cookies.find((c) => c.name === 'vh_session')!.value}`;
    expect(joined.statusCode, joined.body).toBe(200);
    const [{ id: agentId }] = (await t.db.select({ id: users.id }).from(users).where(eq(users.phone, phone))) as [{ id: number }];

    const won = await createAuction(t.db);
    const later = await createAuction(t.db, { lots: 2 });
    const h1 = await subscribedBuyer(t.db);
    const lot = won.lots[0]!.id;
    expect((await quote(agent, lot, 140_000)).statusCode).toBe(200);
    expect((await quote(h1.cookie, lot, 150_000)).statusCode).toBe(200);
    await endAuction(t.db, won.auction.id);
    await step(lot, 'approve');
    await call(t.app, 'POST', `/client/deals/${lot}/backout`, h1.cookie, {});
    expect((await step(lot, 'offer_next')).json().data).toMatchObject({ stage: 'offered', rank: 2, buyer: { user_id: dealer.user.id } });

    // Offered, not accepted: the dealer may still decline, so it does not bind the agent's cap.
    expect(await agentExposureOf(t.db, dealer.user.id, agentId)).toMatchObject({ unpaid: 0 });
    expect((await call(t.app, 'POST', `/client/deals/${lot}/accept`, dealer.cookie, {})).statusCode).toBe(200);
    expect(await agentExposureOf(t.db, dealer.user.id, agentId)).toEqual({ open: 0, unpaid: 140_000, total: 140_000 });

    // ₹1,40,000 of the ₹2,50,000 cap is in the accepted lot: ₹1,20,000 more is beyond it.
    const over = await quote(agent, later.lots[0]!.id, 120_000);
    expect(over.json(), over.body).toMatchObject({ code: 'dealers.agent_cap_total', params: { cap: 250_000, used: 140_000 } });
    expect((await quote(agent, later.lots[1]!.id, 110_000)).statusCode).toBe(200);
    // The dealer's own quotes are not the agent's.
    expect((await quote(dealer.cookie, later.lots[0]!.id, 120_000)).statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(exposureLots)
      .where(and(eq(exposureLots.userId, dealer.user.id), eq(exposureLots.assetId, later.lots[1]!.id)));
    expect(rows).toHaveLength(1);
  });
});
