import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The id of the banner the server writes into a demo deployment's pages (server/src/plugins/demo-banner.ts). */
export const DEMO_BANNER_ID = 'demo-banner';

/**
 * On a demo deployment every page says at the top that payments are simulated. The server writes
 * the banner into the HTML, outside the app's root and in the language the reader arrived with, so
 * it is there from the first paint and moves nothing; this keeps its text in the language chosen
 * since. On an ordinary deployment there is no banner and this does nothing.
 */
export function DemoBanner() {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    const banner = document.getElementById(DEMO_BANNER_ID);
    if (banner) banner.textContent = t('demo.banner');
  }, [t, i18n.language]);
  return null;
}
