import { useTranslation } from 'react-i18next';
import { formatDate, formatRupees } from '../../../lib/format';
import { tenureMonths } from '../plan-math';
import { TaxLines } from './tax-lines';
import type { VerifiedSubscription } from '../api/subscription';

/** Plan term, amount paid and the One-Time Subscription end date (spec §2 payment success). */
export function SubscriptionSummary({
  result,
}: {
  result: Pick<VerifiedSubscription, 'plan_term' | 'final_amount' | 'subscription_end_date' | 'tax'>;
}) {
  const { t, i18n } = useTranslation();
  const months = tenureMonths(result.plan_term);
  return (
    <dl className="summary-list">
      <div>
        <dt>{t('paymentSuccess.planTerm')}</dt>
        <dd>{months ? t('plans.months', { count: months }) : result.plan_term}</dd>
      </div>
      <div>
        <dt>{t('paymentSuccess.amountPaid')}</dt>
        <dd>
          <span>{formatRupees(result.final_amount)}</span>
          <TaxLines tax={result.tax} />
        </dd>
      </div>
      <div>
        <dt>{t('paymentSuccess.endDate')}</dt>
        <dd>
          {result.subscription_end_date
            ? t('paymentSuccess.validTill', { date: formatDate(result.subscription_end_date, i18n.language) })
            : '—'}
        </dd>
      </div>
    </dl>
  );
}
