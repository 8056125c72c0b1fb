import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { Spinner } from '../components/ui/spinner';
import { readPaymentLinkReturn, verifyBackoutPayment } from '../features/payments/api/payment-link';
import { isAbortError } from '../lib/api-client';
import { SALE_SHOWCASE_URL } from '../lib/routes';
import { toast } from '../lib/toast';
import { useDocumentTitle } from '../lib/use-document-title';

type Outcome = 'verifying' | 'resolved' | 'pending';

/** Spec §4: 'Payment Received' when the server confirms, else 'Payment Received - Update in Progress'. */
export function BackoutPaymentSuccessPage() {
  const { t } = useTranslation();
  const search = useSearch();
  const [outcome, setOutcome] = useState<Outcome>('verifying');
  useDocumentTitle(t('backoutPayment.documentTitle'));

  useEffect(() => {
    const payment = readPaymentLinkReturn(search);
    if (!payment) {
      setOutcome('pending');
      return;
    }
    const controller = new AbortController();
    verifyBackoutPayment(payment, { signal: controller.signal })
      .then((body) => {
        if (body.status === 200) {
          setOutcome('resolved');
        } else {
          if (body.msg) toast.error(body.msg);
          setOutcome('pending');
        }
      })
      .catch((error: unknown) => {
        if (isAbortError(error)) return;
        console.error('backout payment verification failed', error);
        setOutcome('pending');
      });
    return () => controller.abort();
  }, [search]);

  if (outcome === 'verifying') return <Spinner fullPage />;

  const resolved = outcome === 'resolved';
  return (
    <section className="container result-card" aria-live="polite">
      <h1 className={resolved ? 'result-card__title' : 'result-card__title result-card__title--pending'}>
        {resolved ? t('backoutPayment.received') : t('backoutPayment.receivedUpdating')}
      </h1>
      <p>{resolved ? t('backoutPayment.resolvedMessage') : t('backoutPayment.pendingMessage')}</p>
      <Link href={SALE_SHOWCASE_URL} className="button button--primary button--large">
        {t('backoutPayment.home')}
      </Link>
    </section>
  );
}
