import { and, eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationCursor, notificationDeliveries, notificationSettings } from '../../db/schema/index.js';
import { startMsg91StandIn } from '../../lib/msg91-stand-in.js';
import { createCapturingSender, type SmsSender } from '../../lib/sms.js';
import { createAuction, subscribedBuyer, endAuction, placeQuote } from '../../test/factories.js';
import { createTestApp, createTwinApps, modeName, type TestContext } from '../../test/harness.js';
import { until } from '../../test/wait.js';
import { smsChannel } from './channels.js';
import { CURSOR } from './repo.js';
import { createNotifier } from './service.js';
import { startNotifier } from './worker.js';
import type { Workers } from '../../workers.js';

const sms = createCapturingSender();
let t: TestContext;
let worker: Workers | undefined;

beforeAll(async () => {
  // Quiet hours off: the suite must not depend on the hour it runs at (rules.test.ts covers them).
  t = await createTestApp({ sms, env: { NOTIFY_QUIET_HOURS: 'false', NOTIFY_POLL_MS: '100' } });
});
afterAll(async () => {
  await worker?.stop();
  await t.close();
});

const deliveriesOf = (userId: number) =>
  t.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.userId, userId)).orderBy(notificationDeliveries.id);

/** Runs both passes until idle, as the worker does. */
async function drain(app = t.app) {
  while ((await app.notifications.decidePass()) > 0);
  while ((await app.notifications.sendPass()) > 0);
}

async function outbidScene() {
  const { auction, lots } = await createAuction(t.db);
  const a = await subscribedBuyer(t.db, { firstName: 'Anil' });
  const b = await subscribedBuyer(t.db, { firstName: 'Bharat' });
  return { auction, lot: lots[0]!, a, b };
}

describe(`notifications in ${modeName}`, () => {
  it('texts the buyer a quote outbid, naming the lot, the vehicle and the price, through the SMS channel', async () => {
    worker = startNotifier(t.app);
    const { lot, a, b } = await outbidScene();
    await placeQuote(t.app, a.cookie, lot.id, 100_000);
    await placeQuote(t.app, b.cookie, lot.id, 101_000);
    const msg = await until(() => sms.lastTo(a.user.phone), 'the outbid SMS');
    expect(msg.message).toBe(
      `VahanHaat: You have been outbid on Lot ${lot.lotNo}, Mahindra 575 DI (${lot.registrationNumber}). Current price ₹1,01,000. Quote again before ${msg.message.match(/before (.*)\.$/)![1]}.`,
    );
    expect(msg.template).toEqual({
      name: 'outbid',
      params: ['VahanHaat', String(lot.lotNo), `Mahindra 575 DI (${lot.registrationNumber})`, '₹1,01,000', expect.any(String)],
      language: 'en',
    });
    const [row] = await until(async () => {
      const rows = await deliveriesOf(a.user.id);
      return rows[0]?.status === 'sent' ? rows : undefined;
    }, 'the delivery marked sent');
    expect(row).toMatchObject({
      kind: 'outbid',
      channel: 'sms',
      assetId: lot.id,
      status: 'sent',
      attempts: 1,
      language: 'en',
      error: null,
    });
    expect(row!.providerId).toMatch(/^capture-/);
    expect(row!.latencyMs).toBeGreaterThanOrEqual(0);
    // The buyer who leads hears nothing.
    expect(sms.lastTo(b.user.phone)).toBeUndefined();
    const metrics = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toMatch(/notification_attempts_total\{channel="sms",provider="capture",kind="outbid",outcome="sent"\} [1-9]/);
    expect(metrics.body).toMatch(/notification_event_to_accept_seconds_count\{channel="sms",kind="outbid"\} [1-9]/);
    await worker.stop();
    worker = undefined;
  });

  it('writes one delivery per event, channel and user however often the events are read', async () => {
    const { lot, a, b } = await outbidScene();
    await drain();
    const [start] = await t.db.select().from(notificationCursor).where(eq(notificationCursor.name, CURSOR));
    await placeQuote(t.app, a.cookie, lot.id, 100_000);
    await placeQuote(t.app, b.cookie, lot.id, 101_000);
    await drain();
    const before = sms.sent.length;
    // Read the same events again, as a crash between the inserts and the cursor's move would.
    await t.db.update(notificationCursor).set({ lastId: start!.lastId }).where(eq(notificationCursor.name, CURSOR));
    await drain();
    expect(await deliveriesOf(a.user.id)).toHaveLength(1);
    expect(sms.sent.length).toBe(before);
  });

  it('sends one outbid per lot per buyer in five minutes, and logs the rest as rate limited', async () => {
    const { lot, a, b } = await outbidScene();
    await placeQuote(t.app, a.cookie, lot.id, 100_000);
    await placeQuote(t.app, b.cookie, lot.id, 101_000);
    await placeQuote(t.app, a.cookie, lot.id, 102_000);
    await placeQuote(t.app, b.cookie, lot.id, 103_000);
    await drain();
    const rows = await deliveriesOf(a.user.id);
    expect(rows.map((r) => [r.status, r.reason])).toEqual([
      ['sent', null],
      ['suppressed', 'rate_limited'],
    ]);
    expect(sms.sent.filter((m) => m.to === a.user.phone)).toHaveLength(1);
    // b was outbid once by a: told once.
    expect((await deliveriesOf(b.user.id)).map((r) => r.status)).toEqual(['sent']);
  });

  it('holds back the outbid while the buyer’s page for the lot is open', async () => {
    const { lot, a, b } = await outbidScene();
    const watched = new Set([`${a.user.id}:${lot.id}`]);
    const capture = createCapturingSender();
    const notifier = createNotifier({
      database: t.database,
      log: pino({ level: 'silent' }),
      brand: 'VahanHaat',
      channels: [smsChannel(capture)],
      quietHours: false,
      pageOpen: (userId, _auctionId, assetId) => watched.has(`${userId}:${assetId}`),
    });
    await placeQuote(t.app, a.cookie, lot.id, 100_000);
    await placeQuote(t.app, b.cookie, lot.id, 101_000);
    while ((await notifier.decidePass()) > 0);
    while ((await notifier.sendPass()) > 0);
    expect((await deliveriesOf(a.user.id)).map((r) => [r.status, r.reason])).toEqual([['suppressed', 'page_open']]);
    expect(capture.sent).toEqual([]);
  });

  it('tells the winner and, in their own language, the buyers who did not win', async () => {
    const { auction, lot, a, b } = await outbidScene();
    await t.db.insert(notificationSettings).values({ userId: a.user.id, language: 'hi' });
    await placeQuote(t.app, a.cookie, lot.id, 100_000);
    await placeQuote(t.app, b.cookie, lot.id, 101_000);
    await endAuction(t.db, auction.id);
    await drain();
    const toA = sms.sent.filter((m) => m.to === a.user.phone).map((m) => m.message);
    expect(toA).toEqual([
      expect.stringContaining(`लॉट ${lot.lotNo}, Mahindra 575 DI (${lot.registrationNumber}) पर आपसे ऊँचा कोट आ गया है`),
      `VahanHaat: लॉट ${lot.lotNo}, Mahindra 575 DI (${lot.registrationNumber}) ₹1,01,000 पर बंद हुआ। इस बार आपका कोट नहीं जीता।`,
    ]);
    expect(sms.lastTo(b.user.phone)?.message).toBe(
      `VahanHaat: You are the highest bidder on Lot ${lot.lotNo}, Mahindra 575 DI (${lot.registrationNumber}), at ₹1,01,000. We will tell you when the financier approves the sale.`,
    );
  });

  it('retries a provider failure with back-off and records the error, then sends', async () => {
    const { lot, a, b } = await outbidScene();
    const flaky = createCapturingSender();
    const notifier = createNotifier({
      database: t.database,
      log: pino({ level: 'silent' }),
      brand: 'VahanHaat',
      channels: [smsChannel(flaky)],
      quietHours: false,
      pageOpen: () => false,
      retry: { attempts: 3, baseMs: 60_000, maxMs: 60_000 },
    });
    flaky.failing = true;
    await placeQuote(t.app, a.cookie, lot.id, 100_000);
    await placeQuote(t.app, b.cookie, lot.id, 101_000);
    while ((await notifier.decidePass()) > 0);
    expect(await notifier.sendPass()).toBe(1);
    const [failed] = await deliveriesOf(a.user.id);
    expect(failed).toMatchObject({ status: 'retry', attempts: 1, error: 'SMS provider unavailable (simulated)' });
    const wait = failed!.nextAttemptAt.getTime() - failed!.updatedAt.getTime();
    expect(wait).toBeGreaterThanOrEqual(59_000);
    expect(wait).toBeLessThanOrEqual(61_000);
    // Not due yet: nothing is attempted.
    expect(await notifier.sendPass()).toBe(0);

    await t.db
      .update(notificationDeliveries)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(notificationDeliveries.id, failed!.id));
    expect(await notifier.sendPass()).toBe(1);
    expect((await deliveriesOf(a.user.id))[0]).toMatchObject({ status: 'retry', attempts: 2 });

    flaky.failing = false;
    await t.db
      .update(notificationDeliveries)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(notificationDeliveries.id, failed!.id));
    expect(await notifier.sendPass()).toBe(1);
    expect((await deliveriesOf(a.user.id))[0]).toMatchObject({ status: 'sent', attempts: 3, error: null });
    expect(flaky.sent).toHaveLength(1);
  });

  it('gives up after the last attempt and marks the delivery failed', async () => {
    const { lot, a, b } = await outbidScene();
    const down: SmsSender = { kind: 'http', send: () => Promise.reject(new Error('SMS provider answered HTTP 503')) };
    const notifier = createNotifier({
      database: t.database,
      log: pino({ level: 'silent' }),
      brand: 'VahanHaat',
      channels: [smsChannel(down)],
      quietHours: false,
      pageOpen: () => false,
      retry: { attempts: 1, baseMs: 1000, maxMs: 1000 },
    });
    await placeQuote(t.app, a.cookie, lot.id, 100_000);
    await placeQuote(t.app, b.cookie, lot.id, 101_000);
    while ((await notifier.decidePass()) > 0);
    await notifier.sendPass();
    const rows = await t.db
      .select()
      .from(notificationDeliveries)
      .where(and(eq(notificationDeliveries.userId, a.user.id), eq(notificationDeliveries.kind, 'outbid')));
    expect(rows).toMatchObject([{ status: 'failed', attempts: 1, error: 'SMS provider answered HTTP 503' }]);
  });
});

describe(`notices owed by the clock and by the account in ${modeName}`, () => {
  const scheduledFor = (assetId: number) =>
    t.db
      .select()
      .from(notificationDeliveries)
      .where(and(eq(notificationDeliveries.assetId, assetId), sql`${notificationDeliveries.kind} in ('closing_soon', 'payment_reminder')`))
      .orderBy(notificationDeliveries.id);

  it('tells bidders and watchers (not the leader) that a lot closes within 10 minutes, again after an extension within the limit', async () => {
    const { lots } = await createAuction(t.db, { endsIn: 300 });
    const lot = lots[0]!;
    const [a, b, c] = [await subscribedBuyer(t.db), await subscribedBuyer(t.db), await subscribedBuyer(t.db)];
    await placeQuote(t.app, a.cookie, lot.id, 100_000);
    await placeQuote(t.app, b.cookie, lot.id, 101_000);
    await t.db.execute(sql`insert into watchlist (user_id, asset_id) values (${c.user.id}, ${lot.id})`);
    expect(await t.app.notifications.schedulePass()).toBe(2);
    expect(await t.app.notifications.schedulePass()).toBe(0);
    await drain();
    const rows = await scheduledFor(lot.id);
    expect(rows.map((r) => [r.userId, r.kind, r.status]).sort()).toEqual(
      [
        [a.user.id, 'closing_soon', 'sent'],
        [c.user.id, 'closing_soon', 'sent'],
      ].sort(),
    );
    expect(sms.lastTo(c.user.phone)?.message).toMatch(
      new RegExp(
        `^VahanHaat: Lot ${lot.lotNo}, Mahindra 575 DI \\(${lot.registrationNumber}\\) closes at .+\\. Current price ₹1,01,000\\. Quote now if you want it\\.$`,
      ),
    );

    // An extension moves the end: a new moment, held back by the five-minute limit this soon.
    await t.db.execute(sql`update assets set ends_at = ends_at + interval '3 minutes' where id = ${lot.id}`);
    expect(await t.app.notifications.schedulePass()).toBe(2);
    expect((await scheduledFor(lot.id)).slice(2).map((r) => [r.status, r.reason])).toEqual([
      ['suppressed', 'rate_limited'],
      ['suppressed', 'rate_limited'],
    ]);
  });

  it('reminds the buyer to pay 24 hours and 2 hours before the deadline, once each', async () => {
    const { auction, lot, a, b } = await outbidScene();
    await placeQuote(t.app, a.cookie, lot.id, 100_000);
    await placeQuote(t.app, b.cookie, lot.id, 101_000);
    await endAuction(t.db, auction.id);
    await t.db.execute(sql`update deals set stage = 'payment_due', deadline_at = now() + interval '20 hours' where asset_id = ${lot.id}`);
    expect(await t.app.notifications.schedulePass()).toBe(1);
    await t.db.execute(sql`update deals set deadline_at = now() + interval '90 minutes' where asset_id = ${lot.id}`);
    expect(await t.app.notifications.schedulePass()).toBe(1);
    expect(await t.app.notifications.schedulePass()).toBe(0);
    await drain();
    const rows = await scheduledFor(lot.id);
    expect(rows.map((r) => [r.userId, r.kind, r.status, r.eventKey.split(':')[0]])).toEqual([
      [b.user.id, 'payment_reminder', 'sent', 'pay24'],
      [b.user.id, 'payment_reminder', 'sent', 'pay2'],
    ]);
    const reminders = sms.sent.filter((m) => m.to === b.user.phone && m.template?.name === 'payment_reminder');
    expect(reminders).toHaveLength(2);
    expect(reminders[1]!.message).toMatch(
      new RegExp(`^VahanHaat: Reminder: pay ₹1,01,000 for Lot ${lot.lotNo}, .+ by .+, or the sale is cancelled with a backout charge\\.$`),
    );
  });

  it('tells the owner that their password was changed', async () => {
    const user = await subscribedBuyer(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/user/changepassword',
      headers: { cookie: user.cookie, 'x-requested-with': 'XMLHttpRequest' },
      payload: { old_password: 'Test@1234', new_password: 'Brand-new-1', confirm_password: 'Brand-new-1' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await drain();
    expect(sms.lastTo(user.user.phone)?.message).toBe(
      'VahanHaat: The password of your account was changed and every other device was signed out. If this was not you, reset your password now.',
    );
  });
});

describe(`notifications across two instances in ${modeName}`, () => {
  it('decides each event once when both instances read the outbox at the same time', async () => {
    const twins = await createTwinApps({ NOTIFY_QUIET_HOURS: 'false' });
    try {
      const { a: one, b: two } = twins;
      // Both cursors exist before the race (the first pass of each creates it if missing).
      await Promise.all([one.app.notifications.decidePass(), two.app.notifications.decidePass()]);
      const { lots } = await createAuction(one.db);
      const x = await subscribedBuyer(one.db);
      const y = await subscribedBuyer(one.db);
      for (let i = 0; i < 6; i++) await placeQuote(one.app, (i % 2 ? y : x).cookie, lots[0]!.id, 100_000 + i * 1000);
      await Promise.all([drain(one.app), drain(two.app), drain(one.app), drain(two.app)]);
      const rows = await one.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.assetId, lots[0]!.id));
      // Five quotes displaced someone: one row each, the first per buyer sent, the rest rate limited.
      expect(rows).toHaveLength(5);
      expect(new Set(rows.map((r) => r.eventKey)).size).toBe(5);
      expect(
        rows
          .filter((r) => r.status === 'sent')
          .map((r) => r.userId)
          .sort(),
      ).toEqual([x.user.id, y.user.id].sort());
    } finally {
      await twins.close();
    }
  }, 120_000);
});

describe(`the whole path through the configured SMS provider in ${modeName}`, () => {
  it('turns a quote that outbids a buyer into an MSG91 Flow request with the outbid template and its variables', async () => {
    const standIn = await startMsg91StandIn('msg91-key');
    const app = await createTestApp({
      env: {
        NOTIFY_QUIET_HOURS: 'false',
        SMS_PROVIDER: 'msg91',
        MSG91_AUTH_KEY: 'msg91-key',
        MSG91_BASE_URL: standIn.url,
        MSG91_TEMPLATES: 'otp_signup=t-otp1,otp_reset_password=t-otp2,outbid=t-outbid',
      },
    });
    const running = startNotifier(app.app);
    try {
      const { lots } = await createAuction(app.db);
      const lot = lots[0]!;
      const a = await subscribedBuyer(app.db);
      const b = await subscribedBuyer(app.db);
      await placeQuote(app.app, a.cookie, lot.id, 100_000);
      await placeQuote(app.app, b.cookie, lot.id, 101_000);
      const req = await until(() => standIn.requests.find((r) => r.body.template_id === 't-outbid'), 'the MSG91 request');
      expect(req.headers.authkey).toBe('msg91-key');
      expect(req.body.recipients).toEqual([
        {
          mobiles: `91${a.user.phone}`,
          VAR1: 'VahanHaat',
          VAR2: String(lot.lotNo),
          VAR3: `Mahindra 575 DI (${lot.registrationNumber})`,
          VAR4: '₹1,01,000',
          VAR5: expect.any(String),
        },
      ]);
      const row = await until(async () => {
        const [r] = await app.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.userId, a.user.id));
        return r?.status === 'sent' ? r : undefined;
      }, 'the delivery marked sent');
      expect(row.providerId).toMatch(/^3\d{23}$/);
    } finally {
      await running.stop();
      await app.close();
      await standIn.close();
    }
  }, 120_000);
});
