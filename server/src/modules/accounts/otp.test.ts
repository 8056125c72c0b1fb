import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpChallenges } from '../../db/schema/index.js';
import { createUser, nextPhone } from '../../test/factories.js';
import { modeName } from '../../test/harness.js';
import { MSG } from './schema.js';
import { createAccountsTestApp, nextIp, postForm, type AccountsTestContext } from './test-app.js';

describe(`OTP in ${modeName}`, () => {
  let t: AccountsTestContext;
  beforeAll(async () => {
    t = await createAccountsTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (phone: string, ip: string, url = '/user/check-user-and-sendotp', extra: Record<string, string> = {}) =>
    postForm(t.app, url, { phone, ...extra }, { ip });
  const verify = (phone: string, otp: string, ip: string, extra: Record<string, string> = {}) =>
    postForm(t.app, '/user/verifyotp', { phone, otp, ...extra }, { ip });
  /** Moves a phone's challenges into the past, as if `seconds` had gone by. */
  const age = (phone: string, seconds: number) =>
    t.db
      .update(otpChallenges)
      .set({
        createdAt: sql`${otpChallenges.createdAt} - make_interval(secs => ${seconds})`,
        expiresAt: sql`${otpChallenges.expiresAt} - make_interval(secs => ${seconds})`,
      })
      .where(eq(otpChallenges.phone, phone));
  const wrongCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

  describe('check-user-and-sendotp', () => {
    it('texts a 4-digit code to an unregistered phone', async () => {
      const phone = nextPhone();
      const res = await send(phone, nextIp());
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 200, msg: 'OTP sent successfully', data: { resend_after: 30, expires_in: 300 } });
      const sms = t.sms.lastTo(phone)!;
      expect(sms.message).toMatch(/^\d{4} is your VahanHaat OTP to verify your mobile number\./);
    });

    it("texts the code in the reader's language, the English text beside it for a language without its own template", async () => {
      const phone = nextPhone();
      const res = await postForm(t.app, '/user/check-user-and-sendotp', { phone }, { ip: nextIp(), cookie: 'language=hi' });
      expect(res.statusCode, res.body).toBe(200);
      const sms = t.sms.lastTo(phone)!;
      expect(sms.message).toMatch(/^\d{4} आपके मोबाइल नंबर की पुष्टि के लिए आपका VahanHaat OTP है। यह 5 मिनट तक मान्य है।/);
      expect(sms.english).toMatch(/^\d{4} is your VahanHaat OTP to verify your mobile number\./);
      expect(sms.template).toMatchObject({ name: 'otp_signup', language: 'hi' });
    });

    it('tells a registered phone to log in instead, and texts nothing', async () => {
      const user = await createUser(t.db);
      const before = t.sms.sent.length;
      const res = await send(user.phone, nextIp());
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ status: 409, msg: 'This mobile number is already registered, please login' });
      expect(t.sms.sent.length).toBe(before);
    });

    it.each([['98765'], ['98765432101'], ['98765abcde'], ['']])('answers %j with the spec text', async (phone) => {
      const res = await send(phone, nextIp());
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, msg: MSG.phone });
    });

    it('answers a request without a body with the spec text', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/user/check-user-and-sendotp', remoteAddress: nextIp() });
      expect(res.json()).toMatchObject({ status: 400, msg: MSG.phone });
    });

    it('stores only a hash of the code', async () => {
      const phone = nextPhone();
      await send(phone, nextIp());
      const code = t.sms.lastCodeTo(phone)!;
      const [row] = await t.db.select().from(otpChallenges).where(eq(otpChallenges.phone, phone));
      expect(row!.codeHash).toMatch(/^\$argon2id\$/);
      expect(row!.codeHash).not.toContain(code);
    });

    it('answers 503 when the SMS cannot be sent, without holding the resend cooldown', async () => {
      const phone = nextPhone();
      const ip = nextIp();
      t.sms.failing = true;
      try {
        const res = await send(phone, ip);
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({ status: 503, msg: 'Could not send the OTP right now, please try again in a minute' });
      } finally {
        t.sms.failing = false;
      }
      expect(await t.db.select().from(otpChallenges).where(eq(otpChallenges.phone, phone))).toHaveLength(0);
      expect((await send(phone, ip)).statusCode).toBe(200);
    });
  });

  describe('checkuser', () => {
    it('says whether a phone is registered', async () => {
      const user = await createUser(t.db);
      const known = await postForm(t.app, '/user/checkuser', { phone: user.phone }, { ip: nextIp() });
      expect(known.json()).toMatchObject({ status: 200, msg: 'User exists', data: { is_registered: true } });
      const unknown = await postForm(t.app, '/user/checkuser', { phone: nextPhone() }, { ip: nextIp() });
      expect(unknown.json()).toMatchObject({ status: 200, msg: 'User does not exist', data: { is_registered: false } });
    });

    it('answers a bad phone with the spec text', async () => {
      const res = await postForm(t.app, '/user/checkuser', { phone: '12' }, { ip: nextIp() });
      expect(res.json()).toMatchObject({ status: 400, msg: MSG.phone });
    });
  });

  describe('sendotp', () => {
    it('sends a sign-up code to an unregistered phone by default', async () => {
      const phone = nextPhone();
      const res = await send(phone, nextIp(), '/user/sendotp');
      expect(res.statusCode).toBe(200);
      const [row] = await t.db.select().from(otpChallenges).where(eq(otpChallenges.phone, phone));
      expect(row!.purpose).toBe('signup');
    });

    it('sends a password-reset code to a registered phone', async () => {
      const user = await createUser(t.db);
      const res = await send(user.phone, nextIp(), '/user/sendotp', { purpose: 'reset_password' });
      expect(res.statusCode).toBe(200);
      expect(t.sms.lastTo(user.phone)!.message).toContain('to reset your password');
    });

    it('refuses a reset code for an unknown phone and a sign-up code for a registered one', async () => {
      const unknown = await send(nextPhone(), nextIp(), '/user/sendotp', { purpose: 'reset_password' });
      expect(unknown.json()).toMatchObject({ status: 404, msg: 'No account found for this mobile number' });
      const user = await createUser(t.db);
      const registered = await send(user.phone, nextIp(), '/user/sendotp', { purpose: 'signup' });
      expect(registered.statusCode).toBe(409);
    });

    it('refuses an unknown purpose', async () => {
      const res = await send(nextPhone(), nextIp(), '/user/sendotp', { purpose: 'admin' });
      expect(res.json()).toMatchObject({ status: 400, msg: 'OTP purpose must be signup or reset_password' });
    });
  });

  describe('verifyotp', () => {
    it('accepts the texted code', async () => {
      const phone = nextPhone();
      const ip = nextIp();
      await send(phone, ip);
      const res = await verify(phone, t.sms.lastCodeTo(phone)!, ip);
      expect(res.json()).toMatchObject({ status: 200, msg: 'OTP verified successfully' });
      const [row] = await t.db.select().from(otpChallenges).where(eq(otpChallenges.phone, phone));
      expect(row!.verifiedAt).toBeInstanceOf(Date);
    });

    it.each([['123'], ['12345'], ['12a4'], ['']])('answers the code %j with the spec text', async (otp) => {
      const phone = nextPhone();
      const ip = nextIp();
      await send(phone, ip);
      const res = await verify(phone, otp, ip);
      expect(res.json()).toMatchObject({ status: 400, msg: MSG.otp });
    });

    it('answers a bad phone with the spec text', async () => {
      const res = await verify('99', '1234', nextIp());
      expect(res.json()).toMatchObject({ status: 400, msg: MSG.phone });
    });

    it('asks for a code first when none was sent', async () => {
      const res = await verify(nextPhone(), '1234', nextIp());
      expect(res.json()).toMatchObject({ status: 400, msg: 'Please request an OTP first' });
    });

    it('counts down the attempts, then voids the code after the fifth wrong one', async () => {
      const phone = nextPhone();
      const ip = nextIp();
      await send(phone, ip);
      const code = t.sms.lastCodeTo(phone)!;
      const msgs: string[] = [];
      for (let i = 0; i < 5; i++) msgs.push((await verify(phone, wrongCode(code), ip)).json().msg);
      expect(msgs).toEqual([
        'Incorrect OTP, 4 attempts left',
        'Incorrect OTP, 3 attempts left',
        'Incorrect OTP, 2 attempts left',
        'Incorrect OTP, 1 attempt left',
        'Incorrect OTP. Too many wrong attempts, please request a new OTP',
      ]);
      const right = await verify(phone, code, ip);
      expect(right.statusCode).toBe(429);
      expect(right.json()).toMatchObject({ status: 429, msg: 'Too many wrong attempts, please request a new OTP' });
    });

    it('refuses a code after its 5 minutes', async () => {
      const phone = nextPhone();
      const ip = nextIp();
      await send(phone, ip);
      await t.db
        .update(otpChallenges)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(otpChallenges.phone, phone));
      const res = await verify(phone, t.sms.lastCodeTo(phone)!, ip);
      expect(res.json()).toMatchObject({ status: 400, msg: 'OTP has expired, please request a new one' });
    });

    it('sets a 5-minute expiry on a new code', async () => {
      const phone = nextPhone();
      await send(phone, nextIp());
      const [row] = await t.db
        .select({ seconds: sql<number>`round(extract(epoch from ${otpChallenges.expiresAt} - ${otpChallenges.createdAt}))::int` })
        .from(otpChallenges)
        .where(eq(otpChallenges.phone, phone));
      expect(row!.seconds).toBe(300);
    });

    it('keeps sign-up and reset codes apart', async () => {
      const user = await createUser(t.db);
      const ip = nextIp();
      await send(user.phone, ip, '/user/sendotp', { purpose: 'reset_password' });
      const res = await verify(user.phone, t.sms.lastCodeTo(user.phone)!, ip);
      expect(res.json()).toMatchObject({ status: 400, msg: 'Please request an OTP first' });
      const reset = await verify(user.phone, t.sms.lastCodeTo(user.phone)!, ip, { purpose: 'reset_password' });
      expect(reset.statusCode).toBe(200);
    });
  });

  describe('resend and limits', () => {
    it('makes a phone wait 30 seconds before another code', async () => {
      const phone = nextPhone();
      const ip = nextIp();
      await send(phone, ip);
      const again = await send(phone, ip);
      expect(again.statusCode).toBe(429);
      expect(again.json().msg).toMatch(/^Please wait (30|29) seconds before requesting a new OTP$/);
      await age(phone, 31);
      expect((await send(phone, ip)).statusCode).toBe(200);
    });

    it('voids the older code when a new one is sent', async () => {
      const phone = nextPhone();
      const ip = nextIp();
      await send(phone, ip);
      await age(phone, 31);
      await send(phone, ip);
      const rows = await t.db.select().from(otpChallenges).where(eq(otpChallenges.phone, phone)).orderBy(otpChallenges.id);
      expect(rows.map((r) => r.consumedAt === null)).toEqual([false, true]);
      expect((await verify(phone, t.sms.lastCodeTo(phone)!, ip)).statusCode).toBe(200);
    });

    it('sends at most 5 codes an hour to one phone', async () => {
      const phone = nextPhone();
      for (let i = 0; i < 5; i++) {
        expect((await send(phone, nextIp())).statusCode).toBe(200);
        await age(phone, 31);
      }
      const sixth = await send(phone, nextIp());
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().msg).toBe('Too many OTP requests for this number, please try again after an hour');
      await age(phone, 3600);
      expect((await send(phone, nextIp())).statusCode).toBe(200);
    });

    it('sends at most 20 codes an hour from one IP address', async () => {
      const ip = nextIp();
      const phones = Array.from({ length: 21 }, () => nextPhone());
      // Twenty earlier sends from this address, recorded directly: the per-minute request limit would stop them first.
      for (const phone of phones.slice(0, 20)) {
        await t.db.insert(otpChallenges).values({ phone, purpose: 'signup', codeHash: 'x', ip, expiresAt: sql`now()` });
      }
      const res = await send(phones[20]!, ip);
      expect(res.statusCode).toBe(429);
      expect(res.json().msg).toBe('Too many OTP requests from your network, please try again after an hour');
    });

    it('limits OTP requests to 10 a minute per IP address', async () => {
      const ip = nextIp();
      const codes: number[] = [];
      for (let i = 0; i < 11; i++) codes.push((await send('bad', ip)).statusCode);
      expect(codes.slice(0, 10)).toEqual(Array(10).fill(400));
      expect(codes[10]).toBe(429);
    });

    it('limits verification requests to 20 a minute per IP address', async () => {
      const ip = nextIp();
      const codes: number[] = [];
      for (let i = 0; i < 21; i++) codes.push((await verify('bad', '1', ip)).statusCode);
      expect(codes.slice(0, 20)).toEqual(Array(20).fill(400));
      const last = await verify('bad', '1', ip);
      expect(last.statusCode).toBe(429);
      expect(last.json().msg).toMatch(/^Too many requests, please try again in /);
    });
  });
});
