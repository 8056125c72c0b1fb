import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { notificationSettings, pushSubscriptions } from '../../db/schema/index.js';
import { signedInUser, call } from '../../test/factories.js';
import { createTestApp, modeName, type TestContext } from '../../test/harness.js';
import { createPreferences } from './preferences.js';
import { generateVapidPair, resolveVapid } from './push-keys.js';
import { settingsOf } from './repo.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const SETTINGS = '/user/notification-settings';
const PUSH = '/user/push-subscriptions';
const b64 = (n: number) => randomBytes(n).toString('base64url');
const p256dh = () => Buffer.concat([Buffer.from([4]), randomBytes(64)]).toString('base64url');
/** A browser's subscription as PushSubscription.toJSON() gives it (FCM, as Chrome's would be). */
const browser = () => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/${b64(24)}`,
  expirationTime: null,
  keys: { p256dh: p256dh(), auth: b64(16) },
});

const put = (cookie: string, body: unknown, language?: string) =>
  t.app.inject({
    method: 'PUT',
    url: SETTINGS,
    headers: {
      cookie,
      'x-requested-with': 'XMLHttpRequest',
      'content-type': 'application/json',
      ...(language ? { 'accept-language': language } : {}),
    },
    payload: JSON.stringify(body),
  });

describe(`notification preferences over HTTP in ${modeName}`, () => {
  it('shows a new buyer every kind on, in English, with quiet hours, and the key to subscribe to push with', async () => {
    const { cookie } = await signedInUser(t.db);
    const res = await call(t.app, 'GET', SETTINGS, cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const data = res.json().data;
    expect(data).toMatchObject({ language: 'en', quiet_hours: true, push: { devices: 0 } });
    expect(Buffer.from(data.push.public_key, 'base64url')).toHaveLength(65);
    expect(data.channels).toEqual(
      expect.arrayContaining([
        { channel: 'sms', available: true },
        { channel: 'push', available: true },
      ]),
    );
    expect(data.channels.map((c: { channel: string }) => c.channel)).toEqual(['sms', 'whatsapp', 'push']);
    expect(data.kinds.map((k: { kind: string }) => k.kind)).toEqual([
      'outbid',
      'closing_soon',
      'won',
      'not_won',
      'approved',
      'payment_reminder',
      'payment_received',
      'h2_offer',
      'backout_charge',
      'password_changed',
      'account_locked',
      'new_device_login',
      'kyc_verified',
      'kyc_rejected',
      'subscription_activated',
      'subscription_expiring',
      'released',
      'saved_search_match',
      'auction_reminder',
    ]);
    for (const k of data.kinds) expect(k.enabled).toEqual({ sms: true, whatsapp: true, push: true });
    expect(data.kinds.filter((k: { always_on: boolean }) => k.always_on).map((k: { kind: string }) => k.kind)).toEqual([
      'password_changed',
      'account_locked',
      'new_device_login',
    ]);
  });

  it('turns kinds off per channel, sets the language and quiet hours, and the notifier reads them', async () => {
    const { user, cookie } = await signedInUser(t.db);
    const res = await put(
      cookie,
      { language: 'ta', quiet_hours: false, enabled: { outbid: { sms: false, push: false }, closing_soon: { whatsapp: false } } },
      'hi',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ code: 'notify.saved', msg: 'आपकी सूचना पसंद सहेज ली गई है' });
    const data = res.json().data;
    expect(data).toMatchObject({ language: 'ta', quiet_hours: false });
    expect(data.kinds.find((k: { kind: string }) => k.kind === 'outbid').enabled).toEqual({ sms: false, whatsapp: true, push: false });
    // Turning one back on leaves the others as they were.
    const again = await put(cookie, { enabled: { outbid: { sms: true } } });
    expect(again.json().data.kinds.find((k: { kind: string }) => k.kind === 'outbid').enabled).toEqual({
      sms: true,
      whatsapp: true,
      push: false,
    });
    expect(again.json().data.language).toBe('ta');
    const settings = (await settingsOf(t.db, [user.id])).get(user.id);
    expect(settings).toEqual({ language: 'ta', quietHours: false, muted: ['closing_soon:whatsapp', 'outbid:push'] });
    expect((await call(t.app, 'GET', SETTINGS, cookie)).json().data.quiet_hours).toBe(false);
  });

  it('refuses what it cannot store, saying what to send instead, and writes nothing', async () => {
    const { user, cookie } = await signedInUser(t.db);
    const cases: [unknown, string, RegExp][] = [
      [
        { enabled: { outbidd: { sms: false } } },
        'notify.unknown_kind',
        /^outbidd is not a kind of message; use one of outbid, closing_soon/,
      ],
      [{ enabled: { outbid: { email: false } } }, 'notify.unknown_channel', /^email is not a channel; use one of sms, whatsapp, push$/],
      [{ enabled: { outbid: { sms: 'no' } } }, 'field.must_be_boolean', /^enabled\.outbid\.sms must be true or false$/],
      [{ enabled: { password_changed: { sms: false } } }, 'notify.always_on', /^Security alerts \(password_changed\) cannot be turned off/],
      [{ language: 'fr' }, 'field.one_of', /^language must be one of: en, hi, mr, gu, kn, te, ta$/],
      [{ quiet_hours: 'sometimes' }, 'field.must_be_boolean', /quiet_hours/],
    ];
    for (const [body, code, msg] of cases) {
      const res = await put(cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code, JSON.stringify(body)).toBe(code);
      expect(res.json().msg, JSON.stringify(body)).toMatch(msg);
    }
    expect(await t.db.select().from(notificationSettings).where(eq(notificationSettings.userId, user.id))).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    expect((await call(t.app, 'GET', SETTINGS, undefined)).statusCode).toBe(401);
    expect((await put('vh_session=nobody', { quiet_hours: false })).statusCode).toBe(401);
    expect((await call(t.app, 'POST', PUSH, undefined, browser())).statusCode).toBe(401);
  });
});

describe(`browsers' push subscriptions over HTTP in ${modeName}`, () => {
  it('saves this browser once however often it is sent, moves it to whoever signs in on it, and forgets it', async () => {
    const a = await signedInUser(t.db);
    const b = await signedInUser(t.db);
    const sub = browser();
    const first = await call(t.app, 'POST', PUSH, a.cookie, sub);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ code: 'push.subscribed', data: { devices: 1 } });
    expect((await call(t.app, 'POST', PUSH, a.cookie, sub)).json().data.devices).toBe(1);
    expect((await call(t.app, 'GET', SETTINGS, a.cookie)).json().data.push.devices).toBe(1);

    // The same browser, now signed in as b: the notices follow b.
    expect((await call(t.app, 'POST', PUSH, b.cookie, sub)).json().data.devices).toBe(1);
    expect((await call(t.app, 'GET', SETTINGS, a.cookie)).json().data.push.devices).toBe(0);
    const [row] = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, sub.endpoint));
    expect(row).toMatchObject({ userId: b.user.id, p256dh: sub.keys.p256dh, auth: sub.keys.auth });

    // a cannot remove b's browser; b can.
    expect((await call(t.app, 'DELETE', PUSH, a.cookie, { endpoint: sub.endpoint })).json()).toMatchObject({
      code: 'push.unsubscribed',
      data: { devices: 0 },
    });
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, sub.endpoint))).toHaveLength(1);
    expect((await call(t.app, 'DELETE', PUSH, b.cookie, { endpoint: sub.endpoint })).json().data.devices).toBe(0);
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, sub.endpoint))).toEqual([]);
  });

  it('takes the keys as form fields too', async () => {
    const a = await signedInUser(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: PUSH,
      headers: { cookie: a.cookie, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ endpoint: browser().endpoint, p256dh: p256dh(), auth: b64(16) }).toString(),
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('never saves an endpoint that is not a push service (the server would post to it), nor broken keys', async () => {
    const a = await signedInUser(t.db);
    const good = browser();
    const cases: [unknown, string][] = [
      [{ ...good, endpoint: 'https://127.0.0.1:8080/internal' }, 'push.endpoint_not_allowed'],
      [{ ...good, endpoint: 'http://fcm.googleapis.com/fcm/send/x' }, 'push.endpoint_not_allowed'],
      [{ ...good, endpoint: 'https://fcm.googleapis.com.evil.example/x' }, 'push.endpoint_not_allowed'],
      [{ ...good, endpoint: 'not a url' }, 'push.endpoint_not_allowed'],
      [{ ...good, keys: { p256dh: b64(32), auth: b64(16) } }, 'push.keys_invalid'],
      [{ ...good, keys: { p256dh: p256dh(), auth: 'short' } }, 'push.keys_invalid'],
      [{ endpoint: good.endpoint }, 'push.keys_invalid'],
      [{ keys: good.keys }, 'field.required'],
    ];
    for (const [body, code] of cases) {
      const res = await call(t.app, 'POST', PUSH, a.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code, JSON.stringify(body)).toBe(code);
    }
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, a.user.id))).toEqual([]);
    // A push service's subdomain is one (Apple's web.push.apple.com under push.apple.com).
    const apple = await call(t.app, 'POST', PUSH, a.cookie, { ...good, endpoint: 'https://web.push.apple.com/QGx1' });
    expect(apple.statusCode, apple.body).toBe(200);
  });
});

describe(`the VAPID identity in ${modeName}`, () => {
  const base = { NODE_ENV: 'development' as const, DEMO_MODE: false, PUBLIC_URL: undefined, vapid: null };

  it('is made once and kept in the database: a restarted instance signs with the same key', async () => {
    const first = await resolveVapid(base, t.db);
    const second = await resolveVapid(base, t.db);
    expect(second).toEqual(first);
    expect(first!.subject).toBe('mailto:webpush@localhost.invalid');
    const served = (await call(t.app, 'GET', SETTINGS, (await signedInUser(t.db)).cookie)).json().data.push.public_key;
    expect(served).toBe(first!.publicKey);
  });

  it('comes from the configuration when set, and is absent in production without it (push off, subscriptions refused)', async () => {
    const configured = { ...generateVapidPair(), subject: 'https://vahanhaat.example' };
    expect(await resolveVapid({ ...base, vapid: configured }, t.db)).toEqual(configured);
    expect(await resolveVapid({ ...base, NODE_ENV: 'production' }, t.db)).toBeNull();
    expect(
      await resolveVapid({ ...base, NODE_ENV: 'production', DEMO_MODE: true, PUBLIC_URL: 'https://demo.vahanhaat.example/' }, t.db),
    ).toMatchObject({ subject: 'https://demo.vahanhaat.example' });
    const { user } = await signedInUser(t.db);
    const off = createPreferences({ db: t.db, channels: ['sms'], vapid: null, pushServiceHosts: ['fcm.googleapis.com'] });
    expect((await off.read(user.id)).push.publicKey).toBeNull();
    expect((await off.read(user.id)).channels).toContainEqual({ channel: 'push', available: false });
    await expect(off.subscribe(user.id, { ...browser(), userAgent: null })).rejects.toMatchObject({
      status: 409,
      text: { code: 'push.unavailable' },
    });
  });
});

describe('VAPID configuration', () => {
  const pair = generateVapidPair();
  const other = generateVapidPair();
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return [];
    } catch (err) {
      return (err as { problems: string[] }).problems;
    }
  };

  it('takes the pair and subject together', () => {
    expect(
      loadConfig({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey, VAPID_SUBJECT: 'mailto:ops@vahanhaat.example' })
        .vapid,
    ).toEqual({
      ...pair,
      subject: 'mailto:ops@vahanhaat.example',
    });
    expect(loadConfig({}).vapid).toBeNull();
  });

  it('refuses a partial configuration, naming what is missing', () => {
    expect(problems({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey })).toEqual([
      'VAPID_SUBJECT: VAPID_SUBJECT is missing: web push needs VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT together (npx web-push generate-vapid-keys makes the pair), or none of them',
    ]);
    expect(
      problems({ NODE_ENV: 'production', VAPID_SUBJECT: 'mailto:ops@vahanhaat.example' }).filter((p) => p.startsWith('VAPID')),
    ).toEqual([
      expect.stringMatching(/^VAPID_PUBLIC_KEY: VAPID_PUBLIC_KEY is missing/),
      expect.stringMatching(/^VAPID_PRIVATE_KEY: VAPID_PRIVATE_KEY is missing/),
    ]);
  });

  it('refuses keys of two different pairs, malformed keys and a subject push services cannot use', () => {
    expect(
      problems({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: other.privateKey, VAPID_SUBJECT: 'mailto:ops@vahanhaat.example' }),
    ).toEqual(['VAPID_PUBLIC_KEY: VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY: set the two keys of one pair']);
    expect(
      problems({ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: pair.privateKey, VAPID_SUBJECT: 'mailto:ops@vahanhaat.example' })[0],
    ).toMatch(/^VAPID_PUBLIC_KEY: VAPID_PUBLIC_KEY must be a P-256 public key/);
    expect(
      problems({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey, VAPID_SUBJECT: 'http://vahanhaat.example' })[0],
    ).toMatch(/^VAPID_SUBJECT: VAPID_SUBJECT must be a mailto: address or an https:\/\/ URL/);
    expect(problems({ PUSH_SERVICE_HOSTS: 'fcm.googleapis.com, not a host' })[0]).toMatch(
      /^PUSH_SERVICE_HOSTS: PUSH_SERVICE_HOSTS must be host names/,
    );
    expect(loadConfig({ PUSH_SERVICE_HOSTS: 'FCM.googleapis.com, 127.0.0.1' }).pushServiceHosts).toEqual([
      'fcm.googleapis.com',
      '127.0.0.1',
    ]);
  });
});
