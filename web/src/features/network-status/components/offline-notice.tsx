import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WifiOffIcon } from '../../../components/ui/icons';

type NetworkNotice = 'none' | 'offline' | 'back-online';

/** Blocks the page while offline; after a reconnect asks for a refresh (spec §2 global elements). */
export function OfflineNotice() {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<NetworkNotice>('none');

  useEffect(() => {
    // Read after the first render: a prerendered page is drawn as online, then corrected here.
    if (!navigator.onLine) setNotice('offline');
    const goOffline = () => setNotice('offline');
    const goOnline = () => setNotice((current) => (current === 'offline' ? 'back-online' : current));
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    return () => {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
    };
  }, []);

  if (notice === 'none') return null;

  return (
    <div className="network-notice" role="alertdialog" aria-modal="true" aria-labelledby="network-notice-text">
      <div className="network-notice__card">
        <WifiOffIcon size={48} className="network-notice__icon" />
        {notice === 'offline' ? (
          <p id="network-notice-text" className="network-notice__text">
            {t('network.offline')}
          </p>
        ) : (
          <>
            <p id="network-notice-text" className="network-notice__text">
              {t('network.backOnline')}
            </p>
            <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
              {t('network.refresh')}
            </button>
          </>
        )}
      </div>
    </div>
  );
}
