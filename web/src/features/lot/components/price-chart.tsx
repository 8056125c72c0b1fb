import { useTranslation } from 'react-i18next';
import { formatRupees } from '../../../lib/format';
import { chartGeometry } from '../price-chart-geometry';

const BOX = { width: 320, height: 140, padX: 12, padY: 16 };

/**
 * The price path as inline SVG: one point per quote, the start price dashed underneath. Without
 * quotes there is no path: the quote history below says so, once.
 */
export function PriceChart({ amounts, startPrice }: { amounts: number[]; startPrice: number }) {
  const { t } = useTranslation();
  if (amounts.length === 0) return null;
  const g = chartGeometry(amounts, startPrice, BOX);
  const path = g.points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
  const last = g.points.at(-1)!;
  const summary = t('lot.chartSummary', { count: amounts.length, from: formatRupees(startPrice), to: formatRupees(last.amount) });
  return (
    <figure className="price-chart">
      <svg viewBox={`0 0 ${BOX.width} ${BOX.height}`} role="img" aria-label={summary} preserveAspectRatio="none">
        {g.baseline !== null ? (
          <line x1={BOX.padX} x2={BOX.width - BOX.padX} y1={g.baseline} y2={g.baseline} className="price-chart__baseline" />
        ) : null}
        <path d={path} className="price-chart__line" fill="none" />
        {g.points.map((p) => (
          <circle key={`${p.x}-${p.amount}`} cx={p.x} cy={p.y} r={amounts.length > 40 ? 1.5 : 3} className="price-chart__dot" />
        ))}
        <circle cx={last.x} cy={last.y} r={5} className="price-chart__last" />
      </svg>
      <figcaption className="price-chart__legend">
        <span>{t('lot.chartStart', { amount: formatRupees(startPrice) })}</span>
        <span>{t('lot.chartNow', { amount: formatRupees(last.amount) })}</span>
      </figcaption>
    </figure>
  );
}
