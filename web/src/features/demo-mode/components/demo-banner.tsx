import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchAppConfig } from '../api/app-config';

/** On a demo deployment every page says so at the top: nobody should think a payment here is real. */
export function DemoBanner() {
  const { t } = useTranslation();
  const [demo, setDemo] = useState(false);

  useEffect(() => {
    let live = true;
    fetchAppConfig()
      .then((config) => {
        if (live) setDemo(config.demo_mode);
      })
      .catch((error: unknown) => console.error('reading the app configuration failed', error));
    return () => {
      live = false;
    };
  }, []);

  if (!demo) return null;
  return (
    <div className="demo-banner" role="status">
      {t('demo.banner')}
    </div>
  );
}
