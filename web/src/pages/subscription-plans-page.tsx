import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ContentPage } from '../components/ui/content-page';
import { userAtom } from '../features/session/atoms';
import { PROFILE_SUBSCRIPTION_URL, ROUTES, loginUrl } from '../lib/routes';
import { useDocumentTitle } from '../lib/use-document-title';
import { useTranslatedList } from '../lib/use-list';

/** Public plans page: what a subscription gives; the plan chooser itself opens from here later. */
export function SubscriptionPlansPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('plans.documentTitle'));
  const user = useAtomValue(userAtom);
  const points = useTranslatedList('plans.points');

  return (
    <ContentPage title={t('plans.title')} lead={t('plans.lead')}>
      <p className="plan-banner">{t('plans.banner')}</p>
      <ul className="check-list">
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <section className="call-card">
        <p>{user ? t('plans.signedInText') : t('plans.signedOutText')}</p>
        <Link
          href={user ? PROFILE_SUBSCRIPTION_URL : loginUrl(ROUTES.subscriptionPlans)}
          className="button button--primary button--large"
        >
          {user ? t('plans.manage') : t('header.loginSignUp')}
        </Link>
      </section>
    </ContentPage>
  );
}
