import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpChallenges, sessions } from '../../db/schema/index.js';
import { createUser, signedInUser, TEST_PASSWORD } from '../../test/factories.js';
import { modeName } from '../../test/harness.js';
import { MSG } from './schema.js';
import { createAccountsTestApp, nextIp, postForm, sessionCookieFrom, type AccountsTestContext } from './test-app.js';

describe(`passwords in ${modeName}`, () => {
  let t: AccountsTestContext;
  beforeAll(async () => {
    t = await createAccountsTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (phone: string, password: string) => postForm(t.app, '/login-react', { phone, password }, { ip: nextIp() });
  const loginCheck = (cookie: string) => t.app.inject({ method: 'POST', url: '/tractorpoint/login-check', headers: { cookie } });
  const change = (fields: Record<string, string>, cookie?: string) =>
    postForm(t.app, '/user/changepassword', fields, { ip: nextIp(), cookie });

  describe('changepassword', () => {
    it('needs a session', async () => {
      const res = await change({ old_password: TEST_PASSWORD, new_password: 'Brand-new-1' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status: 401, msg: 'Authentication Required' });
    });

    it('changes the password, signs other devices out and keeps this one signed in', async () => {
      const { user, cookie } = await signedInUser(t.db);
      const otherDevice = sessionCookieFrom(await login(user.phone, TEST_PASSWORD))!;
      const res = await change({ old_password: TEST_PASSWORD, new_password: 'Brand-new-1', confirm_password: 'Brand-new-1' }, cookie);
      expect(res.json()).toMatchObject({ status: 200, msg: 'Password changed successfully' });
      const fresh = sessionCookieFrom(res)!;
      expect((await loginCheck(fresh)).statusCode).toBe(200);
      expect((await loginCheck(cookie)).statusCode).toBe(401);
      expect((await loginCheck(otherDevice)).statusCode).toBe(401);
      expect((await login(user.phone, TEST_PASSWORD)).statusCode).toBe(401);
      expect((await login(user.phone, 'Brand-new-1')).statusCode).toBe(200);
    });

    it.each([
      ['a wrong old password', { old_password: 'nope-nope', new_password: 'Brand-new-1' }, 'Old password is incorrect'],
      ['a short new password', { old_password: TEST_PASSWORD, new_password: 'short' }, MSG.newPassword],
      ['no old password', { new_password: 'Brand-new-1' }, MSG.password],
      [
        'the same password again',
        { old_password: TEST_PASSWORD, new_password: TEST_PASSWORD },
        'New password must be different from the old password',
      ],
      [
        'a confirmation that differs',
        { old_password: TEST_PASSWORD, new_password: 'Brand-new-1', confirm_password: 'Brand-new-2' },
        MSG.passwordsDiffer,
      ],
    ])('refuses %s and keeps the old password', async (_name, fields, msg) => {
      const { user, cookie } = await signedInUser(t.db);
      const res = await change(fields, cookie);
      expect(res.json()).toMatchObject({ status: 400, msg });
      expect((await login(user.phone, TEST_PASSWORD)).statusCode).toBe(200);
    });
  });

  describe('forgot password', () => {
    const sendResetOtp = async (phone: string, ip: string) => {
      const res = await postForm(t.app, '/user/sendotp', { phone, purpose: 'reset_password' }, { ip });
      expect(res.statusCode).toBe(200);
      return t.sms.lastCodeTo(phone)!;
    };
    const reset = (fields: Record<string, string>, ip: string) => postForm(t.app, '/user/verify-and-change-user-password', fields, { ip });

    it('sets a new password with the texted code and ends every session', async () => {
      const { user, cookie } = await signedInUser(t.db);
      const ip = nextIp();
      const otp = await sendResetOtp(user.phone, ip);
      const res = await reset({ phone: user.phone, otp, new_password: 'Reset-pass-1' }, ip);
      expect(res.json()).toMatchObject({ status: 200, msg: 'Password changed successfully, please login with the new password' });
      expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
      expect((await loginCheck(cookie)).statusCode).toBe(401);
      expect((await login(user.phone, 'Reset-pass-1')).statusCode).toBe(200);
    });

    it('works after the code was checked with verifyotp', async () => {
      const user = await createUser(t.db);
      const ip = nextIp();
      const otp = await sendResetOtp(user.phone, ip);
      const verified = await postForm(t.app, '/user/verifyotp', { phone: user.phone, otp, purpose: 'reset_password' }, { ip });
      expect(verified.statusCode).toBe(200);
      expect((await reset({ phone: user.phone, otp, new_password: 'Reset-pass-1' }, ip)).statusCode).toBe(200);
    });

    it('uses a code only once', async () => {
      const user = await createUser(t.db);
      const ip = nextIp();
      const otp = await sendResetOtp(user.phone, ip);
      expect((await reset({ phone: user.phone, otp, new_password: 'Reset-pass-1' }, ip)).statusCode).toBe(200);
      const again = await reset({ phone: user.phone, otp, new_password: 'Reset-pass-2' }, ip);
      expect(again.json()).toMatchObject({ status: 400, msg: 'Please request an OTP first' });
      expect((await login(user.phone, 'Reset-pass-1')).statusCode).toBe(200);
    });

    it('refuses a wrong code, an expired code and a sign-up code', async () => {
      const user = await createUser(t.db);
      const ip = nextIp();
      const otp = await sendResetOtp(user.phone, ip);
      const wrong = String((Number(otp) + 1) % 10_000).padStart(4, '0');
      expect((await reset({ phone: user.phone, otp: wrong, new_password: 'Reset-pass-1' }, ip)).json()).toMatchObject({
        status: 400,
        msg: 'Incorrect OTP, 4 attempts left',
      });
      await t.db
        .update(otpChallenges)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(otpChallenges.phone, user.phone));
      expect((await reset({ phone: user.phone, otp, new_password: 'Reset-pass-1' }, ip)).json()).toMatchObject({
        status: 400,
        msg: 'OTP has expired, please request a new one',
      });
      expect((await login(user.phone, TEST_PASSWORD)).statusCode).toBe(200);
    });

    it.each([
      ['a bad phone', { phone: '1', otp: '1234', new_password: 'Reset-pass-1' }, MSG.phone],
      ['a 3-digit code', { phone: '9876543210', otp: '123', new_password: 'Reset-pass-1' }, MSG.otp],
      ['a short password', { phone: '9876543210', otp: '1234', new_password: 'x' }, MSG.newPassword],
      [
        'a mismatched confirmation',
        { phone: '9876543210', otp: '1234', new_password: 'Reset-pass-1', confirm_password: 'x' },
        MSG.passwordsDiffer,
      ],
    ])('answers %s with a message', async (_name, fields, msg) => {
      expect((await reset(fields, nextIp())).json()).toMatchObject({ status: 400, msg });
    });

    it('answers an unknown phone with 404', async () => {
      const res = await reset({ phone: '9999999998', otp: '1234', new_password: 'Reset-pass-1' }, nextIp());
      expect(res.json()).toMatchObject({ status: 404, msg: 'No account found for this mobile number' });
    });
  });
});
