import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, otpChallenges, sessions, users } from '../../db/schema/index.js';
import { PASSWORD_POLICY_MSG } from '../../lib/password-policy.js';
import { pruneExpired } from '../../maintenance/prune.js';
import { createUser, signedInUser, TEST_PASSWORD } from '../../test/factories.js';
import { modeName } from '../../test/harness.js';
import { createOrPromoteAdmin } from './admin-account.js';
import { LOGIN_THROTTLE } from './login-throttle.js';
import { PASSWORD_CHANGE_DUE_MSG } from './session.js';
import { createAccountsTestApp, nextIp, postForm, sessionCookieFrom, type AccountsTestContext } from './test-app.js';

describe(`authentication hardening in ${modeName}`, () => {
  let t: AccountsTestContext;
  beforeAll(async () => {
    t = await createAccountsTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (phone: string, password: string) => postForm(t.app, '/login-react', { phone, password }, { ip: nextIp() });
  const loginCheck = (cookie: string) => t.app.inject({ method: 'POST', url: '/tractorpoint/login-check', headers: { cookie } });
  const change = (fields: Record<string, string>, cookie: string) =>
    postForm(t.app, '/user/changepassword', fields, { ip: nextIp(), cookie });

  describe('failed sign-ins, counted per account', () => {
    it('locks the account after five wrong passwords from five addresses, even for the right one, and texts the owner', async () => {
      const user = await createUser(t.db);
      for (let i = 0; i < LOGIN_THROTTLE.freeFailures; i++) {
        expect((await login(user.phone, `Wrong-guess-${i}`)).statusCode).toBe(401);
      }
      const locking = await login(user.phone, 'Wrong-guess-last');
      expect(locking.statusCode).toBe(429);
      expect(locking.json()).toMatchObject({
        status: 429,
        msg: 'Too many failed sign-in attempts on this account. Please try again in 15 minutes, or reset your password.',
        retry_after: 900,
      });
      expect(locking.headers['retry-after']).toBe('900');
      // The owner is texted by the notification service, fed by the outbox.
      while ((await t.app.notifications.decidePass()) > 0);
      while ((await t.app.notifications.sendPass()) > 0);
      expect(t.sms.lastTo(user.phone)?.message).toMatch(
        /^VahanHaat: Sign-in to your account is paused until .+ after several wrong passwords\. If this was not you, reset your password\.$/,
      );

      const right = await login(user.phone, TEST_PASSWORD);
      expect(right.statusCode).toBe(429);
      expect(right.json().msg).toMatch(/Please try again in (14|15) minutes/);
      expect(sessionCookieFrom(right)).toBeUndefined();
    });

    it('doubles the wait with each failure after a lock, and a right password after the wait clears the count', async () => {
      const user = await createUser(t.db);
      const expireLock = () =>
        t.db
          .update(users)
          .set({ loginLockedUntil: sql`now() - interval '1 second'` })
          .where(eq(users.id, user.id));
      for (let i = 0; i <= LOGIN_THROTTLE.freeFailures; i++) await login(user.phone, 'Wrong-guess-1');
      await expireLock();
      const second = await login(user.phone, 'Wrong-guess-2');
      expect(second.json()).toMatchObject({ status: 429, retry_after: 1800 });
      expect(second.json().msg).toContain('try again in 30 minutes');
      await expireLock();
      expect((await login(user.phone, TEST_PASSWORD)).statusCode).toBe(200);
      const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(row).toMatchObject({ failedLogins: 0, loginLockedUntil: null });
      expect((await login(user.phone, 'Wrong-guess-3')).statusCode).toBe(401);
    });

    it('counts parallel guesses before comparing any, so a burst cannot outrun the lock', async () => {
      const user = await createUser(t.db);
      const burst = await Promise.all(
        Array.from({ length: 12 }, (_, i) => login(user.phone, i === 11 ? TEST_PASSWORD : `Wrong-guess-${i}`)),
      );
      const codes = burst.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(LOGIN_THROTTLE.freeFailures);
      expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(12 - LOGIN_THROTTLE.freeFailures - 1);
    });
  });

  describe('the password policy', () => {
    it.each([
      ['too short', 'Ab1-xyz', PASSWORD_POLICY_MSG.length],
      ['the mobile number', 'phone', PASSWORD_POLICY_MSG.phone],
      ['digits of the mobile number', 'phone-digits', PASSWORD_POLICY_MSG.phone],
      ['a common password', 'password', PASSWORD_POLICY_MSG.common],
      ['a common password in capitals', 'Welcome@123', PASSWORD_POLICY_MSG.common],
    ])('refuses a new password that is %s, with its message', async (_name, kind, msg) => {
      const { user, cookie } = await signedInUser(t.db);
      const chosen = kind === 'phone' ? `My-${user.phone}` : kind === 'phone-digits' ? user.phone.slice(1) : kind;
      const res = await change({ old_password: TEST_PASSWORD, new_password: chosen }, cookie);
      expect(res.json()).toMatchObject({
        status: 400,
        msg: msg.startsWith('Password must be 8') ? 'Password must be 8 to 128 characters' : msg,
      });
      expect((await login(user.phone, TEST_PASSWORD)).statusCode).toBe(200);
    });

    it('holds the password reset to the same rules', async () => {
      const user = await createUser(t.db);
      const ip = nextIp();
      expect((await postForm(t.app, '/user/sendotp', { phone: user.phone, purpose: 'reset_password' }, { ip })).statusCode).toBe(200);
      const otp = t.sms.lastCodeTo(user.phone)!;
      const res = await postForm(
        t.app,
        '/user/verify-and-change-user-password',
        { phone: user.phone, otp, new_password: 'iloveyou123' },
        { ip },
      );
      expect(res.json()).toMatchObject({ status: 400, msg: PASSWORD_POLICY_MSG.common });
    });

    it('ends every other session of the user when the password changes', async () => {
      const { user, cookie } = await signedInUser(t.db);
      const other = sessionCookieFrom(await login(user.phone, TEST_PASSWORD))!;
      const res = await change({ old_password: TEST_PASSWORD, new_password: 'Tractor-Mela-2031' }, cookie);
      expect(res.statusCode).toBe(200);
      expect((await loginCheck(other)).statusCode).toBe(401);
      expect((await loginCheck(sessionCookieFrom(res)!)).statusCode).toBe(200);
    });
  });

  describe('a one-time password', () => {
    it('signs in once and opens nothing but the password change until a new one is chosen', async () => {
      const phone = '9812345670';
      const admin = await createOrPromoteAdmin(t.db, { phone, firstName: 'Asha', lastName: 'Patil' });
      const res = await login(phone, admin.oneTimePassword);
      expect(res.json()).toMatchObject({ status: 200, admin: true, must_change_password: true });
      const cookie = sessionCookieFrom(res)!;
      const adminConsole = await t.app.inject({ url: '/admin/users', headers: { cookie } });
      expect(adminConsole.json()).toMatchObject({ status: 403, msg: PASSWORD_CHANGE_DUE_MSG });
      const changed = await change({ old_password: admin.oneTimePassword, new_password: 'Yard-Keeper-2031' }, cookie);
      expect(changed.statusCode).toBe(200);
      const after = await loginCheck(sessionCookieFrom(changed)!);
      expect(after.json()).toMatchObject({ admin: true, must_change_password: false });
      expect((await login(phone, admin.oneTimePassword)).statusCode).toBe(401);
    });
  });

  describe('session lifetime', () => {
    it('ends a session unused for the idle limit, and one past its absolute limit however busy', async () => {
      const idle = await signedInUser(t.db);
      expect((await loginCheck(idle.cookie)).statusCode).toBe(200);
      // Last used 8 days ago: its sliding expiry passed a day ago.
      await t.db
        .update(sessions)
        .set({ lastSeenAt: sql`now() - interval '8 days'`, expiresAt: sql`now() - interval '1 day'` })
        .where(eq(sessions.userId, idle.user.id));
      expect((await loginCheck(idle.cookie)).statusCode).toBe(401);

      const busy = await signedInUser(t.db);
      // Signed in 30 days ago and used every few minutes since: the next use may not extend it.
      await t.db
        .update(sessions)
        .set({
          createdAt: sql`now() - interval '30 days'`,
          lastSeenAt: sql`now() - interval '10 minutes'`,
          expiresAt: sql`now() + interval '1 hour'`,
        })
        .where(eq(sessions.userId, busy.user.id));
      expect((await loginCheck(busy.cookie)).statusCode).toBe(200);
      const [row] = await t.db
        .select({ left: sql<number>`extract(epoch from ${sessions.expiresAt} - now())::int` })
        .from(sessions)
        .where(eq(sessions.userId, busy.user.id));
      expect(row!.left).toBeLessThanOrEqual(0);
      expect((await loginCheck(busy.cookie)).statusCode).toBe(401);
    });

    it('moves an active session on by the idle limit, no further than 30 days from sign-in', async () => {
      const res = await login((await createUser(t.db)).phone, TEST_PASSWORD);
      const cookie = sessionCookieFrom(res)!;
      const [fresh] = await t.db
        .select({ left: sql<number>`extract(epoch from ${sessions.expiresAt} - now())::int` })
        .from(sessions)
        .where(sql`${sessions.createdAt} > now() - interval '1 minute'`)
        .orderBy(sql`${sessions.createdAt} desc`)
        .limit(1);
      expect(fresh!.left).toBeGreaterThan(7 * 86_400 - 120);
      expect(fresh!.left).toBeLessThanOrEqual(7 * 86_400);
      expect((await loginCheck(cookie)).statusCode).toBe(200);
    });
  });

  it('prunes expired sessions, OTP challenges and idempotency keys older than their use, and nothing live', async () => {
    const live = await signedInUser(t.db);
    const gone = await signedInUser(t.db);
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(sessions.userId, gone.user.id));
    await t.db.insert(otpChallenges).values([
      {
        phone: '9800000001',
        purpose: 'signup',
        codeHash: 'x',
        expiresAt: sql`now() - interval '2 days'`,
        createdAt: sql`now() - interval '2 days'`,
      },
      { phone: '9800000002', purpose: 'signup', codeHash: 'x', expiresAt: sql`now() + interval '5 minutes'` },
    ]);
    const key = (k: string, age: string) => ({
      userId: live.user.id,
      key: k,
      scope: 'quote',
      requestHash: 'h'.repeat(64),
      responseStatus: 200,
      responseBody: {},
      createdAt: sql`now() - ${sql.raw(`interval '${age}'`)}`,
    });
    await t.db.insert(idempotencyKeys).values([key('old', '3 days'), key('new', '1 minute')]);

    const pruned = await pruneExpired(t.db);
    expect(pruned.sessions).toBeGreaterThanOrEqual(1);
    expect(pruned.otpChallenges).toBeGreaterThanOrEqual(1);
    expect(pruned.idempotencyKeys).toBe(1);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, gone.user.id))).toHaveLength(0);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, live.user.id))).toHaveLength(1);
    expect((await t.db.select().from(otpChallenges).where(eq(otpChallenges.phone, '9800000002'))).length).toBe(1);
    expect((await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, live.user.id))).map((k) => k.key)).toEqual(['new']);
    expect(await pruneExpired(t.db)).toEqual({ sessions: 0, otpChallenges: 0, idempotencyKeys: 0 });
  });
});
