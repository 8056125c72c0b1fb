import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PROFILE_SUBSCRIPTION_URL } from '../lib/routes';
import { useDocumentTitle } from '../lib/use-document-title';

/**
 * Landing after a subscription payment link. Verifying the payment and showing the plan term,
 * amount and end date belong to the subscription payment work; until then this screen thanks the
 * buyer and points to the profile's subscription tab, where the result is visible.
 */
export function PaymentSuccessPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('paymentSuccess.title'));
  return (
    <section className="container result-card">
      <h1 className="result-card__title">{t('paymentSuccess.title')}</h1>
      <p>{t('paymentSuccess.message')}</p>
      <Link href={PROFILE_SUBSCRIPTION_URL} className="button button--primary button--large">
        {t('paymentSuccess.manageSubscription')}
      </Link>
    </section>
  );
}
