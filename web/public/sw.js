/* Push worker: shows pushed notifications and asks an open tab to navigate
   when one is clicked. It caches nothing, so a deploy is never hidden behind a stale copy. */

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

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
