import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate, formatRupees } from '../../../lib/format';
import { queryKeys, useApiQuery } from '../../../lib/query';
import { ROUTES } from '../../../lib/routes';
import { useAtomValue } from '../../../lib/use-atom';
import { PaymentsInvoices } from '../../invoices/components/payments-invoices';
import { TaxDetailsForm } from '../../invoices/components/tax-details-form';
import { onboardingAtom } from '../../onboarding/atoms';
import { isFlagSet, isSubscribed, userAtom } from '../../session/atoms';
import { TaxLines } from '../../subscription/components/tax-lines';
import { PAN_INDIA_PLAN_NAME, tenureMonths } from '../../subscription/plan-math';
import { subscriptionHistory, type SubscriptionItem } from '../api/profile';

function PlanCard({ item, active }: { item: SubscriptionItem; active: boolean }) {
  const { t, i18n } = useTranslation();
  const months = tenureMonths(item.plan_term);
  return (
    <li className={`plan-row${active ? ' plan-row--active' : ''}`}>
      <div className="plan-row__head">
        <strong>{item.plan_name === PAN_INDIA_PLAN_NAME ? t('plans.all') : item.plan_name}</strong>
        <span className={`status status--${active ? 'leading' : 'lost'}`}>{t(active ? 'profilePage.active' : 'profilePage.expired')}</span>
      </div>
      <dl className="summary-list">
        <div>
          <dt>{t('paymentSuccess.planTerm')}</dt>
          <dd>{months ? t('plans.months', { count: months }) : item.plan_term}</dd>
        </div>
        <div>
          <dt>{t('profilePage.period')}</dt>
          <dd>
            {item.start_time ? formatDate(item.start_time, i18n.language) : '–'} –{' '}
            {item.end_time ? formatDate(item.end_time, i18n.language) : '–'}
          </dd>
        </div>
        <div>
          <dt>{t('paymentSuccess.amountPaid')}</dt>
          <dd>
            <span>{formatRupees(item.final_amount)}</span>
            <TaxLines tax={item.tax} />
          </dd>
        </div>
      </dl>
    </li>
  );
}

/** ?tab=subscription: the active or expired plan and its dates, and the way to buy or upgrade. */
export function SubscriptionTab() {
  const { t, i18n } = useTranslation();
  const user = useAtomValue(userAtom);
  const openOnboarding = useSetAtom(onboardingAtom);
  const { data, loading } = useApiQuery(queryKeys.subscriptionHistory(), (signal) => subscriptionHistory({ signal }));
  const subscribed = isSubscribed(user);
  const admin = isFlagSet(user?.admin) || isFlagSet(user?.is_auction_admin);

  const choosePlan = () => {
    const name = [user?.first_name, user?.last_name].filter(Boolean).join(' ');
    openOnboarding({ step: 'plans', phone: user?.phone ?? '', name: name || undefined, fromSignup: false });
  };

  if (!data && loading) return <Spinner />;
  const active = data?.active ?? [];
  const expired = data?.expired ?? [];
  return (
    <div className="profile-tab" data-tab="subscription">
      <div className="panel profile-card">
        {admin ? (
          <p className="profile-card__status">{t('profilePage.adminAccess')}</p>
        ) : active.length === 0 && subscribed ? (
          <p className="profile-card__status">
            {t('profilePage.subscribedUntil', {
              start: user?.subscription_date ? formatDate(user.subscription_date, i18n.language) : '—',
              end: user?.subscription_end_date ? formatDate(user.subscription_end_date, i18n.language) : '—',
            })}
          </p>
        ) : active.length === 0 ? (
          <p className="profile-card__status">{t(expired.length ? 'profilePage.expiredOnly' : 'profilePage.noPlan')}</p>
        ) : null}
        {active.length ? (
          <ul className="plain-list plan-rows">
            {active.map((item) => (
              <PlanCard key={item.subscription_id} item={item} active />
            ))}
          </ul>
        ) : null}
        <p className="muted">{t('plans.banner')}</p>
        <div className="profile-card__actions">
          <button type="button" className="button button--primary" onClick={choosePlan}>
            {t(subscribed ? 'profilePage.upgrade' : 'profilePage.buy')}
          </button>
          <Link href={ROUTES.subscriptionPlans}>{t('permission.seePlans')}</Link>
        </div>
      </div>
      {expired.length ? (
        <>
          <h2 className="section-title">{t('profilePage.pastPlans')}</h2>
          <ul className="plain-list plan-rows">
            {expired.map((item) => (
              <PlanCard key={item.subscription_id} item={item} active={false} />
            ))}
          </ul>
        </>
      ) : null}
      <PaymentsInvoices />
      <TaxDetailsForm />
    </div>
  );
}
