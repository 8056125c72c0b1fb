import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationDeliveries } from '../../db/schema/index.js';
import { startMsg91StandIn } from '../../lib/msg91-stand-in.js';
import { adminUser, call, nextPhone, subscribedBuyer } from '../../test/factories.js';
import { createTestApp, modeName, type TestContext } from '../../test/harness.js';

/**
 * The agent invitation's SMS goes through the notification service: a delivery of the dealer's
 * to the invited phone, tried at once, retried when the provider fails, in the message log.
 * The provider is the MSG91 stand-in, which answers what the test queues.
 */
let standIn: Awaited<ReturnType<typeof startMsg91StandIn>>;
let t: TestContext;
beforeAll(async () => {
  standIn = await startMsg91StandIn('msg91-key');
  t = await createTestApp({
    env: {
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'msg91-key',
      MSG91_BASE_URL: standIn.url,
      MSG91_TEMPLATES: 'otp_signup=t-otp1,otp_reset_password=t-otp2,dealer_agent_invite=t-invite',
    },
  });
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

const post = (url: string, payload: unknown, cookie: string) => call(t.app, 'POST', url, cookie, payload);

async function dealer() {
  const d = await subscribedBuyer(t.db, { kycVerified: true, firstName: 'Anil', lastName: 'Traders' });
  expect((await post('/client/api/dealer/become', {}, d.cookie)).statusCode).toBe(200);
  return d;
}

const invitesOf = (dealerId: number) =>
  t.db
    .select()
    .from(notificationDeliveries)
    .where(and(eq(notificationDeliveries.userId, dealerId), eq(notificationDeliveries.kind, 'dealer_agent_invite')))
    .orderBy(notificationDeliveries.id);

const makeDue = (id: number) =>
  t.db
    .update(notificationDeliveries)
    .set({ nextAttemptAt: sql`now()` })
    .where(eq(notificationDeliveries.id, id));

const invitesTo = (phone: string) =>
  standIn.requests.filter((r) => r.body.template_id === 't-invite' && r.body.recipients?.[0]?.mobiles === `91${phone}`);

describe(`the agent invitation's SMS through the notification service in ${modeName}`, () => {
  it('is sent at once as a delivery of the dealer to the invited phone, with the DLT template variables', async () => {
    const d = await dealer();
    const phone = nextPhone();
    const inv = await post('/client/api/dealer/agents/invite', { phone, name: 'Vijay Kale' }, d.cookie);
    expect(inv.statusCode).toBe(200);
    expect(inv.json().data.sent).toBe(true);
    const url = inv.json().data.invite_url as string;
    expect(invitesTo(phone).map((r) => r.body.recipients)).toEqual([
      [{ mobiles: `91${phone}`, VAR1: 'Anil Traders', VAR2: 'VahanHaat', VAR3: url }],
    ]);
    const [row] = await invitesOf(d.user.id);
    expect(row).toMatchObject({ channel: 'sms', phone, status: 'sent', attempts: 1, error: null });
    expect(row!.providerId).toMatch(/^3\d{23}$/);
    // The one-time link does not stay in the log once the text is accepted.
    expect(row!.params).toEqual({ brand: 'VahanHaat', dealer: 'Anil Traders' });
  });

  it('a provider failure leaves the delivery to retry; the retry sends the same link, and the admin log shows it', async () => {
    const d = await dealer();
    const phone = nextPhone();
    standIn.next.push({ status: 503, body: { type: 'error', message: 'Service unavailable' } });
    const inv = await post('/client/api/dealer/agents/invite', { phone, name: 'Vijay Kale' }, d.cookie);
    expect(inv.statusCode).toBe(200);
    // The invitation stands: the dealer has the link, and the text is retried.
    expect(inv.json().data.sent).toBe(false);
    const url = inv.json().data.invite_url as string;
    const [failed] = await invitesOf(d.user.id);
    expect(failed).toMatchObject({ status: 'retry', attempts: 1, phone });
    expect(failed!.error).toContain('503');
    expect(failed!.params).toMatchObject({ link: url });
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(failed!.updatedAt.getTime());

    const admin = await adminUser(t.db);
    const logged = await call(t.app, 'GET', `/admin/notifications/deliveries?kind=dealer_agent_invite&phone=${phone}`, admin.cookie);
    expect(logged.statusCode).toBe(200);
    expect(logged.json().data.rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: failed!.id, status: 'retry', to: phone, user: expect.objectContaining({ user_id: d.user.id }) }),
      ]),
    );

    await makeDue(failed!.id);
    while ((await t.app.notifications.sendPass()) > 0);
    const [sent] = await invitesOf(d.user.id);
    expect(sent).toMatchObject({ id: failed!.id, status: 'sent', attempts: 2, error: null });
    expect(sent!.params).not.toHaveProperty('link');
    const texts = invitesTo(phone);
    expect(texts).toHaveLength(2);
    expect(texts[1]!.body.recipients![0]!.VAR3).toBe(url);
  });

  it('a resent link replaces a text still waiting for its retry; a withdrawn invitation sends nothing more', async () => {
    const d = await dealer();
    const phone = nextPhone();
    standIn.next.push({ status: 503, body: { type: 'error', message: 'Service unavailable' } });
    const inv = await post('/client/api/dealer/agents/invite', { phone, name: 'Vijay Kale' }, d.cookie);
    const id = inv.json().data.id as number;
    standIn.next.push({ status: 503, body: { type: 'error', message: 'Service unavailable' } });
    const again = await post('/client/api/dealer/agents/resend', { id }, d.cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.sent).toBe(false);
    const [first, second] = await invitesOf(d.user.id);
    expect(first).toMatchObject({ status: 'failed', error: 'a newer invitation link replaced this one' });
    expect(first!.params).not.toHaveProperty('link');
    expect(second).toMatchObject({ status: 'retry', params: expect.objectContaining({ link: again.json().data.invite_url }) });

    expect((await post('/client/api/dealer/agents/revoke', { id }, d.cookie)).statusCode).toBe(200);
    const [, withdrawn] = await invitesOf(d.user.id);
    expect(withdrawn).toMatchObject({ status: 'failed', error: 'the invitation was withdrawn' });
    await makeDue(withdrawn!.id);
    while ((await t.app.notifications.sendPass()) > 0);
    expect(invitesTo(phone)).toHaveLength(2);
  });
});
