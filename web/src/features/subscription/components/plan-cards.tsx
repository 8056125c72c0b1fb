import { useTranslation } from 'react-i18next';
import { formatRupees } from '../../../lib/format';
import { MOST_POPULAR_MONTHS, headlinePrice, isPanIndia, savePercent, tenureMonths, type PlanPrice, type TenurePlans } from '../plan-math';
import { PlanPriceText } from './plan-price';

const SEGMENT_KEYS: Record<string, string> = {
  tractor: 'home.segments.tractor',
  '2 wheeler': 'home.segments.twoWheeler',
  cv: 'home.segments.cv',
};

/** 'PAN India Permission' reads 'All' (spec §2); segment plans read as their segment. */
export function usePlanName(): (option: PlanPrice) => string {
  const { t } = useTranslation();
  return (option) => {
    if (isPanIndia(option)) return t('plans.all');
    const key = SEGMENT_KEYS[option.plan_name.trim().toLowerCase()];
    return key ? t(key) : option.plan_name;
  };
}

interface TenureGridProps {
  tenures: TenurePlans[];
  selected: TenurePlans | null;
  onSelect: (tenure: TenurePlans) => void;
}

export function TenureGrid({ tenures, selected, onSelect }: TenureGridProps) {
  const { t } = useTranslation();
  return (
    <ul className="plan-grid" aria-label={t('plans.tenureLabel')}>
      {tenures.map((tenure) => {
        const months = tenureMonths(tenure.month);
        const option = headlinePrice(tenure);
        const price = option?.price_by_plan ?? 0;
        const popular = months === MOST_POPULAR_MONTHS;
        return (
          <li key={tenure.month}>
            <button
              type="button"
              className={popular ? 'plan-card plan-card--popular' : 'plan-card'}
              aria-pressed={selected === tenure}
              onClick={() => onSelect(tenure)}
            >
              {popular ? <span className="plan-card__flag">{t('plans.mostPopular')}</span> : null}
              <span className="plan-card__term">{t('plans.months', { count: months })}</span>
              {option ? <PlanPriceText option={option} /> : <span className="plan-card__price">{formatRupees(price)}</span>}
              <span className="plan-card__save">{t('plans.save', { percent: savePercent(months, price) })}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

interface SegmentGridProps {
  tenure: TenurePlans;
  selected: PlanPrice | null;
  onSelect: (option: PlanPrice) => void;
}

export function SegmentGrid({ tenure, selected, onSelect }: SegmentGridProps) {
  const { t } = useTranslation();
  const planName = usePlanName();
  return (
    <ul className="plan-grid" aria-label={t('plans.segmentLabel')}>
      {tenure.price.map((option) => (
        <li key={option.plan_id}>
          <button type="button" className="plan-card" aria-pressed={selected?.plan_id === option.plan_id} onClick={() => onSelect(option)}>
            <span className="plan-card__term">{planName(option)}</span>
            <PlanPriceText option={option} />
          </button>
        </li>
      ))}
    </ul>
  );
}
