/* The app's worker.
   - Offline start: the build fills PRECACHE with the app shell and the hashed files it needs
     (web/scripts/prerender.mjs). Pages are fetched from the network first and a copy kept; offline,
     the last copy of that page (or the shell) is served and the app shows its offline notice.
     Hashed assets never change, so they are served from the cache once there.
   - API answers are never cached: data is never shown stale without the page saying so.
   - Push: shows the server's notices (JSON {title, body, url, tag, lang}, docs/notifications.md) and
     opens the notice's screen when one is tapped. */

const PRECACHE = /*__PRECACHE__*/ [];
const VERSION = '/*__VERSION__*/dev';
const SHELL_CACHE = `shell-${VERSION}`;
const ASSET_CACHE = 'assets';
const PAGE_CACHE = 'pages';
const SHELL_URL = '/index.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll([SHELL_URL, ...PRECACHE]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith('shell-') && name !== SHELL_CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

function isHashedAsset(url) {
  return url.origin === self.location.origin && url.pathname.startsWith('/assets/');
}

async function fromCacheOrNetwork(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    caches.open(ASSET_CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

async function page(request) {
  const url = new URL(request.url);
  const key = url.origin + url.pathname;
  try {
    const response = await fetch(request);
    // A page holding the reader's own data (the auction room with its first answers) says no-store.
    if (response.ok && !/no-store/.test(response.headers.get('cache-control') ?? '')) {
      const copy = response.clone();
      caches.open(PAGE_CACHE).then((cache) => cache.put(key, copy));
    }
    return response;
  } catch (error) {
    const cached = (await caches.match(key)) || (await caches.match(SHELL_URL));
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (request.mode === 'navigate' && url.origin === self.location.origin) {
    event.respondWith(page(request));
  } else if (isHashedAsset(url)) {
    event.respondWith(fromCacheOrNetwork(request));
  }
});

function sameOriginUrl(raw) {
  try {
    const url = new URL(raw, self.location.origin);
    return url.origin === self.location.origin ? url.pathname + url.search + url.hash : null;
  } catch {
    return null;
  }
}

self.addEventListener('push', (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof payload.title === 'string' ? payload.title : self.location.hostname;
  const tag = typeof payload.tag === 'string' ? payload.tag : undefined;
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof payload.body === 'string' ? payload.body : '',
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      lang: typeof payload.lang === 'string' ? payload.lang : undefined,
      // A newer notice about the same lot replaces the older one, and still rings.
      tag,
      renotify: Boolean(tag),
      data: { url: sameOriginUrl(payload.url || '/') || '/' },
    }),
  );
});

/* A tap opens the notice's screen: a tab already there is focused; else an open tab of the site is
   asked to go there ({action: 'redirect', url}, spec §2) and focused; else a new window opens. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sameOriginUrl((event.notification.data && event.notification.data.url) || '/') || '/';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const there = windows.find((w) => sameOriginUrl(w.url) === url);
      const client = there || windows.find((w) => w.focused) || windows[0];
      if (!client) return self.clients.openWindow(url);
      if (!there) client.postMessage({ action: 'redirect', url });
      // Focusing needs the tap's user activation; without it the redirect above still happened.
      return client.focus().catch(() => client);
    }),
  );
});

/* The browser replaced the subscription (expiry, key rotation at the push service): subscribe again
   with the same key and tell the server, so notices keep coming without the buyer doing anything. */
self.addEventListener('pushsubscriptionchange', (event) => {
  const old = event.oldSubscription;
  const applicationServerKey = old && old.options && old.options.applicationServerKey;
  if (!applicationServerKey) return;
  event.waitUntil(
    self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey }).then((subscription) =>
      fetch('/user/push-subscriptions', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
        body: JSON.stringify(subscription.toJSON()),
      }),
    ),
  );
});
