import { useTranslation } from 'react-i18next';
import { formatRupees } from '../../../lib/format';
import { gstAmount, gstPercent, payableOf, type PlanPrice } from '../plan-math';

/** A plan's price as a card shows it: '₹25,000 + GST' with the total below, or 'incl. 18% GST'. */
export function PlanPriceText({ option }: { option: PlanPrice }) {
  const { t } = useTranslation();
  const price = formatRupees(option.price_by_plan);
  return (
    <>
      {option.gst === 'extra' ? (
        <span className="plan-card__price plan-card__price--plus">{t('plans.plusGst', { price })}</span>
      ) : (
        <span className="plan-card__price">{price}</span>
      )}
      {option.gst === 'extra' ? (
        <span className="plan-card__gst">{t('plans.withGst', { amount: formatRupees(payableOf(option)) })}</span>
      ) : option.gst === 'included' ? (
        <span className="plan-card__gst">{t('plans.inclGst', { rate: gstPercent(option) })}</span>
      ) : null}
    </>
  );
}

/** Above Pay & Subscribe: the plan price, the GST on it and what the buyer pays. */
export function PlanGstLines({ option }: { option: PlanPrice }) {
  const { t } = useTranslation();
  if (option.gst !== 'extra' && option.gst !== 'included') return null;
  const rate = gstPercent(option);
  return (
    <dl className="plan-gst" aria-label={t('plans.gstLine.label')}>
      <div>
        <dt>{t('plans.gstLine.price')}</dt>
        <dd>{formatRupees(option.price_by_plan)}</dd>
      </div>
      <div>
        <dt>{t(option.gst === 'extra' ? 'plans.gstLine.gst' : 'plans.gstLine.included', { rate })}</dt>
        <dd>{formatRupees(gstAmount(option))}</dd>
      </div>
      <div className="plan-gst__total">
        <dt>{t('plans.gstLine.total')}</dt>
        <dd>{formatRupees(payableOf(option))}</dd>
      </div>
    </dl>
  );
}
