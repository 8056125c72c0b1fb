import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { ContentPage } from '../components/ui/content-page';
import { userAtom } from '../features/session/atoms';
import { PlanChooser } from '../features/subscription/components/plan-chooser';
import { useCheckoutReturn } from '../features/subscription/use-checkout-return';
import { ROUTES, SALE_SHOWCASE_URL, loginUrl } from '../lib/routes';
import { useAtomValue } from '../lib/use-atom';
import { useDocumentTitle } from '../lib/use-document-title';
import { useTranslatedList } from '../lib/use-list';
import type { VerifiedSubscription } from '../features/subscription/api/subscription';

// Shown only after a payment: its code (with the invoice download) is not part of the page's first load.
const PaymentConfirmationModal = lazy(() =>
  import('../features/subscription/components/payment-confirmation-modal').then((m) => ({ default: m.PaymentConfirmationModal })),
);

/** The header's Subscribe: the plan grid on a page; a visitor logs in before paying. */
export function SubscriptionPlansPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('plans.documentTitle'));
  const user = useAtomValue(userAtom);
  const [, navigate] = useLocation();
  const [result, setResult] = useState<VerifiedSubscription | null>(null);
  const points = useTranslatedList('plans.points');
  useCheckoutReturn(setResult);

  const name = [user?.first_name, user?.last_name].filter(Boolean).join(' ');
  return (
    <ContentPage title={t('plans.title')} lead={t('plans.lead')}>
      <section className="plan-panel" aria-label={t('plans.title')}>
        <PlanChooser
          phone={user?.phone}
          name={name || undefined}
          onPaid={setResult}
          onLoginRequired={() => navigate(loginUrl(ROUTES.subscriptionPlans))}
        />
        {user ? null : <p className="muted plan-panel__note">{t('plans.signedOutText')}</p>}
      </section>
      <ul className="check-list">
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      {result ? (
        <Suspense fallback={null}>
          <PaymentConfirmationModal result={result} onClose={() => setResult(null)} onExplore={() => navigate(SALE_SHOWCASE_URL)} />
        </Suspense>
      ) : null}
    </ContentPage>
  );
}
