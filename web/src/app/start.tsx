import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { handOverTaps } from '../lib/early-taps';
import { App } from './app';

/**
 * Puts the app on the page: hydrates markup prerendered in `language` (the language being
 * applied), otherwise draws afresh. As a transition the work is cut into slices that let taps and
 * paints through: the prerendered page is already on screen, so nothing is gained by holding the
 * main thread until all of it is live.
 */
export function startApp(root: HTMLElement, language: string) {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (root.hasChildNodes() && document.documentElement.dataset.prerenderedLang === language) {
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
}
