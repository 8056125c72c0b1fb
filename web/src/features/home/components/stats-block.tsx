import { useTranslation } from 'react-i18next';
import { Section } from '../../../components/ui/section';
import { formatIndianNumber } from '../../../lib/format';

/** Static figures of spec §1: 1312+, 2,00,000 and over ₹3,00,00,00,000. */
const STATS = [
  { key: 'businesses', value: `${formatIndianNumber(1312)}+` },
  { key: 'vehicles', value: formatIndianNumber(200_000) },
  { key: 'loans', value: `₹${formatIndianNumber(3_000_000_000)}+` },
] as const;

export function StatsBlock() {
  const { t } = useTranslation();
  return (
    <Section className="stats" title={t('home.statsTitle')} titleHidden>
      <ul className="container stats__list">
        {STATS.map((stat) => (
          <li key={stat.key} className="stats__item">
            <strong className="stats__value">{stat.value}</strong>
            <span className="stats__label">{t(`home.stats.${stat.key}`)}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
