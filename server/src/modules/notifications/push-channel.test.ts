import { Agent } from 'node:https';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationDeliveries, pushSubscriptions } from '../../db/schema/index.js';
import { createCapturingSender } from '../../lib/sms.js';
import { createAuction, signedInUser, subscribedBuyer, placeQuote } from '../../test/factories.js';
import { createTestApp, modeName, type TestContext } from '../../test/harness.js';
import { PermanentSendError, smsChannel, type OutgoingNotice } from './channels.js';
import { pushChannel } from './push-channel.js';
import { generateVapidPair, type VapidDetails } from './push-keys.js';
import { startPushStandIn, type PushStandIn } from './push-stand-in.js';
import { saveSubscription } from './push-subscriptions.js';
import { createNotifier } from './service.js';

let t: TestContext;
let push: PushStandIn;
let agent: Agent;
const vapid: VapidDetails = { ...generateVapidPair(), subject: 'mailto:ops@vahanhaat.example' };
const log = pino({ level: 'silent' });

beforeAll(async () => {
  t = await createTestApp({ env: { NOTIFY_QUIET_HOURS: 'false' } });
  push = await startPushStandIn();
  agent = new Agent({ ca: push.cert });
});
afterAll(async () => {
  agent?.destroy();
  await push?.close();
  await t?.close();
});

const channel = (timeoutMs?: number) => pushChannel({ db: t.db, vapid, log, agent, ...(timeoutMs ? { timeoutMs } : {}) });

/** A buyer with `n` browsers subscribed at the stand-in. */
async function buyerWithBrowsers(n: number) {
  const buyer = await signedInUser(t.db);
  const browsers = Array.from({ length: n }, () => push.subscription());
  for (const b of browsers)
    await saveSubscription(t.db, buyer.user.id, { endpoint: b.endpoint, p256dh: b.keys.p256dh, auth: b.keys.auth, userAgent: null });
  return { ...buyer, browsers };
}

const outbid = (userId: number, over: Partial<OutgoingNotice> = {}): OutgoingNotice => ({
  userId,
  phone: '9000000000',
  kind: 'outbid',
  assetId: 41,
  language: 'en',
  text: 'VahanHaat: You have been outbid on Lot 7, Mahindra 575 DI (MH12AB1234). Current price ₹1,01,000. Quote again before 26 Nov, 6:30 pm.',
  params: ['VahanHaat', '7', 'Mahindra 575 DI (MH12AB1234)', '₹1,01,000', '26 Nov, 6:30 pm'],
  ...over,
});

const subscriptionsOf = (userId: number) => t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

describe(`the web push channel against a stand-in push service in ${modeName}`, () => {
  it('sends a VAPID-signed, aes128gcm-encrypted request that the browser decrypts to the title, text and lot screen', async () => {
    const a = await buyerWithBrowsers(1);
    const receipt = await channel().send(outbid(a.user.id));
    const [req, ...more] = push.to(a.browsers[0]!.endpoint);
    expect(more).toEqual([]);
    expect(req!.problem).toBeNull();
    expect(req!.status).toBe(201);
    expect(receipt.providerId).toBe(`${push.origin}/message/${push.requests.filter((r) => r.status === 201).length}`);
    expect(req!.vapidKey).toBe(vapid.publicKey);
    expect(req!.claims).toMatchObject({ aud: push.origin, sub: 'mailto:ops@vahanhaat.example' });
    expect(req!.headers).toMatchObject({
      ttl: '1800',
      urgency: 'high',
      topic: 'outbid-41',
      'content-encoding': 'aes128gcm',
      'content-type': 'application/octet-stream',
    });
    expect(JSON.parse(req!.payload!)).toEqual({
      title: 'Outbid on Lot 7',
      body: 'You have been outbid on Lot 7, Mahindra 575 DI (MH12AB1234). Current price ₹1,01,000. Quote again before 26 Nov, 6:30 pm.',
      url: '/auction/assets?asset_id=41',
      tag: 'outbid:41',
      kind: 'outbid',
      lang: 'en',
    });
    expect((await subscriptionsOf(a.user.id))[0]!.lastSentAt).not.toBeNull();
  });

  it('titles the notice in the buyer’s language and keeps a day for a payment deadline, at normal urgency for a receipt', async () => {
    const a = await buyerWithBrowsers(1);
    await channel().send(
      outbid(a.user.id, {
        kind: 'payment_received',
        language: 'hi',
        text: 'VahanHaat: लॉट 7, Mahindra 575 DI (MH12AB1234) के लिए ₹1,01,000 का भुगतान मिल गया। अब रिलीज़ की प्रक्रिया होगी।',
        params: ['VahanHaat', '7', 'Mahindra 575 DI (MH12AB1234)', '₹1,01,000'],
      }),
    );
    const [req] = push.to(a.browsers[0]!.endpoint);
    expect(req!.headers).toMatchObject({ ttl: '86400', urgency: 'normal' });
    expect(req!.headers.topic).toBeUndefined();
    expect(JSON.parse(req!.payload!)).toMatchObject({
      title: 'लॉट 7 का भुगतान मिला',
      body: 'लॉट 7, Mahindra 575 DI (MH12AB1234) के लिए ₹1,01,000 का भुगतान मिल गया। अब रिलीज़ की प्रक्रिया होगी।',
      url: '/auction/assets?asset_id=41',
      lang: 'hi',
    });
  });

  it('sends a security notice to the password reset screen', async () => {
    const a = await buyerWithBrowsers(1);
    await channel().send(
      outbid(a.user.id, {
        kind: 'password_changed',
        assetId: null,
        text: 'VahanHaat: The password of your account was changed.',
        params: ['VahanHaat'],
      }),
    );
    expect(JSON.parse(push.to(a.browsers[0]!.endpoint)[0]!.payload!)).toMatchObject({
      title: 'Your password was changed',
      url: '/forgotpass',
      tag: 'password_changed',
    });
  });

  it('reaches every browser of the buyer, and deletes the one the push service calls gone (410) while the other accepts', async () => {
    const a = await buyerWithBrowsers(2);
    push.answer(a.browsers[0]!.endpoint, 410);
    const receipt = await channel().send(outbid(a.user.id));
    expect(receipt.providerId).toMatch(/\/message\/\d+$/);
    expect((await subscriptionsOf(a.user.id)).map((s) => s.endpoint)).toEqual([a.browsers[1]!.endpoint]);
  });

  it('fails for good, and forgets them, when every browser is gone (404, 410)', async () => {
    const a = await buyerWithBrowsers(2);
    push.answer(a.browsers[0]!.endpoint, 404);
    push.answer(a.browsers[1]!.endpoint, 410);
    const err = await channel()
      .send(outbid(a.user.id))
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PermanentSendError);
    expect((err as Error).message).toMatch(/every subscribed browser is gone/);
    expect(await subscriptionsOf(a.user.id)).toEqual([]);
    // Nothing left to send to: failed for good at once.
    await expect(channel().send(outbid(a.user.id))).rejects.toBeInstanceOf(PermanentSendError);
  });

  it('leaves a throttled (429) or failing (503) push service to the retries, keeping the subscription', async () => {
    const a = await buyerWithBrowsers(1);
    push.answer(a.browsers[0]!.endpoint, 429, 503);
    for (const status of [429, 503]) {
      const err = await channel()
        .send(outbid(a.user.id))
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(Error);
      expect(err).not.toBeInstanceOf(PermanentSendError);
      expect((err as Error).message).toBe(`push service answered HTTP ${status}`);
    }
    expect(await subscriptionsOf(a.user.id)).toHaveLength(1);
    await expect(channel().send(outbid(a.user.id))).resolves.toMatchObject({ providerId: expect.stringMatching(/\/message\//) });
  });

  it('gives up on a push service that does not answer within the timeout, to try again later', async () => {
    const a = await buyerWithBrowsers(1);
    push.answer(a.browsers[0]!.endpoint, 'hang');
    const err = await channel(300)
      .send(outbid(a.user.id))
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err).not.toBeInstanceOf(PermanentSendError);
    expect((err as Error).message).toMatch(/^push service unreachable/);
    expect(await subscriptionsOf(a.user.id)).toHaveLength(1);
  });

  it('fails for good on a refusal no retry fixes (403: the subscription was made with another key), keeping the subscription', async () => {
    const a = await buyerWithBrowsers(1);
    push.answer(a.browsers[0]!.endpoint, 403);
    const err = await channel()
      .send(outbid(a.user.id))
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PermanentSendError);
    expect((err as Error).message).toBe('push service answered HTTP 403');
  });
});

describe(`push beside SMS in the notification service in ${modeName}`, () => {
  it('tells an outbid buyer by push and by SMS; a buyer with no browser subscribed gets no push row at all', async () => {
    const { lots } = await createAuction(t.db);
    const lot = lots[0]!;
    const a = await subscribedBuyer(t.db);
    const b = await subscribedBuyer(t.db);
    const browser = push.subscription();
    await saveSubscription(t.db, a.user.id, {
      endpoint: browser.endpoint,
      p256dh: browser.keys.p256dh,
      auth: browser.keys.auth,
      userAgent: null,
    });
    const sms = createCapturingSender();
    const notifier = createNotifier({
      database: t.database,
      log,
      brand: 'VahanHaat',
      channels: [smsChannel(sms), channel()],
      quietHours: false,
      pageOpen: () => false,
    });
    await notifier.decidePass();
    await placeQuote(t.app, a.cookie, lot.id, 100_000);
    await placeQuote(t.app, b.cookie, lot.id, 101_000);
    await placeQuote(t.app, a.cookie, lot.id, 102_000);
    while ((await notifier.decidePass()) > 0);
    while ((await notifier.sendPass()) > 0);
    const rows = await t.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.assetId, lot.id))
      .orderBy(notificationDeliveries.id);
    expect(rows.map((r) => [r.userId, r.channel, r.status]).sort()).toEqual(
      [
        [a.user.id, 'sms', 'sent'],
        [a.user.id, 'push', 'sent'],
        [b.user.id, 'sms', 'sent'],
      ].sort(),
    );
    const [req] = push.to(browser.endpoint);
    expect(req!.problem).toBeNull();
    expect(JSON.parse(req!.payload!)).toMatchObject({ title: `Outbid on Lot ${lot.lotNo}`, url: `/auction/assets?asset_id=${lot.id}` });
    expect(rows.find((r) => r.channel === 'push')!.providerId).toMatch(/\/message\/\d+$/);
  });
});
