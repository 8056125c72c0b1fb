import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoute } from './app/lazy-pages';
import { prefetchRoomLots } from './features/auctions/api/room-prefetch';
import { prefetchAuctionListings } from './features/home/api/home-data';
import { prefetchSession } from './features/session/api/login-check';
import { handOverTaps, holdEarlyTaps } from './lib/early-taps';
import { preferredLanguage, restoreLanguage, type LanguageCode } from './lib/i18n';
import { ROUTES } from './lib/routes';
import { registerServiceWorker } from './lib/service-worker';
import { store } from './lib/store';
import { yieldToMain } from './lib/yield';
import './styles/base.css';
import './styles/layout.css';
import './styles/components.css';
import './styles/pages.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// A tap on the prerendered page's buttons is kept until the page is live (src/lib/early-taps.ts).
holdEarlyTaps();

registerServiceWorker();

/**
 * The session check, the reader's strings, the page's code and its first data (the home's auction
 * rows, the room's lots) are fetched side by side: none waits for another, and a prerendered page
 * is already on screen meanwhile. They start in tasks of their own after the entry chunk's
 * evaluation (lib/yield.ts), which is a long task on a slow phone without their requests and
 * imports added to it.
 */
async function start(): Promise<LanguageCode> {
  await yieldToMain();
  prefetchSession(store);
  // Started before the page's code so that a page's areas of strings load in the same language.
  const languageApplied = restoreLanguage(preferredLanguage());
  await yieldToMain();
  preloadRoute(location.pathname);
  if (location.pathname === ROUTES.home) prefetchAuctionListings();
  if (location.pathname === ROUTES.clientAuction || location.pathname === ROUTES.auctionAssets) prefetchRoomLots(location.search);
  return languageApplied;
}

void start().then((applied) => {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // Hydrate only markup prerendered in the language being applied; otherwise draw afresh. As a
  // transition the work is cut into slices that let taps and paints through: the prerendered page
  // is already on screen, so nothing is gained by holding the main thread until all of it is live.
  if (root.hasChildNodes() && document.documentElement.dataset.prerenderedLang === applied) {
    handOverTaps(true);
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    handOverTaps(false);
    root.replaceChildren();
    const fresh = createRoot(root);
    startTransition(() => fresh.render(app));
  }
});
