import { preloadRoute } from './app/lazy-pages';
import { prefetchRoomLots } from './features/auctions/api/room-prefetch';
import { prefetchAuctionListings } from './features/home/api/home-data';
import { prefetchSession } from './features/session/api/login-check';
import { holdEarlyTaps } from './lib/early-taps';
import { preferredLanguage, restoreLanguage } from './lib/i18n';
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

// The session check, the reader's strings, the page's code and its first data (the home's auction
// rows, the room's lots) are fetched side by side: none waits for another, and a prerendered page
// is already on screen meanwhile.
prefetchSession(store);
// Started before the page's code so that a page's areas of strings load in the same language.
const languageApplied = restoreLanguage(preferredLanguage());
preloadRoute(location.pathname);
if (location.pathname === ROUTES.home) prefetchAuctionListings();
if (location.pathname === ROUTES.clientAuction || location.pathname === ROUTES.auctionAssets) prefetchRoomLots(location.search);
// React DOM and the app's tree are chunks of their own (vite.config.ts), preloaded beside this one,
// and evaluated one after the other in tasks of their own: a chunk evaluates in one go, and the
// three as one chunk were a long task on a slow phone.
void (async () => {
  await yieldToMain();
  await import('react-dom/client');
  await yieldToMain();
  const { startApp } = await import('./app/start');
  const applied = await languageApplied;
  await yieldToMain();
  startApp(root, applied);
})();
