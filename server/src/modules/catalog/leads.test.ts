import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../../db/schema/index.js';
import { ensureState, nextPhone, signedInUser } from '../../test/factories.js';
import { form } from '../../test/factories.js';
import { createTestApp, modeName, type TestContext } from '../../test/harness.js';
import { LEAD_RATE_LIMIT } from './lead-routes.js';
import { LEAD_SAVED_MSG, normalizeMobile } from './lead-service.js';

describe('normalizeMobile', () => {
  it.each([
    ['9822012345', '9822012345'],
    ['98220 12345', '9822012345'],
    ['+91 98220-12345', '9822012345'],
    ['919822012345', '9822012345'],
    ['09822012345', '9822012345'],
  ])('reads %s as %s', (raw, phone) => {
    expect(normalizeMobile(raw)).toBe(phone);
  });

  it.each(['12345', '5822012345', '98220123456', 'abcdefghij', '98220l2345'])('refuses %s', (raw) => {
    expect(normalizeMobile(raw)).toBeNull();
  });
});

describe(`lead form (/user/create-lead) in ${modeName}`, () => {
  let t: TestContext;
  let ipCounter = 0;
  /** Each test posts from its own address, so the per-IP limit only bites where a test means it to. */
  const newIp = () => `203.0.113.${++ipCounter}`;

  const createLead = (fields: Record<string, string | boolean>, opts: { ip?: string; cookie?: string } = {}) => {
    const f = form(fields);
    return t.app.inject({
      method: 'POST',
      url: '/user/create-lead',
      payload: f.payload,
      remoteAddress: opts.ip ?? newIp(),
      headers: { ...f.headers, ...(opts.cookie ? { cookie: opts.cookie } : {}) },
    });
  };
  const leadsOf = (phone: string) => t.app.db.select().from(leads).where(eq(leads.phone, phone)).orderBy(asc(leads.id));

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('stores a lead from the form and answers with a success text', async () => {
    const phone = nextPhone();
    const res = await createLead({ name: 'Ramesh Pawar', phone, state: 'Maharashtra', city: 'Pune', ta_interest: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200, code: 'lead.saved', params: {}, success: LEAD_SAVED_MSG, msg: LEAD_SAVED_MSG });
    const [row] = await leadsOf(phone);
    expect(row).toMatchObject({ name: 'Ramesh Pawar', phone, state: 'Maharashtra', city: 'Pune', taInterest: true, userId: null });
  });

  it.each<[Record<string, string>, string]>([
    [{ phone: '9822011111', state: 'Goa' }, 'Please enter your name'],
    [{ name: '12345', phone: '9822011112' }, 'Please enter your name'],
    [{ name: 'Ramesh' }, 'Please enter your mobile number'],
    [{ name: 'Ramesh', phone: '12345' }, 'Please enter a valid 10 digit mobile number'],
    [{ name: 'Ramesh', phone: 'abcdefghij' }, 'Please enter a valid 10 digit mobile number'],
    [{ name: 'Ramesh', phone: '9822011113', pincode: '4110' }, 'Please enter a valid 6 digit PIN code'],
    [{ name: 'Ramesh', phone: '9822011114', state: 'x'.repeat(101) }, 'state must be at most 100 characters'],
    [{ name: 'Ramesh', phone: '9822011115', ta_interest: 'maybe' }, 'ta_interest must be true or false'],
  ])('refuses %j with 400 and writes nothing', async (fields, error) => {
    const res = await createLead(fields);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, error, msg: error });
    const phone = normalizeMobile(fields.phone ?? '');
    if (phone) expect(await leadsOf(phone)).toEqual([]);
  });

  it('updates the first lead when the same phone asks again within a day', async () => {
    const phone = nextPhone();
    await createLead({ name: 'Suresh', phone, state: 'Karnataka', city: 'Belgaum', ta_interest: true });
    const again = await createLead({ name: 'Suresh Patil', phone: `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`, ta_interest: false });
    expect(again.json()).toEqual({ status: 200, code: 'lead.saved', params: {}, success: LEAD_SAVED_MSG, msg: LEAD_SAVED_MSG });
    const rows = await leadsOf(phone);
    expect(rows).toHaveLength(1);
    // The newer name wins; what the second request left out, and the trade-advance interest, are kept.
    expect(rows[0]).toMatchObject({ name: 'Suresh Patil', state: 'Karnataka', city: 'Belgaum', taInterest: true });
    expect(rows[0]!.updatedAt.getTime()).toBeGreaterThan(rows[0]!.createdAt.getTime());
  });

  it('starts a new lead once the first is more than a day old', async () => {
    const phone = nextPhone();
    await createLead({ name: 'Ganesh', phone });
    await t.app.db
      .update(leads)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(leads.phone, phone));
    await createLead({ name: 'Ganesh', phone });
    expect(await leadsOf(phone)).toHaveLength(2);
  });

  it('fills state and district from the PIN code when they are left out', async () => {
    const phone = nextPhone();
    await createLead({ name: 'Meena', phone, pincode: '380001' });
    expect((await leadsOf(phone))[0]).toMatchObject({ state: 'Gujarat', city: 'Ahmedabad', pincode: '380001' });
  });

  it("takes a signed-in buyer's name and state from the account when only the phone is sent", async () => {
    const state = await ensureState(t.app.db, 'Maharashtra');
    const { user, cookie } = await signedInUser(t.app.db, { firstName: 'Anil', lastName: 'Kale', stateId: state.id });
    const res = await createLead({ phone: user.phone, ta_interest: 'true' } as Record<string, string>, { cookie });
    expect(res.json().status).toBe(200);
    expect((await leadsOf(user.phone))[0]).toMatchObject({ name: 'Anil Kale', state: 'Maharashtra', taInterest: true, userId: user.id });
  });

  it('uses the account phone when a signed-in buyer sends none', async () => {
    const { user, cookie } = await signedInUser(t.app.db, { firstName: 'Vijay' });
    expect((await createLead({ ta_interest: 'true' } as Record<string, string>, { cookie })).statusCode).toBe(200);
    expect(await leadsOf(user.phone)).toHaveLength(1);
  });

  it('limits how many leads one address can send', async () => {
    const ip = newIp();
    const phone = nextPhone();
    for (let i = 0; i < LEAD_RATE_LIMIT.max; i++) {
      expect((await createLead({ name: 'Flood', phone }, { ip })).statusCode).toBe(200);
    }
    const res = await createLead({ name: 'Flood', phone }, { ip });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ status: 429, error: expect.stringMatching(/too many requests/i), msg: expect.any(String) });
    expect((await createLead({ name: 'Someone else', phone: nextPhone() })).statusCode).toBe(200);
  });
});
