import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationDeliveries, notificationSettings, subscriptions } from '../../db/schema/index.js';
import { writeOutbox } from '../../events/outbox.js';
import { startGupshupStandIn } from '../../lib/gupshup-stand-in.js';
import { createCapturingSender } from '../../lib/sms.js';
import { startWhatsAppStandIn } from '../../lib/whatsapp-stand-in.js';
import { createAuction, subscribedBuyer, adminUser, call, placeQuote } from '../../test/factories.js';
import { createTestApp, createTwinApps, modeName, type TestContext } from '../../test/harness.js';
import { until } from '../../test/wait.js';
import { insertPlan } from '../billing/test-support.js';
import { startNotifier } from './worker.js';

async function drain(app: TestContext['app']) {
  while ((await app.notifications.decidePass()) > 0);
  while ((await app.notifications.sendPass()) > 0);
}

const deliveriesOf = (t: TestContext, userId: number) =>
  t.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.userId, userId)).orderBy(notificationDeliveries.id);

describe(`the WhatsApp and Gupshup channels end to end in ${modeName}`, () => {
  it('turns a quote that outbids a buyer into a WhatsApp template message in their language and a Gupshup SMS under its DLT template', async () => {
    const whatsapp = await startWhatsAppStandIn({ token: 'EAAtoken', phoneNumberId: '106540352242922' });
    const gupshup = await startGupshupStandIn({ userId: '2000123456', password: 'gs-pass' });
    const t = await createTestApp({
      env: {
        NOTIFY_QUIET_HOURS: 'false',
        NOTIFY_POLL_MS: '100',
        SMS_PROVIDER: 'gupshup',
        GUPSHUP_BASE_URL: gupshup.url,
        GUPSHUP_USER_ID: '2000123456',
        GUPSHUP_PASSWORD: 'gs-pass',
        GUPSHUP_ENTITY_ID: '1001526103320756973',
        GUPSHUP_TEMPLATES:
          'otp_signup=1007000000000000001,otp_reset_password=1007000000000000002,outbid=1007000000000000010,outbid_ta=1007000000000000011',
        WHATSAPP_PROVIDER: 'cloud',
        WHATSAPP_TOKEN: 'EAAtoken',
        WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
        WHATSAPP_BASE_URL: whatsapp.baseUrl,
        WHATSAPP_TEMPLATES: 'outbid=vh_outbid',
      },
    });
    const running = startNotifier(t.app);
    try {
      const { lots } = await createAuction(t.db);
      const lot = lots[0]!;
      const a = await subscribedBuyer(t.db);
      const b = await subscribedBuyer(t.db);
      await t.db.insert(notificationSettings).values({ userId: a.user.id, language: 'ta' });
      await placeQuote(t.app, a.cookie, lot.id, 100_000);
      await placeQuote(t.app, b.cookie, lot.id, 101_000);

      const wa = await until(() => whatsapp.requests.find((r) => r.body.to === `91${a.user.phone}`), 'the WhatsApp request');
      expect(wa.headers.authorization).toBe('Bearer EAAtoken');
      expect(wa.body.template).toEqual({
        name: 'vh_outbid',
        language: { code: 'ta' },
        components: [
          {
            type: 'body',
            parameters: [
              'VahanHaat',
              String(lot.lotNo),
              `Mahindra 575 DI (${lot.registrationNumber})`,
              '₹1,01,000',
              expect.any(String),
            ].map((text) => ({ type: 'text', text })),
          },
        ],
      });

      const sms = await until(() => gupshup.requests.find((r) => r.form.send_to === `91${a.user.phone}`), 'the Gupshup request');
      expect(sms.form).toMatchObject({
        method: 'SendMessage',
        dltTemplateId: '1007000000000000011',
        msg_type: 'Unicode_text',
        principalEntityId: '1001526103320756973',
        mask: 'VAHANH',
      });
      expect(sms.form.msg).toMatch(
        new RegExp(
          `^VahanHaat: லாட் ${lot.lotNo}, Mahindra 575 DI \\(${lot.registrationNumber}\\) மீது உங்களை விட அதிக விலைப்புள்ளி வந்துள்ளது\\.`,
        ),
      );

      const rows = await until(async () => {
        const r = await deliveriesOf(t, a.user.id);
        return r.length === 2 && r.every((d) => d.status === 'sent') ? r : undefined;
      }, 'both deliveries sent');
      expect(Object.fromEntries(rows.map((r) => [r.channel, r.providerId]))).toEqual({
        sms: expect.stringMatching(/^3962785038375624781-/),
        whatsapp: expect.stringMatching(/^wamid\./),
      });
      const metrics = await t.app.inject({ method: 'GET', url: '/metrics' });
      expect(metrics.body).toMatch(/notification_attempts_total\{channel="whatsapp",provider="cloud",kind="outbid",outcome="sent"\} 1/);
      expect(metrics.body).toMatch(/notification_attempts_total\{channel="sms",provider="gupshup",kind="outbid",outcome="sent"\} 1/);
    } finally {
      await running.stop();
      await t.close();
      await whatsapp.close();
      await gupshup.close();
    }
  }, 120_000);

  it('fails the WhatsApp delivery for good when Meta has no such template, and retries one it throttled until it goes', async () => {
    const whatsapp = await startWhatsAppStandIn({ token: 'EAAtoken', phoneNumberId: '1065' });
    const t = await createTestApp({
      sms: createCapturingSender(),
      env: {
        NOTIFY_QUIET_HOURS: 'false',
        WHATSAPP_PROVIDER: 'cloud',
        WHATSAPP_TOKEN: 'EAAtoken',
        WHATSAPP_PHONE_NUMBER_ID: '1065',
        WHATSAPP_BASE_URL: whatsapp.baseUrl,
      },
    });
    try {
      const { lots } = await createAuction(t.db);
      const [a, b, c] = [await subscribedBuyer(t.db), await subscribedBuyer(t.db), await subscribedBuyer(t.db)];
      whatsapp.next.push(
        {
          status: 404,
          body: {
            error: {
              message: '(#132001) Template name does not exist in the translation',
              type: 'OAuthException',
              code: 132001,
              fbtrace_id: 'A',
            },
          },
        },
        { status: 400, body: { error: { message: '(#130429) Rate limit hit', type: 'OAuthException', code: 130429, fbtrace_id: 'B' } } },
      );
      await placeQuote(t.app, a.cookie, lots[0]!.id, 100_000);
      await placeQuote(t.app, b.cookie, lots[0]!.id, 101_000);
      await drain(t.app);
      await placeQuote(t.app, c.cookie, lots[0]!.id, 102_000);
      await drain(t.app);
      const wa = (rows: Awaited<ReturnType<typeof deliveriesOf>>) => rows.find((r) => r.channel === 'whatsapp')!;
      expect(wa(await deliveriesOf(t, a.user.id))).toMatchObject({
        status: 'failed',
        attempts: 1,
        error: expect.stringContaining('code 132001'),
      });
      const throttled = wa(await deliveriesOf(t, b.user.id));
      expect(throttled).toMatchObject({
        status: 'retry',
        attempts: 1,
        error: 'WhatsApp answered HTTP 400, code 130429: (#130429) Rate limit hit',
      });
      await t.db
        .update(notificationDeliveries)
        .set({ nextAttemptAt: sql`now()` })
        .where(eq(notificationDeliveries.id, throttled.id));
      await drain(t.app);
      expect(wa(await deliveriesOf(t, b.user.id))).toMatchObject({
        status: 'sent',
        attempts: 2,
        error: null,
        providerId: expect.stringMatching(/^wamid\./),
      });
    } finally {
      await t.close();
      await whatsapp.close();
    }
  }, 120_000);
});

describe(`account, KYC, release and subscription notices in ${modeName}`, () => {
  const sms = createCapturingSender();
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({
      sms,
      env: { NOTIFY_QUIET_HOURS: 'false', NOTIFY_UNSUBSCRIBE_LINKS: 'true', PUBLIC_URL: 'https://vahanhaat.example' },
    });
    await t.app.notifications.decidePass();
  });
  afterAll(async () => {
    await t.close();
  });

  it('tells the buyer that their KYC is verified, or rejected with the reason in their language', async () => {
    const a = await subscribedBuyer(t.db);
    const b = await subscribedBuyer(t.db);
    await t.db.insert(notificationSettings).values({ userId: b.user.id, language: 'hi' });
    await t.db.transaction((tx) =>
      writeOutbox(tx, [
        {
          subject: `user.${a.user.id}.kyc`,
          kind: 'kyc',
          payload: { type: 'kyc', event: 'verified', buyerUserId: a.user.id, kycVerified: true },
        },
        {
          subject: `user.${b.user.id}.kyc`,
          kind: 'kyc',
          payload: { type: 'kyc', event: 'rejected', buyerUserId: b.user.id, reason: 'details_mismatch', kycVerified: false },
        },
      ]),
    );
    await drain(t.app);
    expect(sms.lastTo(a.user.phone)?.message).toBe(
      'VahanHaat: Your identity documents are verified. You can now buy lots that need verified KYC.',
    );
    expect(sms.lastTo(b.user.phone)?.message).toBe(
      'VahanHaat: आपका पहचान दस्तावेज़ स्वीकार नहीं हुआ: विवरण आपके खाते से मेल नहीं खाते। अपनी प्रोफ़ाइल से इसे फिर से अपलोड करें।',
    );
  });

  it('tells the buyer their vehicle is released, naming the lot', async () => {
    const { auction, lots } = await createAuction(t.db);
    const a = await subscribedBuyer(t.db);
    await t.db.transaction((tx) =>
      writeOutbox(tx, [
        {
          subject: `user.${a.user.id}.deal`,
          kind: 'deal_release',
          payload: { type: 'deal', event: 'release', auctionId: auction.id, assetId: lots[0]!.id, buyerUserId: a.user.id, amount: 150_000 },
        },
      ]),
    );
    await drain(t.app);
    expect(sms.lastTo(a.user.phone)?.message).toBe(
      `VahanHaat: Lot ${lots[0]!.lotNo}, Mahindra 575 DI (${lots[0]!.registrationNumber}) is released to you. Take the gate pass from your purchases page to collect it.`,
    );
  });

  it('tells the owner of a sign-in from a new device, not of one from a device already signed in', async () => {
    const a = await subscribedBuyer(t.db);
    const android =
      'Mozilla/5.0 (Linux; Android 13; SM-A146B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/login-react',
        headers: { 'user-agent': android },
        payload: { phone: a.user.phone, password: 'Test@1234' },
      });
    expect((await login()).statusCode).toBe(200);
    await drain(t.app);
    expect(sms.lastTo(a.user.phone)?.message).toMatch(
      /^VahanHaat: Your account was signed in on a new device \(Chrome, Android\) at .+\. If this was not you, reset your password now\.$/,
    );
    const before = sms.sent.length;
    expect((await login()).statusCode).toBe(200);
    await drain(t.app);
    expect(sms.sent.length).toBe(before);
  });

  it('tells a buyer their subscription is active, and again 7 days and 1 day before it ends', async () => {
    const a = await subscribedBuyer(t.db);
    const plan = await insertPlan(t.db, { tenureMonths: 1, price: 999, name: `Tractor monthly ${a.user.id}` });
    const [sub] = await t.db
      .insert(subscriptions)
      .values({
        userId: a.user.id,
        planId: plan.id,
        amount: 999,
        status: 'active',
        startAt: sql`now()` as unknown as Date,
        endAt: sql`now() + interval '30 days'` as unknown as Date,
      })
      .returning();
    await t.db.execute(
      sql`update users set subscription_end_date = (select end_at from subscriptions where id = ${sub!.id}) where id = ${a.user.id}`,
    );
    const mine = () =>
      t.db
        .select()
        .from(notificationDeliveries)
        .where(and(eq(notificationDeliveries.userId, a.user.id), sql`${notificationDeliveries.kind} like 'subscription_%'`))
        .orderBy(notificationDeliveries.id);
    await t.app.notifications.schedulePass();
    await t.app.notifications.schedulePass();
    expect((await mine()).map((r) => r.eventKey)).toEqual([`sub_on:${sub!.id}`]);

    await t.db.execute(
      sql`update subscriptions set end_at = now() + interval '5 days', updated_at = now() - interval '2 days' where id = ${sub!.id}`,
    );
    await t.db.execute(
      sql`update users set subscription_end_date = (select end_at from subscriptions where id = ${sub!.id}) where id = ${a.user.id}`,
    );
    await t.app.notifications.schedulePass();
    await t.db.execute(sql`update subscriptions set end_at = now() + interval '20 hours' where id = ${sub!.id}`);
    await t.db.execute(
      sql`update users set subscription_end_date = (select end_at from subscriptions where id = ${sub!.id}) where id = ${a.user.id}`,
    );
    await t.app.notifications.schedulePass();
    await t.app.notifications.schedulePass();
    await drain(t.app);
    expect((await mine()).map((r) => [r.kind, r.eventKey.split(':')[0], r.status])).toEqual([
      ['subscription_activated', 'sub_on', 'sent'],
      ['subscription_expiring', 'sub7', 'sent'],
      ['subscription_expiring', 'sub1', 'sent'],
    ]);
    // One sending pass sends the three together, in no set order.
    const texts = sms.sent.filter((m) => m.to === a.user.phone).map((m) => m.message);
    expect(texts).toHaveLength(3);
    expect(texts.find((m) => m.includes(' is active until '))).toMatch(
      new RegExp(`^VahanHaat: Your Tractor monthly ${a.user.id} subscription is active until .+\\. You can quote on lots now\\.$`),
    );
    // Expiry notices may be turned off from the message: the link ends the text.
    expect(texts.filter((m) => m.includes(' ends on '))).toHaveLength(2);
    expect(texts.find((m) => m.includes(' ends on '))).toMatch(
      new RegExp(
        `^VahanHaat: Your Tractor monthly ${a.user.id} subscription ends on .+\\. Renew it to keep quoting\\. Stop these: https://vahanhaat\\.example/notifications/stop/${a.user.id}\\.subscription_expiring\\.sms\\.[A-Za-z0-9_-]{22}$`,
      ),
    );
  });

  it('turns a kind off for the buyer from the link in the message, after one click on the page in their language', async () => {
    const { lots } = await createAuction(t.db);
    const a = await subscribedBuyer(t.db);
    const b = await subscribedBuyer(t.db);
    await t.db.insert(notificationSettings).values({ userId: a.user.id, language: 'mr' });
    await placeQuote(t.app, a.cookie, lots[0]!.id, 100_000);
    await placeQuote(t.app, b.cookie, lots[0]!.id, 101_000);
    await drain(t.app);
    const text = sms.lastTo(a.user.phone)!.message;
    const link = /(https:\/\/vahanhaat\.example\/notifications\/stop\/\S+)$/.exec(text)![1]!;
    expect(text).toContain(' हे संदेश बंद करा: ');
    expect(sms.lastTo(a.user.phone)!.template?.params.at(-1)).toBe(link);
    const path = new URL(link).pathname;

    // Opening the link (a link preview does) changes nothing.
    const shown = await t.app.inject({ method: 'GET', url: path });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toMatch(/^text\/html/);
    expect(shown.body).toContain('<html lang="mr">');
    expect(shown.body).toContain('SMS वरील “तुमच्यापेक्षा जास्त कोट आला” संदेश बंद करायचे?');
    const [before] = await t.db.select().from(notificationSettings).where(eq(notificationSettings.userId, a.user.id));
    expect(before!.muted).toEqual([]);

    const done = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      payload: '',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('झाले: आता तुम्हाला SMS वर “तुमच्यापेक्षा जास्त कोट आला” संदेश येणार नाहीत.');
    const [after] = await t.db.select().from(notificationSettings).where(eq(notificationSettings.userId, a.user.id));
    expect(after!.muted).toEqual(['outbid:sms']);

    // Twice is the same as once; a forged link is refused.
    await t.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect((await t.db.select().from(notificationSettings).where(eq(notificationSettings.userId, a.user.id)))[0]!.muted).toEqual([
      'outbid:sms',
    ]);
    expect((await t.app.inject({ method: 'GET', url: path.replace(`/${a.user.id}.`, `/${b.user.id}.`) })).statusCode).toBe(404);

    await placeQuote(t.app, a.cookie, lots[0]!.id, 102_000);
    await placeQuote(t.app, b.cookie, lots[0]!.id, 103_000);
    await drain(t.app);
    expect((await deliveriesOf(t, a.user.id)).map((r) => [r.status, r.reason])).toEqual([
      ['sent', null],
      ['suppressed', 'muted'],
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).body).toMatch(
      /notification_suppressed_total\{channel="sms",kind="outbid",reason="muted"\} 1/,
    );
  });

  it('lists deliveries for an admin, newest first, filtered by channel, kind, status, buyer and date, with the provider’s answer', async () => {
    const admin = await adminUser(t.db);
    const { lots } = await createAuction(t.db);
    const a = await subscribedBuyer(t.db);
    const b = await subscribedBuyer(t.db);
    await placeQuote(t.app, a.cookie, lots[0]!.id, 100_000);
    await placeQuote(t.app, b.cookie, lots[0]!.id, 101_000);
    await placeQuote(t.app, a.cookie, lots[0]!.id, 102_000);
    await drain(t.app);
    const list = await call(
      t.app,
      'GET',
      `/admin/notifications/deliveries?phone=${a.user.phone}&kind=outbid&channel=sms&page_size=5`,
      admin.cookie,
    );
    expect(list.statusCode, list.body).toBe(200);
    const data = list.json<{
      data: {
        rows: { kind: string; status: string; user: { phone: string }; provider_id: string | null; params: Record<string, string> }[];
        total: number;
      };
    }>().data;
    expect(data.total).toBe(1);
    expect(data.rows[0]).toMatchObject({
      kind: 'outbid',
      status: 'sent',
      user: { phone: a.user.phone },
      provider_id: expect.stringMatching(/^capture-/),
      params: { lot: String(lots[0]!.lotNo) },
    });

    const byUser = await call(t.app, 'GET', `/admin/notifications/deliveries?user_id=${b.user.id}`, admin.cookie);
    expect(byUser.json<{ data: { rows: { user: { user_id: number } }[] } }>().data.rows.map((r) => r.user.user_id)).toEqual([b.user.id]);

    const future = encodeURIComponent(new Date(Date.now() + 86_400_000).toISOString());
    const none = await call(t.app, 'GET', `/admin/notifications/deliveries?from=${future}`, admin.cookie);
    expect(none.json<{ data: { total: number } }>().data.total).toBe(0);

    expect((await call(t.app, 'GET', '/admin/notifications/deliveries?channel=fax', admin.cookie)).statusCode).toBe(400);
    expect((await call(t.app, 'GET', '/admin/notifications/deliveries?from=yesterday', admin.cookie)).statusCode).toBe(400);
    expect((await call(t.app, 'GET', '/admin/notifications/deliveries', a.cookie)).statusCode).toBe(403);
  });
});

describe(`open pages across instances in ${modeName}`, () => {
  it('holds back the outbid while the buyer’s page for the lot is open on another instance, and sends the next once it is closed', async () => {
    const twins = await createTwinApps({ NOTIFY_QUIET_HOURS: 'false' });
    try {
      const { a: one, b: two } = twins;
      const { auction, lots } = await createAuction(one.db);
      const lot = lots[0]!;
      const x = await subscribedBuyer(one.db);
      const y = await subscribedBuyer(one.db);
      // x follows the lot from a socket on instance two: its hub reports it, as a subscribed socket would.
      let open = true;
      two.app.realtime.presence = () => ({ lots: open ? [[x.user.id, lot.id]] : [], auctions: [] });
      two.app.notificationPresence.announce();
      await until(() => one.app.notificationPresence.openElsewhere(x.user.id, auction.id, lot.id), 'instance one to hear instance two');
      expect(one.app.realtime.watching(x.user.id, auction.id, lot.id)).toBe(false);

      await placeQuote(one.app, x.cookie, lot.id, 100_000);
      await placeQuote(one.app, y.cookie, lot.id, 101_000);
      await drain(one.app);
      expect((await deliveriesOf(one, x.user.id)).map((r) => [r.status, r.reason])).toEqual([['suppressed', 'page_open']]);

      open = false;
      two.app.notificationPresence.announce();
      await until(() => !one.app.notificationPresence.openElsewhere(x.user.id, auction.id, lot.id), 'instance one to hear the page closed');
      await placeQuote(one.app, x.cookie, lot.id, 102_000);
      await placeQuote(one.app, y.cookie, lot.id, 103_000);
      await drain(one.app);
      expect((await deliveriesOf(one, x.user.id)).map((r) => r.status)).toEqual(['suppressed', 'sent']);
    } finally {
      await twins.close();
    }
  }, 120_000);
});
