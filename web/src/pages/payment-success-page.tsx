import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { Spinner } from '../components/ui/spinner';
import { InvoiceDownload } from '../features/invoices/components/invoice-download';
import { readPaymentLinkReturn, verifySubscriptionLink } from '../features/payments/api/payment-link';
import { sessionAtom } from '../features/session/atoms';
import { SubscriptionSummary } from '../features/subscription/components/subscription-summary';
import { isAbortError } from '../lib/api-client';
import { PROFILE_SUBSCRIPTION_URL, loginUrl } from '../lib/routes';
import { toast } from '../lib/toast';
import { useAtomValue } from '../lib/use-atom';
import { useDocumentTitle } from '../lib/use-document-title';
import { useLatest } from '../lib/use-latest';
import type { VerifiedSubscription } from '../features/subscription/api/subscription';

type Verification = { state: 'verifying' } | { state: 'verified'; result: VerifiedSubscription } | { state: 'unconfirmed' };

/**
 * Where a subscription payment link returns the payer (spec §2): verify first, then the plan term,
 * amount paid and the One-Time Subscription end date.
 */
export function PaymentSuccessPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('paymentSuccess.title'));
  const search = useSearch();
  const [, navigate] = useLocation();
  const { user } = useAtomValue(sessionAtom);
  const dispatch = useSetAtom(sessionAtom);
  const [verification, setVerification] = useState<Verification>({ state: 'verifying' });
  const translate = useLatest(t);

  useEffect(() => {
    const payment = readPaymentLinkReturn(search);
    if (!payment) {
      setVerification({ state: 'unconfirmed' });
      return;
    }
    const controller = new AbortController();
    verifySubscriptionLink(payment, { signal: controller.signal })
      .then((body) => {
        if (body.status === 200 && body.plan_term !== undefined) {
          setVerification({ state: 'verified', result: body as VerifiedSubscription });
          return;
        }
        toast.error(body.msg || translate.current('common.somethingWentWrong'));
        setVerification({ state: 'unconfirmed' });
      })
      .catch((error: unknown) => {
        if (isAbortError(error)) return;
        console.error('subscription payment verification failed', error);
        setVerification({ state: 'unconfirmed' });
      });
    return () => controller.abort();
  }, [search, translate]);

  const result = verification.state === 'verified' ? verification.result : null;
  const payerSignedIn = Boolean(user?.phone && result && user.phone === result.phone);

  // The signed-in payer's header badge and notice bar follow the new subscription at once.
  useEffect(() => {
    if (payerSignedIn && result?.user) dispatch({ type: 'SUBSCRIPTION_UPDATE', user: result.user });
  }, [payerSignedIn, result, dispatch]);

  if (verification.state === 'verifying') return <Spinner fullPage />;

  // Someone else's session (or none) must log in as the payer first; unknown payer: the session's own tab.
  const canManage = payerSignedIn || Boolean(user && !result);
  const manage = () => navigate(canManage ? PROFILE_SUBSCRIPTION_URL : loginUrl(PROFILE_SUBSCRIPTION_URL));

  return (
    <section className="container result-card" aria-live="polite">
      <h1 className="result-card__title">{t('paymentSuccess.title')}</h1>
      <p>{result ? t('paymentSuccess.message') : t('backoutPayment.pendingMessage')}</p>
      {result ? <SubscriptionSummary result={result} /> : null}
      {result?.subscription_id && payerSignedIn ? <InvoiceDownload subscriptionId={result.subscription_id} /> : null}
      <button type="button" className="button button--primary button--large" onClick={manage}>
        {t('paymentSuccess.manageSubscription')}
      </button>
    </section>
  );
}
