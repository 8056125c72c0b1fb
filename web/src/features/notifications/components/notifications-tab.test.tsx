import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage';
import { store } from '../../../lib/store';
import { toastsAtom } from '../../../lib/toast';
import { mockApi, type ApiCall } from '../../../test/api-mock';
import { buyerUser } from '../../../test/factories';
import { renderWithApp } from '../../../test/render';
import { PUSH_SUBSCRIPTIONS_PATH, SETTINGS_PATH, type NotificationPreferences } from '../api/preferences';
import { NotificationsTab } from './notifications-tab';
import { PushPrompt } from './push-prompt';

const KEY = 'BPcMbnWQL5GOYX_3BWWl8s3hw5pcfHzq5WWmRibmNEFAzpHV5e7wAVD6IIVcjE2zGjIb3AZgFTrkW9EbrnwMvYk';
const KINDS = [
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
] as const;

function prefs(over: Partial<NotificationPreferences> = {}): NotificationPreferences {
  return {
    language: 'en',
    quiet_hours: true,
    channels: [
      { channel: 'sms', available: true },
      { channel: 'whatsapp', available: false },
      { channel: 'push', available: true },
    ],
    kinds: KINDS.map((kind) => ({
      kind,
      always_on: kind === 'password_changed' || kind === 'account_locked',
      enabled: { sms: true, whatsapp: true, push: true },
    })),
    push: { public_key: KEY, devices: 0 },
    ...over,
  };
}

/** What the PUT bodies said, in order. */
const puts = (api: ReturnType<typeof mockApi>) =>
  api.calls.filter((c) => c.path === SETTINGS_PATH && c.method === 'PUT').map((c) => JSON.parse(String(c.body)));
const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const toasts = () => store.get(toastsAtom).map((item) => item.message);

/** A browser that can do web push: a service worker registration whose push manager the test sees. */
function pushCapableBrowser(permission: NotificationPermission = 'default') {
  let current: typeof subscription | null = null;
  const subscription = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
    options: { applicationServerKey: null as ArrayBuffer | null },
    toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', expirationTime: null, keys: { p256dh: 'p', auth: 'a' } }),
    unsubscribe: vi.fn(async () => {
      current = null;
      return true;
    }),
  };
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (options: { userVisibleOnly: boolean; applicationServerKey: Uint8Array }) => {
      subscription.options.applicationServerKey = options.applicationServerKey.buffer as ArrayBuffer;
      current = subscription;
      return subscription;
    }),
  };
  const registration = { pushManager };
  const notification = { permission, requestPermission: vi.fn(async () => (notification.permission = 'granted')) };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: vi.fn(async () => registration), register: vi.fn(), ready: Promise.resolve(registration) },
  });
  return { notification, pushManager, subscription };
}

beforeEach(() => {
  store.set(toastsAtom, []);
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

const USER = { user: buyerUser() };

describe('the Notifications tab of the profile', () => {
  it('lists every kind of message with a switch per channel this site sends on; security alerts stay on', async () => {
    mockApi({ [SETTINGS_PATH]: { status: 200, data: prefs() } });
    renderWithApp(<NotificationsTab />, USER);
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Message', 'SMS', 'Phone']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent)[0],
    ).toBe('Someone quotes higher than you');
    const outbidSms = screen.getByRole('checkbox', { name: 'Someone quotes higher than you: SMS' }) as HTMLInputElement;
    expect(outbidSms.checked).toBe(true);
    expect(outbidSms.disabled).toBe(false);
    const locked = screen.getByRole('checkbox', { name: 'Password changed: Phone' }) as HTMLInputElement;
    expect(locked.checked && locked.disabled).toBe(true);
    expect(screen.getAllByText('Always on: keeps your account safe')).toHaveLength(2);
    expect(screen.queryByRole('checkbox', { name: /WhatsApp/ })).toBeNull();
  });

  it('saves one switch at a time and says so', async () => {
    const api = mockApi({
      [SETTINGS_PATH]: (call: ApiCall) =>
        call.method === 'PUT'
          ? {
              status: 200,
              msg: 'Your notification preferences are saved',
              data: prefs({ kinds: prefs().kinds.map((k) => (k.kind === 'outbid' ? { ...k, enabled: { ...k.enabled, sms: false } } : k)) }),
            }
          : { status: 200, data: prefs() },
    });
    renderWithApp(<NotificationsTab />, USER);
    const box = (await screen.findByRole('checkbox', { name: 'Someone quotes higher than you: SMS' })) as HTMLInputElement;
    fireEvent.click(box);
    expect(box.checked).toBe(false);
    await screen.findByText('Your notification preferences are saved');
    expect(puts(api)).toEqual([{ enabled: { outbid: { sms: false } } }]);
    expect(box.checked).toBe(false);
  });

  it('puts a switch back and tells the buyer when the server refuses', async () => {
    mockApi({
      [SETTINGS_PATH]: (call: ApiCall) =>
        call.method === 'PUT' ? { status: 400, code: 'notify.unknown_kind', msg: 'Not saved' } : { status: 200, data: prefs() },
    });
    renderWithApp(<NotificationsTab />, USER);
    const box = (await screen.findByRole('checkbox', { name: 'Payment reminders: Phone' })) as HTMLInputElement;
    fireEvent.click(box);
    await waitFor(() => expect(toasts()).toEqual(['Not saved']));
    expect(box.checked).toBe(true);
  });

  it('sets the language of the messages and quiet hours', async () => {
    const api = mockApi({
      [SETTINGS_PATH]: (call: ApiCall) => ({
        status: 200,
        data: call.method === 'PUT' ? { ...prefs(), ...JSON.parse(String(call.body)) } : prefs(),
      }),
    });
    renderWithApp(<NotificationsTab />, USER);
    fireEvent.change(await screen.findByLabelText('Language of your messages'), { target: { value: 'mr' } });
    await waitFor(() => expect((screen.getByLabelText('Language of your messages') as HTMLSelectElement).value).toBe('mr'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Quiet hours, 10 pm to 7 am' }));
    await waitFor(() => expect(puts(api)).toEqual([{ language: 'mr' }, { quiet_hours: false }]));
    expect(screen.getByText(/Payment deadlines, offers with a deadline and security alerts still arrive at once/)).toBeTruthy();
  });

  it('says so when this browser cannot show notifications', async () => {
    mockApi({ [SETTINGS_PATH]: { status: 200, data: prefs() } });
    renderWithApp(<NotificationsTab />, USER);
    await screen.findByText('This browser cannot show notifications. Try Chrome, or add this site to your home screen.');
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).toBeNull();
  });

  it('offers no switch when the site sends no push', async () => {
    pushCapableBrowser();
    mockApi({ [SETTINGS_PATH]: { status: 200, data: prefs({ push: { public_key: null, devices: 0 } }) } });
    renderWithApp(<NotificationsTab />, USER);
    await screen.findByText('Phone notifications are not available yet. You still get SMS.');
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).toBeNull();
  });

  it('asks the browser only when the buyer taps, subscribes with the site’s key and hands the subscription to the server', async () => {
    const browser = pushCapableBrowser();
    const api = mockApi({
      [SETTINGS_PATH]: { status: 200, data: prefs() },
      [PUSH_SUBSCRIPTIONS_PATH]: { status: 200, msg: 'Notifications are on for this browser', data: { devices: 1 } },
    });
    renderWithApp(<NotificationsTab />, USER);
    const button = await screen.findByRole('button', { name: 'Turn on notifications' });
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();
    fireEvent.click(button);
    await screen.findByText('Notifications are on for this phone.');
    expect(browser.notification.requestPermission).toHaveBeenCalledTimes(1);
    const [options] = browser.pushManager.subscribe.mock.calls[0]!;
    expect(options.userVisibleOnly).toBe(true);
    expect(base64url(options.applicationServerKey)).toBe(KEY);
    const post = api.calls.find((c) => c.path === PUSH_SUBSCRIPTIONS_PATH && c.method === 'POST');
    expect(JSON.parse(String(post?.body))).toEqual({
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      expirationTime: null,
      keys: { p256dh: 'p', auth: 'a' },
    });
    expect(screen.getByText('Devices getting notifications: 1')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    await screen.findByText('Notifications are off for this phone.');
    const del = api.calls.find((c) => c.path === PUSH_SUBSCRIPTIONS_PATH && c.method === 'DELETE');
    expect(JSON.parse(String(del?.body))).toEqual({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc' });
    expect(browser.subscription.unsubscribe).toHaveBeenCalled();
  });

  it('tells the buyer how to unblock notifications the browser blocks', async () => {
    pushCapableBrowser('denied');
    mockApi({ [SETTINGS_PATH]: { status: 200, data: prefs() } });
    renderWithApp(<NotificationsTab />, USER);
    await screen.findByText(/^Notifications are blocked for this site\./);
  });
});

describe('the one-time push offer after a quote', () => {
  it('offers once; "Not now" closes it and it is not offered again on this browser', async () => {
    pushCapableBrowser();
    const api = mockApi({ [SETTINGS_PATH]: { status: 200, data: prefs() } });
    const first = renderWithApp(<PushPrompt />, USER);
    await screen.findByText('Know when you are outbid');
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByText('Know when you are outbid')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.pushPromptSeen)).toBe('1');
    first.unmount();
    renderWithApp(<PushPrompt />, USER);
    expect(screen.queryByText('Know when you are outbid')).toBeNull();
    expect(api.count(SETTINGS_PATH)).toBe(1);
  });

  it('subscribes when the buyer says yes', async () => {
    const browser = pushCapableBrowser();
    const api = mockApi({
      [SETTINGS_PATH]: { status: 200, data: prefs() },
      [PUSH_SUBSCRIPTIONS_PATH]: { status: 200, data: { devices: 1 } },
    });
    renderWithApp(<PushPrompt />, USER);
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(toasts()).toEqual(['Notifications are on for this phone.']));
    expect(browser.pushManager.subscribe).toHaveBeenCalledTimes(1);
    expect(api.count(PUSH_SUBSCRIPTIONS_PATH)).toBe(1);
  });

  it('stays away when the browser already answered, or cannot do push', async () => {
    pushCapableBrowser('granted');
    const api = mockApi({ [SETTINGS_PATH]: { status: 200, data: prefs() } });
    renderWithApp(<PushPrompt />, USER);
    expect(screen.queryByText('Know when you are outbid')).toBeNull();
    expect(api.count(SETTINGS_PATH)).toBe(0);
  });
});
