import { Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { formatRupees } from '../../../lib/format';
import { queryKeys, useApiQuery } from '../../../lib/query';
import { useLatest } from '../../../lib/use-latest';
import { getPaymentConfig, getPlans, type VerifiedSubscription } from '../api/subscription';
import { needsSegment, payableOf, tenureMonths, type PlanPrice, type TenurePlans } from '../plan-math';
import { useSubscribe } from '../use-subscribe';
import { SegmentGrid, TenureGrid } from './plan-cards';
import { PlanGstLines } from './plan-price';

// Only a signed-in buyer has tax details to give: a visitor's first load does without its code.
const TaxDetailsForm = lazy(() => import('../../invoices/components/tax-details-form').then((m) => ({ default: m.TaxDetailsForm })));

export interface PlanChooserProps {
  /** The paying account's phone; without it Pay & Subscribe calls onLoginRequired. */
  phone?: string;
  name?: string;
  onPaid: (result: VerifiedSubscription) => void;
  onPayingChange?: (paying: boolean) => void;
  /** Shown in the sign-up flow only (spec §2). */
  onSkip?: () => void;
  onLoginRequired?: () => void;
}

async function loadPlans(signal: AbortSignal) {
  // The gateway is only needed at Pay time: a failure here must not hide the plans.
  const [plans, config] = await Promise.all([getPlans({ signal }), getPaymentConfig({ signal }).catch(() => null)]);
  return { plans, config };
}

/** 'Choose Your Plan': tenure grid, then a segment grid for tenures with several prices (spec §2, §4). */
export function PlanChooser({ phone, name, onPaid, onPayingChange, onSkip, onLoginRequired }: PlanChooserProps) {
  const { t } = useTranslation();
  // The grid is drawn in a render React can interrupt: the plans arrive while the page is starting.
  const { data, loading } = useApiQuery(queryKeys.plans(), loadPlans, { deferred: true });
  const { subscribe, paying } = useSubscribe(data?.config ?? null);
  const [tenure, setTenure] = useState<TenurePlans | null>(null);
  const [option, setOption] = useState<PlanPrice | null>(null);
  const [view, setView] = useState<'tenure' | 'segment'>('tenure');
  const [error, setError] = useState('');

  const payingChanged = useLatest(onPayingChange);
  useEffect(() => payingChanged.current?.(paying), [paying, payingChanged]);

  if (loading) return <Spinner />;
  const tenures = data?.plans;
  if (!tenures || tenures.length === 0) {
    return (
      <p className="field__error plan-chooser__failed" role="alert">
        {t('plans.loadFailed')}
      </p>
    );
  }

  // A single-price tenure is its own plan; otherwise the chosen segment's price.
  const chosen = tenure && !needsSegment(tenure) ? (tenure.price[0] ?? null) : option;

  const selectTenure = (next: TenurePlans) => {
    setTenure(next);
    setOption(null);
    setError('');
    if (needsSegment(next)) setView('segment');
  };

  const pay = async () => {
    if (!tenure) return setError(t('plans.selectTenure'));
    if (!chosen) {
      setView('segment');
      return setError(t('plans.selectSegment'));
    }
    setError('');
    if (!phone) return onLoginRequired?.();
    const result = await subscribe({ phone, name, tenure, option: chosen });
    if (result) onPaid(result);
  };

  return (
    <div className="plan-chooser">
      <p className="plan-banner">{t('plans.banner')}</p>
      {view === 'segment' && tenure ? (
        <>
          <div className="plan-chooser__back">
            <button
              type="button"
              className="icon-button"
              onClick={() => setView('tenure')}
              aria-label={t('plans.backToTenures')}
              disabled={paying}
            >
              <ArrowLeftIcon />
            </button>
            <h3 className="plan-chooser__heading">
              {t('plans.chooseSegment', { term: t('plans.months', { count: tenureMonths(tenure.month) }) })}
            </h3>
          </div>
          <SegmentGrid
            tenure={tenure}
            selected={option}
            onSelect={(next) => {
              setOption(next);
              setError('');
            }}
          />
        </>
      ) : (
        <TenureGrid tenures={tenures} selected={tenure} onSelect={selectTenure} />
      )}
      {error ? (
        <p className="field__error plan-chooser__error" role="alert">
          {error}
        </p>
      ) : null}
      {phone ? (
        <details className="plan-chooser__gst">
          <summary>{t('invoices.gst.title')}</summary>
          <Suspense fallback={<Spinner size="sm" />}>
            <TaxDetailsForm compact />
          </Suspense>
        </details>
      ) : null}
      {chosen ? <PlanGstLines option={chosen} /> : null}
      <button
        type="button"
        className="button button--primary button--block button--large plan-chooser__pay"
        onClick={pay}
        disabled={paying}
      >
        {paying ? t('common.loading') : chosen ? t('plans.payWithPrice', { price: formatRupees(payableOf(chosen)) }) : t('plans.pay')}
      </button>
      {onSkip ? (
        <button type="button" className="link-button plan-chooser__skip" onClick={onSkip} disabled={paying}>
          {t('plans.skip')}
        </button>
      ) : null}
    </div>
  );
}
