import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index.js';
import { createUser, ensureState, signedInUser, TEST_PASSWORD } from '../../test/factories.js';
import { modeName } from '../../test/harness.js';
import { MSG } from './schema.js';
import { hashToken, SESSION_COOKIE, SIGNED_IN_HINT_COOKIE } from './session.js';
import { createAccountsTestApp, nextIp, postForm, sessionCookieFrom, type AccountsTestContext } from './test-app.js';

const AUTH_REQUIRED = { status: 401, msg: 'Authentication Required' };

describe(`login and session in ${modeName}`, () => {
  let t: AccountsTestContext;
  beforeAll(async () => {
    t = await createAccountsTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (phone: string, password: string, cookie?: string) =>
    postForm(t.app, '/login-react', { phone, password }, { ip: nextIp(), cookie });
  const loginCheck = (cookie?: string) =>
    t.app.inject({ method: 'POST', url: '/tractorpoint/login-check', headers: cookie ? { cookie } : {} });
  const tokenOf = (cookie: string) => cookie.slice(SESSION_COOKIE.length + 1);

  it('logs in and sets an HttpOnly, SameSite session cookie for the whole site', async () => {
    const user = await createUser(t.db);
    const res = await login(user.phone, TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 200, msg: 'Login successful', username: user.phone, phone: user.phone });
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('sets a readable signed-in hint beside the session, and clears it at logout', async () => {
    const user = await createUser(t.db);
    const res = await login(user.phone, TEST_PASSWORD);
    const hint = res.cookies.find((c) => c.name === SIGNED_IN_HINT_COOKIE);
    expect(hint).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });
    expect(hint?.httpOnly).toBeFalsy();
    const cookie = sessionCookieFrom(res)!;
    const out = await t.app.inject({ method: 'POST', url: '/logout-app-user', headers: { cookie } });
    expect(out.cookies.find((c) => c.name === SIGNED_IN_HINT_COOKIE)?.value).toBe('');
  });

  it('gives the hint to a session opened before it existed, on its next page load', async () => {
    const { cookie } = await signedInUser(t.db);
    const res = await t.app.inject({ method: 'GET', url: '/health', headers: { cookie } });
    expect(res.cookies.find((c) => c.name === SIGNED_IN_HINT_COOKIE)?.value).toBe('1');
    const again = await t.app.inject({ method: 'GET', url: '/health', headers: { cookie: `${cookie}; ${SIGNED_IN_HINT_COOKIE}=1` } });
    expect(again.cookies.find((c) => c.name === SIGNED_IN_HINT_COOKIE)).toBeUndefined();
  });

  it('stores only a hash of the session id', async () => {
    const user = await createUser(t.db);
    const cookie = sessionCookieFrom(await login(user.phone, TEST_PASSWORD))!;
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.map((r) => r.tokenHash)).toEqual([hashToken(tokenOf(cookie))]);
  });

  it('answers wrong credentials with the same message whether or not the phone exists', async () => {
    const user = await createUser(t.db);
    const failure = { status: 401, msg: 'Invalid phone number or password', is_active: true, block_description: '' };
    const wrongPassword = await login(user.phone, 'not-the-password');
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toMatchObject(failure);
    expect(wrongPassword.cookies).toHaveLength(0);
    const unknownPhone = await login('9999999999', TEST_PASSWORD);
    expect(unknownPhone.json()).toMatchObject(failure);
  });

  it('tells a blocked user, who knows the password, why', async () => {
    const user = await createUser(t.db, { isBlocked: true, blockDescription: 'Backout charge pending' });
    const res = await login(user.phone, TEST_PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      status: 403,
      msg: 'Your account has been blocked',
      is_active: false,
      block_description: 'Backout charge pending',
    });
    expect(res.cookies).toHaveLength(0);
  });

  it('treats an inactive account as blocked, with a default description', async () => {
    const user = await createUser(t.db, { isActive: false });
    const res = await login(user.phone, TEST_PASSWORD);
    expect(res.json()).toMatchObject({
      status: 403,
      msg: 'Your account has been blocked',
      is_active: false,
      block_description: 'Please contact support',
    });
  });

  it('does not reveal a block to someone without the password', async () => {
    const user = await createUser(t.db, { isBlocked: true, blockDescription: 'Fraud' });
    const res = await login(user.phone, 'wrong-password');
    expect(res.statusCode).toBe(401);
    expect(res.json().block_description).toBe('');
  });

  it('ends the session of a user who gets blocked', async () => {
    const { user, cookie } = await signedInUser(t.db);
    expect((await loginCheck(cookie)).statusCode).toBe(200);
    await t.db.update(users).set({ isBlocked: true }).where(eq(users.id, user.id));
    expect((await loginCheck(cookie)).json()).toMatchObject(AUTH_REQUIRED);
  });

  it.each([
    ['a short phone', { phone: '12345', password: 'x' }, MSG.phone],
    ['no phone', { password: 'x' }, MSG.phone],
    ['no password', { phone: '9876543210' }, MSG.password],
    ['an empty password', { phone: '9876543210', password: '' }, MSG.password],
  ])('answers %s with a message', async (_name, fields, msg) => {
    const res = await postForm(t.app, '/login-react', fields as Record<string, string>, { ip: nextIp() });
    expect(res.json()).toMatchObject({ status: 400, msg });
  });

  it('rotates the session id at login and deletes the old session', async () => {
    const user = await createUser(t.db);
    const first = sessionCookieFrom(await login(user.phone, TEST_PASSWORD))!;
    const second = sessionCookieFrom(await login(user.phone, TEST_PASSWORD, first))!;
    expect(second).not.toBe(first);
    expect((await loginCheck(first)).json()).toMatchObject(AUTH_REQUIRED);
    expect((await loginCheck(second)).statusCode).toBe(200);
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('answers login-check without a session with the spec 401 body', async () => {
    expect((await loginCheck()).json()).toMatchObject(AUTH_REQUIRED);
    expect((await loginCheck(`${SESSION_COOKIE}=made-up`)).json()).toMatchObject(AUTH_REQUIRED);
  });

  it('shows the user session fields of spec §3 for a subscribed user', async () => {
    const state = await ensureState(t.db, 'Karnataka');
    const start = new Date('2026-01-01T00:00:00Z');
    const end = new Date(Date.now() + 30 * 24 * 3600 * 1000);
    const { user, cookie } = await signedInUser(t.db, {
      firstName: 'Savita',
      lastName: 'Gowda',
      stateId: state.id,
      isSubscribed: true,
      neverSubscribed: false,
      subscriptionDate: start,
      subscriptionEndDate: end,
      docsUploaded: true,
    });
    const res = await loginCheck(cookie);
    expect(res.json()).toMatchObject({
      status: 200,
      msg: 'Authenticated',
      username: user.phone,
      remaining_time: expect.any(Number),
      user_id: user.id,
      phone: user.phone,
      first_name: 'Savita',
      last_name: 'Gowda',
      state: 'Karnataka',
      state_id: state.id,
      is_subscribed: true,
      admin: false,
      is_auction_admin: false,
      docs_uploaded: true,
      never_subscribed: false,
      subscription_date: start.toISOString(),
      subscription_end_date: end.toISOString(),
      must_change_password: false,
    });
    expect(res.json().remaining_time).toBeLessThanOrEqual(24 * 3600);
    expect(res.json().remaining_time).toBeGreaterThan(23 * 3600);
  });

  it('reports a lapsed plan as not subscribed', async () => {
    const { cookie } = await signedInUser(t.db, { isSubscribed: true, subscriptionEndDate: new Date(Date.now() - 1000) });
    expect((await loginCheck(cookie)).json().is_subscribed).toBe(false);
  });

  it('shows the admin and auction admin roles', async () => {
    const admin = await signedInUser(t.db, { isAdmin: true });
    expect((await loginCheck(admin.cookie)).json()).toMatchObject({ admin: true, is_auction_admin: false });
    const auctionAdmin = await signedInUser(t.db, { isAuctionAdmin: true });
    expect((await loginCheck(auctionAdmin.cookie)).json()).toMatchObject({ admin: false, is_auction_admin: true });
  });

  it('logs out: the session row is gone and the cookie no longer works', async () => {
    const { user, cookie } = await signedInUser(t.db);
    const res = await t.app.inject({ method: 'POST', url: '/logout-app-user', headers: { cookie } });
    expect(res.json()).toMatchObject({ status: 200, msg: 'Logged out successfully' });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect((await loginCheck(cookie)).json()).toMatchObject(AUTH_REQUIRED);
  });

  it('answers logout without a session with 200 and a cleared cookie', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/logout-app-user' });
    expect(res.json()).toMatchObject({ status: 200, msg: 'Logged out successfully' });
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
  });

  it('refuses a cross-site logout or login', async () => {
    const { cookie } = await signedInUser(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/logout-app-user',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
    expect((await loginCheck(cookie)).statusCode).toBe(200);
  });

  it('limits login attempts to 30 a minute per IP address', async () => {
    const ip = nextIp();
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) {
      codes.push((await postForm(t.app, '/login-react', { phone: '1' }, { ip })).statusCode);
    }
    expect(codes.slice(0, 30)).toEqual(Array(30).fill(400));
    expect(codes[30]).toBe(429);
  });
});

describe(`session cookie in production settings (${modeName})`, () => {
  let t: AccountsTestContext;
  beforeAll(async () => {
    t = await createAccountsTestApp({ COOKIE_SECURE: 'true' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('marks the cookie Secure', async () => {
    const user = await createUser(t.db);
    const res = await postForm(t.app, '/login-react', { phone: user.phone, password: TEST_PASSWORD });
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
  });
});

describe(`sign-in answers in the reader's language and phone numbers as typed, in ${modeName}`, () => {
  let t: AccountsTestContext;
  beforeAll(async () => {
    t = await createAccountsTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a wrong password in Hindi from the language cookie, with the spec’s code', async () => {
    const user = await createUser(t.db);
    const res = await postForm(
      t.app,
      '/login-react',
      { phone: user.phone, password: 'wrong-password' },
      { ip: nextIp(), cookie: 'language=hi' },
    );
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 401, code: 'account.invalid_login', params: {}, msg: 'फ़ोन नंबर या पासवर्ड गलत है' });
  });

  it('refuses a malformed number in Tamil from Accept-Language, and in the spec’s English without one', async () => {
    const ta = await t.app.inject({
      method: 'POST',
      url: '/login-react',
      headers: { 'accept-language': 'ta-IN' },
      payload: { phone: '12345', password: 'x' },
    });
    expect(ta.json()).toMatchObject({ status: 400, code: 'account.phone_invalid', msg: 'தயவுசெய்து 10 இலக்க எண்ணை உள்ளிடவும்' });
    const en = await t.app.inject({ method: 'POST', url: '/login-react', payload: { phone: '12345', password: 'x' } });
    expect(en.json()).toMatchObject({ status: 400, code: 'account.phone_invalid', msg: MSG.phone });
  });

  it.each(['+91 {p5} {p10}', '0{p}', '{p5}-{p10}', '+91-{p}', '91{p}', ' {p5} {p10} '])(
    'signs in with the number typed as %s',
    async (shape) => {
      const user = await createUser(t.db);
      const typed = shape.replace('{p5}', user.phone.slice(0, 5)).replace('{p10}', user.phone.slice(5)).replace('{p}', user.phone);
      const res = await postForm(t.app, '/login-react', { phone: typed, password: TEST_PASSWORD }, { ip: nextIp() });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ phone: user.phone, code: 'account.login_done' });
    },
  );

  it('looks an OTP request up by the 10-digit number whatever shape it was typed in', async () => {
    const user = await createUser(t.db);
    const res = await postForm(
      t.app,
      '/user/checkuser',
      { phone: `+91 ${user.phone.slice(0, 5)}-${user.phone.slice(5)}` },
      { ip: nextIp() },
    );
    expect(res.json()).toMatchObject({ status: 200, code: 'account.user_exists', data: { is_registered: true } });
  });
});
