import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealerAgents, sessions, users } from '../../db/schema/index.js';
import { createCapturingSender } from '../../lib/sms.js';
import { nextPhone, signedInUser, subscribedBuyer } from '../../test/factories.js';
import { createTestApp, modeName, type TestContext } from '../../test/harness.js';

const sms = createCapturingSender();
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ sms });
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: cookie ? { cookie } : {} });
const cookieOf = (res: { cookies: { name: string; value: string }[] }) => {
  const c = res.cookies.find((x) => x.name === 'vh_session');
  return c ? `vh_session=${c.value}` : undefined;
};

/** A dealer: a subscribed buyer whose documents are verified and who asked to become one. */
async function dealer() {
  const d = await subscribedBuyer(t.db, { kycVerified: true, firstName: 'Anil', lastName: 'Traders' });
  expect((await post('/client/api/dealer/become', {}, d.cookie)).statusCode).toBe(200);
  return d;
}

/** Invites a new phone, and the agent signs up through the link with the OTP texted to it. */
async function activeAgent(d: { cookie: string }, body: Record<string, unknown> = {}) {
  const phone = nextPhone();
  const inv = await post('/client/api/dealer/agents/invite', { phone, name: 'Vijay Kale', ...body }, d.cookie);
  expect(inv.statusCode).toBe(200);
  const token = inv.json().data.invite_url.split('/agent-invite/')[1] as string;
  expect((await post('/user/check-user-and-sendotp', { phone })).statusCode).toBe(200);
  expect((await post('/user/verifyotp', { phone, otp: sms.lastCodeTo(phone) })).statusCode).toBe(200);
  const acc = await post('/dealer-invite/accept', { token });
  expect(acc.statusCode).toBe(200);
  return { phone, id: inv.json().data.id as number, token, cookie: cookieOf(acc)!, accept: acc };
}

describe(`dealers and agents in ${modeName}`, () => {
  it('a buyer with verified documents becomes a dealer; without them the refusal says what to do', async () => {
    const plain = await subscribedBuyer(t.db);
    const refused = await post('/client/api/dealer/become', {}, plain.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('dealers.kyc_first');
    const [row] = await t.db.select({ d: users.isDealer }).from(users).where(eq(users.id, plain.user.id));
    expect(row!.d).toBe(false);

    const d = await dealer();
    const status = await post('/client/api/dealer/status', {}, d.cookie);
    expect(status.json().data).toMatchObject({ is_dealer: true, agent_of: null });
    const me = await post('/tractorpoint/login-check', {}, d.cookie);
    expect(me.json()).toMatchObject({ is_dealer: true, agent_of: null });
  });

  it('invites an agent by SMS with a one-time link; the agent signs up by OTP and is signed in as the dealer’s agent', async () => {
    const d = await dealer();
    const phone = nextPhone();
    const inv = await post(
      '/client/api/dealer/agents/invite',
      { phone: `+91 ${phone}`, name: ' Vijay Kale ', per_lot_cap: '300000', total_cap: 500000 },
      d.cookie,
    );
    expect(inv.statusCode).toBe(200);
    expect(inv.json()).toMatchObject({ code: 'dealers.invite_sent', data: { sent: true } });
    const url = inv.json().data.invite_url as string;
    expect(sms.lastTo(phone)!.message).toContain(url);
    expect(sms.lastTo(phone)!.message).toContain('Anil Traders invites you');
    const token = url.split('/agent-invite/')[1]!;
    // Only the hash is stored.
    const [stored] = await t.db.select().from(dealerAgents).where(eq(dealerAgents.id, inv.json().data.id));
    expect(stored!.inviteTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.inviteTokenHash).not.toContain(token);

    const show = await post('/dealer-invite/show', { token });
    expect(show.json().data).toMatchObject({ dealer_name: 'Anil Traders', agent_name: 'Vijay Kale', phone, has_account: false });

    // Without a verified OTP nothing is made.
    const early = await post('/dealer-invite/accept', { token });
    expect(early.statusCode).toBe(400);
    expect(early.json().code).toBe('otp.verify_first');
    expect(await t.db.select().from(users).where(eq(users.phone, phone))).toHaveLength(0);

    await post('/user/check-user-and-sendotp', { phone });
    await post('/user/verifyotp', { phone, otp: sms.lastCodeTo(phone) });
    const acc = await post('/dealer-invite/accept', { token });
    expect(acc.statusCode).toBe(200);
    expect(acc.json()).toMatchObject({ code: 'dealers.invite_accepted', data: { dealer_name: 'Anil Traders', phone, name: 'Vijay Kale' } });
    expect(acc.json().data.password).toMatch(/.{8,}/);
    const agentCookie = cookieOf(acc)!;
    const me = await post('/tractorpoint/login-check', {}, agentCookie);
    expect(me.json()).toMatchObject({
      phone,
      is_dealer: false,
      agent_of: { dealer_id: d.user.id, dealer_name: 'Anil Traders', status: 'active' },
    });
    // The new password signs in too.
    expect((await post('/login-react', { phone, password: acc.json().data.password })).statusCode).toBe(200);

    // The link is spent.
    expect((await post('/dealer-invite/show', { token })).statusCode).toBe(404);
    expect((await post('/dealer-invite/accept', { token })).json().code).toBe('dealers.invite_invalid');

    const listed = await post('/client/api/dealer/agents', {}, d.cookie);
    expect(listed.statusCode, listed.body).toBe(200);
    const list = listed.json().data;
    expect(list).toEqual([
      expect.objectContaining({
        name: 'Vijay Kale',
        phone,
        status: 'active',
        per_lot_cap: 300_000,
        total_cap: 500_000,
        allowed_state_ids: null,
        allowed_segments: null,
      }),
    ]);
  });

  it('an existing account accepts only while signed in as that phone', async () => {
    const d = await dealer();
    const existing = await signedInUser(t.db);
    const inv = await post('/client/api/dealer/agents/invite', { phone: existing.user.phone, name: 'Sunil' }, d.cookie);
    const token = inv.json().data.invite_url.split('/agent-invite/')[1];
    expect((await post('/dealer-invite/show', { token })).json().data.has_account).toBe(true);
    const anon = await post('/dealer-invite/accept', { token });
    expect(anon.statusCode).toBe(403);
    expect(anon.json().code).toBe('dealers.sign_in_to_accept');
    const other = await signedInUser(t.db);
    expect((await post('/dealer-invite/accept', { token }, other.cookie)).statusCode).toBe(403);
    const ok = await post('/dealer-invite/accept', { token }, existing.cookie);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.password).toBeNull();
    expect((await post('/tractorpoint/login-check', {}, existing.cookie)).json().agent_of.dealer_id).toBe(d.user.id);
  });

  it('edits caps; bad caps are refused and change nothing', async () => {
    const d = await dealer();
    const a = await activeAgent(d, { per_lot_cap: 200_000 });
    const saved = await post(
      '/client/api/dealer/agents/caps',
      { id: a.id, total_cap: 900_000, allowed_state_ids: [1], allowed_segments: ['tractor'] },
      d.cookie,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      per_lot_cap: 200_000,
      total_cap: 900_000,
      allowed_state_ids: [1],
      allowed_segments: ['tractor'],
    });

    const bad: [unknown, string][] = [
      [{ id: a.id, per_lot_cap: 1_000_000 }, 'dealers.caps_order'],
      [{ id: a.id, per_lot_cap: -5 }, 'field.more_than_zero'],
      [{ id: a.id, total_cap: 10.5 }, 'field.whole_rupees'],
      [{ id: a.id, allowed_state_ids: 'all' }, 'dealers.list_expected'],
      [{ id: a.id, allowed_segments: [] }, 'dealers.caps_empty_list'],
      [{ id: 'x' }, 'field.must_be_number'],
    ];
    for (const [body, code] of bad) {
      const res = await post('/client/api/dealer/agents/caps', body, d.cookie);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code, JSON.stringify(body)).toBe(code);
    }
    const other = await dealer();
    expect((await post('/client/api/dealer/agents/caps', { id: a.id, total_cap: 1 }, other.cookie)).statusCode).toBe(404);
    const [row] = await t.db.select().from(dealerAgents).where(eq(dealerAgents.id, a.id));
    expect(row).toMatchObject({ perLotCap: 200_000, totalCap: 900_000, allowedStateIds: [1], allowedSegments: ['tractor'] });
    // Nulls lift the caps.
    const lifted = await post(
      '/client/api/dealer/agents/caps',
      { id: a.id, per_lot_cap: null, total_cap: '', allowed_state_ids: null, allowed_segments: null },
      d.cookie,
    );
    expect(lifted.json().data).toMatchObject({ per_lot_cap: null, total_cap: null, allowed_state_ids: null, allowed_segments: null });
  });

  it('refuses bad invitations with a clear 4xx and stores nothing', async () => {
    const d = await dealer();
    const other = await dealer();
    const before = (await t.db.select().from(dealerAgents).where(eq(dealerAgents.dealerId, d.user.id))).length;
    const cases: [unknown, number, string][] = [
      [{ phone: '12345', name: 'X' }, 400, 'dealers.agent_phone_invalid'],
      [{ phone: nextPhone(), name: '  ' }, 400, 'dealers.agent_name_required'],
      [{ phone: nextPhone() }, 400, 'dealers.agent_name_required'],
      [{ phone: d.user.phone, name: 'Me' }, 400, 'dealers.cannot_invite_self'],
      [{ phone: other.user.phone, name: 'Them' }, 409, 'dealers.phone_taken'],
      [{ phone: nextPhone(), name: 'X', per_lot_cap: 'lots' }, 400, 'field.rupees'],
    ];
    for (const [body, status, code] of cases) {
      const res = await post('/client/api/dealer/agents/invite', body, d.cookie);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().code, JSON.stringify(body)).toBe(code);
    }
    const form = await t.app.inject({
      method: 'POST',
      url: '/client/api/dealer/agents/invite',
      payload: 'phone=1&name=',
      headers: { cookie: d.cookie, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(400);
    const junk = await t.app.inject({
      method: 'POST',
      url: '/client/api/dealer/agents/invite',
      payload: '{"phone":',
      headers: { cookie: d.cookie, 'content-type': 'application/json' },
    });
    expect(junk.statusCode).toBe(400);
    expect((await post('/dealer-invite/show', { token: 'short' })).statusCode).toBe(400);
    expect((await post('/dealer-invite/show', { token: 'A'.repeat(43) })).statusCode).toBe(404);
    expect((await post('/client/api/dealer/dashboard', { from: '2026-13-45' }, d.cookie)).statusCode).toBe(400);
    expect((await post('/client/api/dealer/dashboard', { from: '2026-05-02', to: '2026-05-01' }, d.cookie)).json().code).toBe(
      'dealers.date_range',
    );
    const plain = await subscribedBuyer(t.db);
    expect((await post('/client/api/dealer/agents/invite', { phone: nextPhone(), name: 'X' }, plain.cookie)).json().code).toBe(
      'dealers.not_dealer',
    );
    expect((await post('/client/api/dealer/agents', {})).statusCode).toBe(401);
    expect((await t.db.select().from(dealerAgents).where(eq(dealerAgents.dealerId, d.user.id))).length).toBe(before);
  });

  it('suspending ends the agent’s sessions at once; reinstate and revoke follow the rules', async () => {
    const d = await dealer();
    const a = await activeAgent(d);
    const [agentUser] = await t.db.select({ id: users.id }).from(users).where(eq(users.phone, a.phone));
    expect((await post('/tractorpoint/login-check', {}, a.cookie)).statusCode).toBe(200);

    const s = await post('/client/api/dealer/agents/suspend', { id: a.id }, d.cookie);
    expect(s.statusCode).toBe(200);
    expect(s.json()).toMatchObject({ code: 'dealers.agent_suspended_done', data: { status: 'suspended' } });
    expect(s.json().data.suspended_at).not.toBeNull();
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, agentUser!.id))).toHaveLength(0);
    expect((await post('/tractorpoint/login-check', {}, a.cookie)).statusCode).toBe(401);
    expect((await post('/client/api/dealer/agents/suspend', { id: a.id }, d.cookie)).json().code).toBe('dealers.not_active');

    const r = await post('/client/api/dealer/agents/reinstate', { id: a.id }, d.cookie);
    expect(r.json()).toMatchObject({ code: 'dealers.agent_reinstated', data: { status: 'active', suspended_at: null } });
    expect((await post('/client/api/dealer/agents/reinstate', { id: a.id }, d.cookie)).json().code).toBe('dealers.not_suspended');

    const fresh = await post('/login-react', { phone: a.phone, password: a.accept.json().data.password });
    const v = await post('/client/api/dealer/agents/revoke', { id: a.id }, d.cookie);
    expect(v.json().data.status).toBe('revoked');
    expect((await post('/tractorpoint/login-check', {}, cookieOf(fresh))).statusCode).toBe(401);
    expect((await post('/client/api/dealer/agents/reinstate', { id: a.id }, d.cookie)).json().code).toBe('dealers.agent_revoked');

    // An invitation withdrawn before it was accepted stops working.
    const inv = await post('/client/api/dealer/agents/invite', { phone: nextPhone(), name: 'Later' }, d.cookie);
    await post('/client/api/dealer/agents/revoke', { id: inv.json().data.id }, d.cookie);
    expect((await post('/dealer-invite/show', { token: inv.json().data.invite_url.split('/agent-invite/')[1] })).statusCode).toBe(404);
  });

  it('refuses an agent the dealer’s management, payment and deposit routes with a clear 403', async () => {
    const d = await dealer();
    const a = await activeAgent(d);
    for (const url of [
      '/client/api/dealer/agents',
      '/client/api/dealer/agents/invite',
      '/client/api/dealer/agents/suspend',
      '/client/api/dealer/become',
      '/subscriptions/create-subscription-payment-link',
      '/auctions/create-backout-payment-link',
    ]) {
      const res = await post(url, { id: a.id, phone: nextPhone(), name: 'X' }, a.cookie);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code, url).toBe('dealers.agent_refused');
      expect(res.json().msg, url).toContain('cannot manage agents');
    }
    // The dashboard is theirs to read (the dealer's lots and quotes).
    const dash = await post('/client/api/dealer/dashboard', {}, a.cookie);
    expect(dash.statusCode).toBe(200);
    expect(dash.json().data.dealer.id).toBe(d.user.id);
    // In Hindi too.
    const hi = await t.app.inject({
      method: 'POST',
      url: '/client/api/dealer/agents',
      headers: { cookie: a.cookie, 'accept-language': 'hi' },
    });
    expect(hi.json().msg).toContain('एजेंट');
  });
});
