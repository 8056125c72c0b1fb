import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpChallenges } from '../../db/schema/index.js';
import { createAuction, nextPhone, signedInUser, subscribedBuyer } from '../../test/factories.js';
import { createTestApp, modeName, type TestContext } from '../../test/harness.js';
import { createCapturingSender } from '../sms.js';
import { isMessageCode, render } from './render.js';
import type { LightMyRequestResponse } from 'fastify';

/**
 * A Hindi (and a Tamil) buyer walking the main flows through the API, successes as well as
 * refusals: sign-up by OTP (wrong, expired, resent too soon), quotes (too low, a fraction of a rupee,
 * accepted, already leading), autobid, watchlist, the deposit's buying limit, top-up
 * and refund, and a dealer inviting an agent. Every answer must carry a catalog code and its text
 * in the reader's script, never the English one: the test fails the day one of them falls back.
 */
let t: TestContext;
const sms = createCapturingSender();
beforeAll(async () => {
  t = await createTestApp({ sms });
});
afterAll(async () => {
  await t.close();
});

const SCRIPTS = { hi: /[\u0900-\u097F]/, ta: /[\u0B80-\u0BFF]/ } as const;
type Reader = keyof typeof SCRIPTS;

let ip = 0;
function as(lang: Reader) {
  const post = (url: string, cookie: string | undefined, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress: `10.9.${lang === 'hi' ? 1 : 2}.${++ip % 250}`,
      headers: { 'accept-language': lang, 'x-requested-with': 'XMLHttpRequest', ...(cookie ? { cookie } : {}), ...headers },
      payload,
    });
  const quote = (cookie: string, assetId: number, amount: number) =>
    post('/client/bid', cookie, { asset_id: assetId, amount }, { 'idempotency-key': randomUUID() });
  const autobid = (cookie: string, assetId: number, maxAmount: number) =>
    post('/client/add_autobid_amount', cookie, { asset_id: assetId, max_amount: maxAmount }, { 'idempotency-key': randomUUID() });
  return { post, quote, autobid };
}

/** The answer's code, and its text in the reader's script (not the English text), with the status expected. */
function expectReadable(lang: Reader, res: LightMyRequestResponse, status: number, code?: string | RegExp) {
  const body = res.json() as { code?: string; params?: Record<string, string | number>; msg?: string };
  expect(res.statusCode, res.body).toBe(status);
  if (code !== undefined) expect(body.code, res.body).toMatch(code);
  expect(body.code, res.body).toBeTruthy();
  expect(body.code, res.body).not.toMatch(/^error\.\d+$/);
  expect(body.msg, res.body).toMatch(SCRIPTS[lang]);
  if (isMessageCode(body.code)) expect(body.msg, res.body).not.toBe(render({ code: body.code, params: body.params ?? {} }, 'en'));
  return body;
}

describe(`a Hindi and a Tamil buyer's main flows in ${modeName}`, () => {
  for (const lang of ['hi', 'ta'] as const) {
    it(`signs up by OTP in ${lang}: sent, resent too soon, wrong, expired`, async () => {
      const { post } = as(lang);
      const phone = nextPhone();
      expectReadable(lang, await post('/user/check-user-and-sendotp', undefined, { phone: '12' }), 400, 'account.phone_invalid');
      // Pasted with the country code and spaces, as a phone's contacts give it.
      const sent = await post('/user/check-user-and-sendotp', undefined, { phone: `+91 ${phone.slice(0, 5)} ${phone.slice(5)}` });
      expectReadable(lang, sent, 200);
      expectReadable(lang, await post('/user/check-user-and-sendotp', undefined, { phone }), 429);
      const code = sms.lastCodeTo(phone)!;
      const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
      expectReadable(lang, await post('/user/verifyotp', undefined, { phone, otp: wrong }), 400, 'otp.incorrect');
      await t.db
        .update(otpChallenges)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(otpChallenges.phone, phone));
      expectReadable(lang, await post('/user/verifyotp', undefined, { phone, otp: code }), 400, /^otp\./);
      const registered = await signedInUser(t.db);
      expectReadable(lang, await post('/user/check-user-and-sendotp', undefined, { phone: registered.user.phone }), 409);
      expectReadable(lang, await post('/login-react', undefined, { phone: registered.user.phone, password: 'wrong-one' }), 401);
    });

    it(`quotes, autobids and keeps a watchlist in ${lang}`, async () => {
      const { post, quote, autobid } = as(lang);
      const { lots } = await createAuction(t.db);
      const lot = lots[0]!;
      const [a, b] = [await subscribedBuyer(t.db), await subscribedBuyer(t.db)];
      const next = lot.startPrice;
      expectReadable(lang, await quote(a.cookie, lot.id, next - lot.increment), 422, 'bid.below_next_valid');
      // Any whole amount from the next valid one up is a quote; a fraction of a rupee is not.
      expectReadable(lang, await quote(a.cookie, lot.id, next + 0.5), 400, 'field.whole_rupees');
      expectReadable(lang, await quote(a.cookie, lot.id, next), 200);
      expectReadable(lang, await quote(a.cookie, lot.id, next + lot.increment), 409);
      expectReadable(lang, await autobid(b.cookie, lot.id, next), 422, 'bid.autobid_below_next_valid');
      expectReadable(lang, await autobid(b.cookie, lot.id, next + 10 * lot.increment), 200);
      const watch = (action: string) => post('/auctions/update-watchlist-by-auction-asset-id', a.cookie, { asset_id: lot.id, action });
      expectReadable(lang, await watch('add'), 200, 'buyer.watchlist_added');
      expectReadable(lang, await watch('remove'), 200);
    });

    it(`refuses a quote beyond the deposit's buying limit, and a bad top-up or refund, in ${lang}`, async () => {
      const { post, quote } = as(lang);
      const { lots } = await createAuction(t.db, { requiresDeposit: true });
      const buyer = await subscribedBuyer(t.db);
      expectReadable(lang, await quote(buyer.cookie, lots[0]!.id, lots[0]!.startPrice), 403, 'bidding.limit_exceeded');
      expectReadable(lang, await post('/deposits/top-up', buyer.cookie, { amount: 1 }), 400);
      expectReadable(lang, await post('/deposits/refunds', buyer.cookie, { amount: 1_000 }), 400, 'deposits.refund_too_much');
    });

    it(`lets a dealer invite an agent, and refuses a bad invitation, in ${lang}`, async () => {
      const { post } = as(lang);
      const dealer = await subscribedBuyer(t.db, { kycVerified: true });
      expectReadable(lang, await post('/client/api/dealer/become', dealer.cookie, {}), 200);
      const invite = (phone: string) => post('/client/api/dealer/agents/invite', dealer.cookie, { phone, name: 'रवि शिंदे' });
      expectReadable(lang, await invite('12'), 400);
      expectReadable(lang, await invite(nextPhone()), 200, /^dealers\.invite_/);
      const plain = await subscribedBuyer(t.db);
      expectReadable(lang, await post('/client/api/dealer/become', plain.cookie, {}), 403, 'dealers.kyc_first');
    });
  }
});
