import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpChallenges, users, userStatePermissions } from '../../db/schema/index.js';
import { ensureState, nextPhone } from '../../test/factories.js';
import { modeName } from '../../test/harness.js';
import { MSG } from './schema.js';
import {
  createAccountsTestApp,
  nextIp,
  postForm,
  sessionCookieFrom,
  signUp,
  signupFields,
  verifyPhone,
  type AccountsTestContext,
} from './test-app.js';

describe(`sign-up in ${modeName}`, () => {
  let t: AccountsTestContext;
  let stateId: number;
  beforeAll(async () => {
    t = await createAccountsTestApp();
    stateId = (await ensureState(t.db, 'Maharashtra')).id;
  });
  afterAll(async () => {
    await t.close();
  });

  const countUsers = async (phone: string) =>
    (
      await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(eq(users.phone, phone))
    )[0]!.n;

  it('signs up with the texted OTP, logs in, sees who it is and logs out', async () => {
    const phone = nextPhone();
    const ip = nextIp();
    const sent = await postForm(t.app, '/user/check-user-and-sendotp', { phone }, { ip });
    expect(sent.json()).toMatchObject({ status: 200, msg: 'OTP sent successfully', data: { resend_after: 30, expires_in: 300 } });
    const otp = t.sms.lastCodeTo(phone)!;
    expect(otp).toMatch(/^\d{4}$/);

    const verified = await postForm(t.app, '/user/verifyotp', { phone, otp }, { ip });
    expect(verified.json()).toMatchObject({ status: 200, msg: 'OTP verified successfully' });

    const created = await postForm(t.app, '/subscriptions/auction-signup-user', signupFields(phone, stateId), { ip });
    expect(created.statusCode).toBe(200);
    const body = created.json();
    expect(body).toMatchObject({ status: 200, msg: 'Account created successfully', data: { name: 'Ramesh Patil', phone } });
    expect(body.data.password).toMatch(/^[A-Za-z2-9]{10}$/);
    expect(created.cookies).toHaveLength(0);

    const loggedIn = await postForm(t.app, '/login-react', { phone, password: body.data.password }, { ip });
    expect(loggedIn.statusCode).toBe(200);
    const cookie = sessionCookieFrom(loggedIn)!;
    expect(cookie).toBeDefined();

    const check = await t.app.inject({ method: 'POST', url: '/tractorpoint/login-check', headers: { cookie } });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({
      status: 200,
      username: phone,
      phone,
      first_name: 'Ramesh',
      last_name: 'Patil',
      state: 'Maharashtra',
      state_id: stateId,
      is_subscribed: false,
      admin: false,
      is_auction_admin: false,
      docs_uploaded: false,
      never_subscribed: true,
      subscription_date: null,
      subscription_end_date: null,
    });
    expect(check.json().remaining_time).toBeGreaterThan(0);

    const out = await t.app.inject({ method: 'POST', url: '/logout-app-user', headers: { cookie } });
    expect(out.json()).toMatchObject({ status: 200, msg: 'Logged out successfully' });
    const cleared = out.cookies.find((c) => c.name === 'vh_session');
    expect(cleared?.value).toBe('');

    const replay = await t.app.inject({ method: 'POST', url: '/tractorpoint/login-check', headers: { cookie } });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ status: 401, msg: 'Authentication Required' });
  });

  it('creates an active Auction Buyer for the selected state only, whatever the form claims', async () => {
    const phone = nextPhone();
    const gujarat = await ensureState(t.db, 'Gujarat');
    await signUp(t, phone, {
      is_blocked: 'true',
      user_designation: '1',
      admin: 'true',
      is_admin: 'true',
      is_auction_admin: 'true',
      is_channel_financed: 'true',
      remarks: 'VIP',
      user_added_by: '9000000000',
      assigned_states_designations: JSON.stringify([
        { state: 'Maharashtra', designations: ['Auction Buyer'] },
        { state: 'Gujarat', designations: ['Admin'] },
      ]),
    });
    const [user] = await t.db.select().from(users).where(eq(users.phone, phone));
    expect(user).toMatchObject({
      isBlocked: false,
      isActive: true,
      isAdmin: false,
      isAuctionAdmin: false,
      designation: 49,
      isChannelFinanced: false,
      remarks: 'Self Signup',
      userAddedBy: phone,
      stateId,
    });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    const grants = await t.db.select().from(userStatePermissions).where(eq(userStatePermissions.userId, user!.id));
    expect(grants).toEqual([{ userId: user!.id, stateId, designation: 'Auction Buyer' }]);
    expect(grants.some((g) => g.stateId === gujarat.id)).toBe(false);
  });

  it('keeps only the last 4 Aadhaar digits and the PAN in capitals', async () => {
    const phone = nextPhone();
    await signUp(t, phone, { aadhar: '123456789012', pan: 'abcde1234f', email: 'r@example.in', middle_name: 'K' });
    const [user] = await t.db.select().from(users).where(eq(users.phone, phone));
    expect(user).toMatchObject({ aadharLast4: '9012', panNumber: 'ABCDE1234F', email: 'r@example.in', middleName: 'K' });
    expect(JSON.stringify(user)).not.toContain('123456789012');
  });

  it('accepts the same payload as JSON', async () => {
    const phone = nextPhone();
    const ip = nextIp();
    await verifyPhone(t, phone, ip);
    const res = await t.app.inject({
      method: 'POST',
      url: '/subscriptions/auction-signup-user',
      payload: { ...signupFields(phone, stateId), state: stateId },
      remoteAddress: ip,
    });
    expect(res.statusCode).toBe(200);
    expect(await countUsers(phone)).toBe(1);
  });

  it('refuses a sign-up whose phone was never verified', async () => {
    const phone = nextPhone();
    const ip = nextIp();
    await postForm(t.app, '/user/check-user-and-sendotp', { phone }, { ip });
    const res = await postForm(t.app, '/subscriptions/auction-signup-user', signupFields(phone, stateId), { ip });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, msg: 'Please verify your mobile number with the OTP first' });
    expect(await countUsers(phone)).toBe(0);
  });

  it('refuses a sign-up when the verification is older than the 15-minute window', async () => {
    const phone = nextPhone();
    const ip = nextIp();
    await verifyPhone(t, phone, ip);
    await t.db
      .update(otpChallenges)
      .set({ verifiedAt: sql`now() - interval '16 minutes'`, expiresAt: sql`now() - interval '12 minutes'` })
      .where(eq(otpChallenges.phone, phone));
    const res = await postForm(t.app, '/subscriptions/auction-signup-user', signupFields(phone, stateId), { ip });
    expect(res.json()).toMatchObject({ status: 400, msg: 'Please verify your mobile number with the OTP first' });
    expect(await countUsers(phone)).toBe(0);
  });

  it('lets one verification create one account', async () => {
    const phone = nextPhone();
    const ip = nextIp();
    await verifyPhone(t, phone, ip);
    const first = await postForm(t.app, '/subscriptions/auction-signup-user', signupFields(phone, stateId), { ip });
    expect(first.statusCode).toBe(200);
    const second = await postForm(t.app, '/subscriptions/auction-signup-user', signupFields(phone, stateId), { ip });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ status: 409, msg: 'This mobile number is already registered, please login' });
    expect(await countUsers(phone)).toBe(1);
  });

  describe('answers each spec §5 fault with its own words, in the spec order', () => {
    const cases: [string, Record<string, string>, string][] = [
      ['a 9-digit phone', { phone: '987654321' }, MSG.phone],
      ['a phone with letters', { phone: '98765abcde' }, MSG.phone],
      ['no first name', { first_name: '' }, MSG.firstName],
      ['a blank first name', { first_name: '   ' }, MSG.firstName],
      ['no last name', { last_name: '' }, MSG.lastName],
      ['no state', { state: '' }, MSG.state],
      ['a state that is not a number', { state: 'Maharashtra' }, MSG.state],
      ['a state that does not exist', { state: '999999' }, MSG.state],
      ['a 5-digit PIN', { pincode: '41100' }, MSG.pincode],
      ['a PIN with letters', { pincode: '4110a1' }, MSG.pincode],
      ['no address', { address: '' }, MSG.address],
      ['an 11-digit Aadhaar', { aadhar: '12345678901' }, MSG.aadhar],
      ['an Aadhaar with letters', { aadhar: '1234567890ab' }, MSG.aadhar],
      ['a 9-character PAN', { pan: 'ABCDE1234' }, MSG.pan],
      ['a malformed PAN', { pan: '1234567890' }, MSG.pan],
      ['no first name and no address (first fault wins)', { first_name: '', address: '' }, MSG.firstName],
      ['no last name and a bad PIN (first fault wins)', { last_name: '', pincode: '1' }, MSG.lastName],
    ];
    it.each(cases)('%s', async (_name, overrides, msg) => {
      const phone = nextPhone();
      const ip = nextIp();
      await verifyPhone(t, phone, ip);
      const res = await postForm(t.app, '/subscriptions/auction-signup-user', signupFields(phone, stateId, overrides), { ip });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, msg });
      expect(await countUsers(phone)).toBe(0);
    });

    it('an empty body', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/subscriptions/auction-signup-user', remoteAddress: nextIp() });
      expect(res.json()).toMatchObject({ status: 400, msg: MSG.phone });
    });
  });

  it('refuses a sign-up for a registered phone without touching the account', async () => {
    const phone = nextPhone();
    await signUp(t, phone);
    const res = await postForm(t.app, '/subscriptions/auction-signup-user', signupFields(phone, stateId, { first_name: 'Other' }), {
      ip: nextIp(),
    });
    expect(res.statusCode).toBe(409);
    const [user] = await t.db.select().from(users).where(eq(users.phone, phone));
    expect(user!.firstName).toBe('Ramesh');
  });

  it('limits sign-up attempts per IP', async () => {
    const ip = nextIp();
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await postForm(t.app, '/subscriptions/auction-signup-user', { phone: 'x' }, { ip });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 400)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});
