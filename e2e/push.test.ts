import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keysFromJwk, startPushStandIn, type PushStandIn } from '../server/src/modules/notifications/push-stand-in.js';
import { signedIn, site } from './factories.js';
import { launchBrowser, login, screenshot, startProduct, type E2EServer } from './harness.js';
import type { Browser, BrowserContext, CDPSession, Worker } from 'playwright-core';

/**
 * Web push end to end (docs/notifications.md, "Web push end to end"): a buyer agrees after a
 * quote, another buyer outbids them, the real server signs and encrypts the notice and posts it to
 * a push service, the app's service worker shows it and a tap opens the lot.
 *
 * Stood in, because Chromium's push service (FCM) is out of reach here: the push service (a local
 * HTTPS server that checks the Web Push request and decrypts it with the browser's keys), the
 * browser's PushManager.subscribe (a subscription made in the page with WebCrypto keys the test
 * reads), the push service's delivery to the browser (CDP ServiceWorker.deliverPushMessage with
 * the decrypted payload), and the tap on the notice (a notificationclick event in the worker).
 */

let server: E2EServer;
let browser: Browser;
let push: PushStandIn;
let buyerA: string;
let buyerB: string;
const { call, freshLot } = site(() => server);

async function get<T>(path: string, token: string) {
  const res = await fetch(`${server.url}${path}`, { headers: { cookie: `vh_session=${token}` } });
  return (await res.json()) as { status: number; data: T };
}

/**
 * The browser's PushManager, stood in: a subscription at the stand-in push service with a P-256
 * key pair and auth secret made by WebCrypto, kept in localStorage so the test (and the next page
 * of this browser) can read it. Everything else the app does with it is the app's own code.
 */
const fakePushManager = (origin: string) => `(() => {
  const b64 = (buf) => btoa(String.fromCharCode(...new Uint8Array(buf))).replace(/\\+/g, '-').replace(/\\//g, '_').replace(/=+$/, '');
  const unb64 = (s) => Uint8Array.from(atob(s.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)).buffer;
  const asSubscription = (s) => s && {
    endpoint: s.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: unb64(s.applicationServerKey) },
    getKey: (name) => unb64(name === 'p256dh' ? s.p256dh : s.auth),
    toJSON: () => ({ endpoint: s.endpoint, expirationTime: null, keys: { p256dh: s.p256dh, auth: s.auth } }),
    unsubscribe: async () => { localStorage.removeItem('__push'); return true; },
  };
  PushManager.prototype.getSubscription = async function () {
    return asSubscription(JSON.parse(localStorage.getItem('__push') || 'null'));
  };
  PushManager.prototype.subscribe = async function (options) {
    const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
    const key = options.applicationServerKey;
    const s = {
      endpoint: ${JSON.stringify(origin)} + '/push/' + crypto.randomUUID(),
      p256dh: b64(await crypto.subtle.exportKey('raw', pair.publicKey)),
      auth: b64(crypto.getRandomValues(new Uint8Array(16))),
      jwk: await crypto.subtle.exportKey('jwk', pair.privateKey),
      applicationServerKey: b64(key instanceof ArrayBuffer ? key : key.buffer.slice(key.byteOffset, key.byteOffset + key.byteLength)),
    };
    localStorage.setItem('__push', JSON.stringify(s));
    return asSubscription(s);
  };
})();`;

async function swRegistrationId(cdp: CDPSession, scope: string): Promise<string> {
  return new Promise((resolve) => {
    cdp.on(
      'ServiceWorker.workerRegistrationUpdated',
      ({ registrations }: { registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] }) => {
        const reg = registrations.find((r) => r.scopeURL === scope && !r.isDeleted);
        if (reg) resolve(reg.registrationId);
      },
    );
    void cdp.send('ServiceWorker.enable');
  });
}

async function appWorker(ctx: BrowserContext): Promise<Worker> {
  return (
    ctx.serviceWorkers().find((w) => w.url().endsWith('/sw.js')) ??
    ctx.waitForEvent('serviceworker', { predicate: (w) => w.url().endsWith('/sw.js') })
  );
}

beforeAll(async () => {
  push = await startPushStandIn();
  server = await startProduct({
    // The server trusts the stand-in's certificate and posts only to push services on this host.
    NODE_EXTRA_CA_CERTS: push.certFile,
    PUSH_SERVICE_HOSTS: '127.0.0.1',
    NOTIFY_QUIET_HOURS: 'false',
    NOTIFY_POLL_MS: '200',
  });
  browser = await launchBrowser();
  buyerA = await login(server, '9000000002', 'Buyer@1234');
  const admin = await login(server, '9000000001', 'Admin@1234');
  const fixtures = await call<{ session_tokens: string[] }>('/admin/loadtest/fixtures', { buyers: 1, lots: 1, minutes: 60 }, admin);
  expect(fixtures.status, fixtures.msg).toBe(200);
  buyerB = fixtures.data.session_tokens[0]!;
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await push?.close();
});

describe('web push in Chromium', () => {
  it('offers push after a quote; when outbid, the service worker shows the notice and a tap opens the lot', async () => {
    const lot = await freshLot();
    const { ctx, page } = await signedIn(browser, server, buyerA);
    await ctx.addInitScript(fakePushManager(push.origin));
    await page.goto(`/auction/assets?asset_id=${lot.asset_id}`);
    await page.locator('.connection--live').first().waitFor();
    const figures = `₹${lot.next_valid_amount.toLocaleString('en-IN')}`;
    await page
      .getByRole('button', { name: `Quote ${figures}` })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Confirm your quote' }).getByRole('button', { name: 'Submit quote' }).click();
    await page.getByText('Quote accepted. You are the highest bidder.').waitFor();

    // The offer comes after the quote, not before; the buyer agrees, then the browser asks.
    const offer = page.getByRole('complementary', { name: 'Know when you are outbid' });
    await offer.waitFor();
    await screenshot(page, 'push-offer-after-quote-360');
    await ctx.grantPermissions(['notifications'], { origin: server.url });
    await offer.getByRole('button', { name: 'Turn on' }).click();
    await page.getByText('Notifications are on for this phone.').waitFor();

    const sub = JSON.parse((await page.evaluate('localStorage.getItem("__push")')) as string) as {
      endpoint: string;
      jwk: { d: string; x: string; y: string };
      auth: string;
      applicationServerKey: string;
    };
    const prefs = await get<{ push: { public_key: string; devices: number } }>('/user/notification-settings', buyerA);
    expect(sub.applicationServerKey).toBe(prefs.data.push.public_key);
    expect(prefs.data.push.devices).toBe(1);
    push.know(sub.endpoint, keysFromJwk(sub.jwk, sub.auth));

    // Off the lot's page (an open page would hold the notice back): the profile's Notifications tab.
    await page.close();
    const profile = await ctx.newPage();
    await profile.goto('/client/profile?tab=notifications');
    await profile.getByText('Notifications are on for this phone.').waitFor();
    await profile.getByRole('table').waitFor();
    await screenshot(profile, 'push-preferences-en-360');

    const outbidBy = lot.next_valid_amount + lot.increment;
    const quote = await call('/client/bid', { asset_id: lot.asset_id, amount: outbidBy }, buyerB, {
      'idempotency-key': `e2e-${randomUUID()}`,
    });
    expect(quote.status, quote.msg).toBe(200);

    await expect.poll(() => push.to(sub.endpoint).length, { timeout: 15_000 }).toBe(1);
    const [req] = push.to(sub.endpoint);
    expect(req!.problem).toBeNull();
    expect(req!.status).toBe(201);
    expect(req!.vapidKey).toBe(prefs.data.push.public_key);
    const payload = JSON.parse(req!.payload!) as { title: string; body: string; url: string; tag: string };
    expect(payload).toMatchObject({
      title: expect.stringMatching(/^Outbid on Lot \d+$/),
      url: `/auction/assets?asset_id=${lot.asset_id}`,
      tag: `outbid:${lot.asset_id}`,
    });
    expect(payload.body).toMatch(
      new RegExp(
        `^You have been outbid on Lot \\d+, .+\\. Current price ₹${outbidBy.toLocaleString('en-IN')}\\. Quote again before .+\\.$`,
      ),
    );

    // The push service hands the message to the browser: here, DevTools' push delivery.
    const cdp = await ctx.newCDPSession(profile);
    const registrationId = await swRegistrationId(cdp, `${server.url}/`);
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: server.url, registrationId, data: req!.payload! });
    const worker = await appWorker(ctx);
    const shown = async () =>
      (await worker.evaluate(
        'self.registration.getNotifications().then((ns) => ns.map((n) => ({ title: n.title, body: n.body, tag: n.tag, url: n.data && n.data.url })))',
      )) as { title: string; body: string; tag: string; url: string }[];
    await expect
      .poll(shown, { timeout: 10_000 })
      .toEqual([{ title: payload.title, body: payload.body, tag: payload.tag, url: payload.url }]);

    // A tap on the notice: the worker's notificationclick sends the open tab to the lot.
    await worker.evaluate(
      "self.registration.getNotifications().then(([n]) => { self.dispatchEvent(new NotificationEvent('notificationclick', { notification: n })); })",
    );
    await profile.waitForURL(`${server.url}/auction/assets?asset_id=${lot.asset_id}`);
    await profile.locator('.price-box .standing--outbid').waitFor();
    await expect.poll(shown).toEqual([]);
    await ctx.close();
  });

  it.each(['hi', 'ta'])('shows the Notifications tab on a phone in %s, nothing wider than the screen', async (language) => {
    const { ctx, page } = await signedIn(browser, server, buyerB, language);
    await page.goto('/client/profile?tab=notifications');
    await page.getByRole('table').waitFor();
    await page.locator('[data-push-state="off"]').waitFor();
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
    await screenshot(page, `push-preferences-${language}-360`);
    await page.getByRole('table').scrollIntoViewIfNeeded();
    await screenshot(page, `push-preferences-${language}-table-360`);
    await page.locator('#notify-settings-title').scrollIntoViewIfNeeded();
    await screenshot(page, `push-preferences-${language}-settings-360`);
    await ctx.close();
  });
});
