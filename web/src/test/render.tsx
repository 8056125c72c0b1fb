import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { cookieConsentAtom, type CookieConsent } from '../features/cookie-consent/consent';
import { sessionAtom, type SessionUser } from '../features/session/atoms';
import { loadSpelling } from '../lib/amount-words';
import { addLanguageBundle } from '../lib/i18n';
import en from '../locales/en.json';
import type { ReactNode } from 'react';

// The app fetches its language before the first render; tests render in English at once, amounts
// in words included (the app fetches their spelling when a screen first writes one).
addLanguageBundle('en', en);
await loadSpelling('en');

interface RenderOptions {
  path?: string;
  /** undefined: still loading; null: logged out; an object: logged in. */
  user?: SessionUser | null;
  /** The cookie banner's answer; undefined: not read yet (as on a prerendered first paint). */
  cookieConsent?: CookieConsent | null;
  /** The cache to render with; by default a fresh one that does not retry (a failure shows at once). */
  queryClient?: QueryClient;
}

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY }, mutations: { retry: false } } });
}

/** Renders `ui` inside a fresh jotai store and an in-memory router that records navigations. */
export function renderWithApp(ui: ReactNode, { path = '/', user, cookieConsent, queryClient = testQueryClient() }: RenderOptions = {}) {
  const store = createStore();
  if (user === null) store.set(sessionAtom, { type: 'LOGOUT' });
  else if (user) store.set(sessionAtom, { type: 'LOGIN', user });
  if (cookieConsent !== undefined) store.set(cookieConsentAtom, cookieConsent);
  const location = memoryLocation({ path, record: true });
  // A wrapper (not markup around `ui`), so `rerender` keeps the providers.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <Provider store={store}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          {children}
        </Router>
      </Provider>
    </QueryClientProvider>
  );
  const result = render(ui, { wrapper });
  return { ...result, store, queryClient, history: location.history };
}
