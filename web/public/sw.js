/* The app's worker.
   - Offline start: the build fills PRECACHE with the app shell and the hashed files it needs
     (web/scripts/prerender.mjs). Pages are fetched from the network first and a copy kept; offline,
     the last copy of that page (or the shell) is served and the app shows its offline notice.
     Hashed assets never change, so they are served from the cache once there.
   - API answers are never cached: data is never shown stale without the page saying so.
   - Push: shows pushed notifications and asks an open tab to navigate when one is clicked. */

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
    if (response.ok) {
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
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof payload.body === 'string' ? payload.body : '',
      icon: '/favicon.svg',
      data: { url: sameOriginUrl(payload.url || '/') || '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sameOriginUrl((event.notification.data && event.notification.data.url) || '/') || '/';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const client = windows[0];
      if (client) {
        client.postMessage({ action: 'redirect', url });
        return client.focus();
      }
      return self.clients.openWindow(url);
    }),
  );
});
