import { QueryClientProvider } from '@tanstack/react-query';
import { Provider } from 'jotai';
import { useState } from 'react';
import { Router } from 'wouter';
import { Toaster } from '../components/ui/toaster';
import { LoginModalHost } from '../features/auth/components/login-modal-host';
import { CookieConsentBanner } from '../features/cookie-consent/components/cookie-consent-banner';
import { DemoBanner } from '../features/demo-mode/components/demo-banner';
import { OfflineNotice } from '../features/network-status/components/offline-notice';
import { OnboardingHost } from '../features/onboarding/components/onboarding-host';
import { SessionBootstrap } from '../features/session/components/session-bootstrap';
import { appQueryClient, createQueryClient } from '../lib/query';
import { store } from '../lib/store';
import { AppRoutes } from './app-routes';
import { ScrollToTop } from './scroll-to-top';

/** `ssrPath` is set only when the page is prerendered at build time (no browser location there). */
export function App({ ssrPath }: { ssrPath?: string } = {}) {
  // The browser's one cache; one per prerendered page at build time, where nothing is fetched.
  const [queryClient] = useState(() => (ssrPath === undefined ? appQueryClient() : createQueryClient({ prerender: true })));
  return (
    <QueryClientProvider client={queryClient}>
      <Provider store={store}>
        <Router ssrPath={ssrPath}>
          <SessionBootstrap />
          <DemoBanner />
          <ScrollToTop />
          <AppRoutes />
          <LoginModalHost />
          <OnboardingHost />
          <Toaster />
          <CookieConsentBanner />
          <OfflineNotice />
        </Router>
      </Provider>
    </QueryClientProvider>
  );
}
