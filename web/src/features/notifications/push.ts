/**
 * This browser's web push subscription: made through the app's service worker (/sw.js) only after
 * the buyer asked for notifications, and handed to the server, which sends the notices to it.
 */
import { forgetSubscription, saveSubscription } from './api/preferences';

export type PushState = 'unsupported' | 'blocked' | 'off' | 'on';

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The VAPID public key (URL-safe base64) as the bytes PushManager.subscribe takes. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) => {
  if (!a || a.byteLength !== b.byteLength) return false;
  const x = new Uint8Array(a);
  return x.every((byte, i) => byte === b[i]);
};

async function registration(): Promise<ServiceWorkerRegistration> {
  // The app registers /sw.js on load; a tap that comes first registers it here.
  const existing = await navigator.serviceWorker.getRegistration('/');
  if (!existing) await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  return navigator.serviceWorker.ready;
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const reg = await navigator.serviceWorker.getRegistration('/');
  return reg ? reg.pushManager.getSubscription() : null;
}

/** Where this browser stands: a subscription the server knows counts as on. */
export async function readPushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission !== 'granted') return 'off';
  return (await currentSubscription()) ? 'on' : 'off';
}

/**
 * Asks for permission (the browser's own prompt, answering the buyer's tap), subscribes with the
 * server's key and saves the subscription. A subscription made with another key is replaced.
 */
export async function enablePush(publicKey: string): Promise<{ result: 'on' | 'blocked' | 'failed'; devices?: number }> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return { result: permission === 'denied' ? 'blocked' : 'failed' };
  const reg = await registration();
  const key = applicationServerKey(publicKey);
  let subscription = await reg.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const answer = await saveSubscription(subscription.toJSON());
  return answer.status === 200 ? { result: 'on', devices: answer.data?.devices } : { result: 'failed' };
}

/** Stops notices to this browser: the server forgets it, then the browser drops it. Resolves with the buyer's devices left. */
export async function disablePush(): Promise<number | undefined> {
  const subscription = await currentSubscription();
  if (!subscription) return undefined;
  const answer = await forgetSubscription(subscription.endpoint);
  await subscription.unsubscribe();
  return answer.data?.devices;
}

/** At logout: this browser stops getting the signed-out buyer's notices. */
export async function forgetThisBrowser(): Promise<void> {
  try {
    await disablePush();
  } catch (error) {
    console.error('could not drop the push subscription at logout', error);
  }
}
