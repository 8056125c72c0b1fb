import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Section } from '../../../components/ui/section';
import { ROUTES } from '../../../lib/routes';
import { useAtom } from '../../../lib/use-atom';
import { cookieConsentAtom, readCookieConsent, saveCookieConsent, type CookieConsent } from '../consent';

export function CookieConsentBanner() {
  const { t } = useTranslation();
  const [consent, setConsent] = useAtom(cookieConsentAtom);
  useEffect(() => {
    if (consent === undefined) setConsent(readCookieConsent());
  }, [consent, setConsent]);
  if (consent !== null) return null;

  const choose = (value: CookieConsent) => {
    saveCookieConsent(value);
    setConsent(value);
  };

  return (
    <Section className="cookie-banner" title={t('cookies.title')} titleHidden>
      <p className="cookie-banner__text">
        {t('cookies.message')} <Link href={ROUTES.privacyPolicy}>{t('footer.privacyPolicy')}</Link>
      </p>
      <div className="cookie-banner__actions">
        <button type="button" className="button button--outline" onClick={() => choose('declined')}>
          {t('cookies.decline')}
        </button>
        <button type="button" className="button button--primary" onClick={() => choose('accepted')}>
          {t('cookies.acceptAll')}
        </button>
      </div>
    </Section>
  );
}
