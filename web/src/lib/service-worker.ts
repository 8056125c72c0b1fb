import { navigate } from 'wouter/use-browser-location';

interface RedirectMessage {
  action: 'redirect';
  url: string;
}

function isRedirectMessage(data: unknown): data is RedirectMessage {
  return Boolean(
    data &&
    typeof data === 'object' &&
    (data as RedirectMessage).action === 'redirect' &&
    typeof (data as RedirectMessage).url === 'string',
  );
}

/** Path and query of `url` when it points at this site, else null (the worker cannot send us elsewhere). */
export function sameOriginPath(url: string): string | null {
  try {
    const target = new URL(url, location.origin);
    return target.origin === location.origin ? target.pathname + target.search + target.hash : null;
  } catch {
    return null;
  }
}

/** Registers /sw.js at the root scope and follows its 'redirect' messages (spec §2). */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    if (!isRedirectMessage(event.data)) return;
    const path = sameOriginPath(event.data.url);
    if (path) navigate(path);
  });
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.error('service worker registration failed', error);
    });
  });
}
