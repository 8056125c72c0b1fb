import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ContentPage } from '../components/ui/content-page';
import { ROUTES } from '../lib/routes';
import { useExactDocumentTitle } from '../lib/use-document-title';

const REASON_KEYS = ['verifiedStock', 'transparentQuotes', 'inspection', 'panIndia', 'localSupport', 'paperwork'] as const;

export function WhyBrandPage() {
  const { t } = useTranslation();
  useExactDocumentTitle(t('why.documentTitle'));
  return (
    <ContentPage title={t('why.title')} lead={t('why.lead')}>
      <ol className="card-grid reason-list">
        {REASON_KEYS.map((key) => (
          <li key={key} className="info-card">
            <h2>{t(`why.reasons.${key}.title`)}</h2>
            <p>{t(`why.reasons.${key}.body`)}</p>
          </li>
        ))}
      </ol>
      <section className="call-card">
        <div>
          <h2>{t('why.ctaTitle')}</h2>
          <p>{t('why.ctaText')}</p>
        </div>
        <Link href={ROUTES.subscriptionPlans} className="button button--primary button--large">
          {t('why.ctaButton')}
        </Link>
      </section>
    </ContentPage>
  );
}
