import '../../../styles/insight.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatRupees } from '../../../lib/format';
import { queryKeys, useApiQuery } from '../../../lib/query';
import { priceMemoryUrl } from '../../../lib/routes';
import { priceMemory, type PriceMemoryData } from '../api';
import { CHART, chartShape } from '../chart-geometry';

function Chart({ memory }: { memory: PriceMemoryData }) {
  const { t } = useTranslation();
  const s = chartShape(memory);
  const { width, height } = CHART;
  return (
    <svg
      className="price-memory__chart"
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={t('insight.memory.chartLabel', { count: memory.count })}
      data-testid="price-memory-chart"
    >
      {s.band ? (
        <rect x={0} y={s.band.y1} width={width} height={Math.max(1, s.band.y2 - s.band.y1)} className="price-memory__band" />
      ) : null}
      {s.median !== null ? <line x1={0} x2={width} y1={s.median} y2={s.median} className="price-memory__median" /> : null}
      {s.reserve !== null ? <line x1={0} x2={width} y1={s.reserve} y2={s.reserve} className="price-memory__reserve" /> : null}
      {s.dots.map((d) => (
        <circle key={`${d.soldAt}-${d.amount}-${d.x}`} cx={d.x} cy={d.y} r={4} className="price-memory__dot">
          <title>{formatRupees(d.amount)}</title>
        </circle>
      ))}
    </svg>
  );
}

/**
 * What vehicles like this one sold for on the platform in the last 12 months: count, median,
 * the middle half's range and a small chart, with a link to the list. Admins see the reserve line.
 */
export function PriceMemory({ assetId, admin = false }: { assetId: number; admin?: boolean }) {
  const { t } = useTranslation();
  const { data: memory } = useApiQuery(queryKeys.priceMemory(assetId, admin), (signal) => priceMemory(assetId, admin, signal));
  if (!memory) return null;
  const like = t('insight.memory.like', { make: memory.make, model: memory.model, from: memory.year_from, to: memory.year_to });
  return (
    <section className="price-memory" aria-labelledby={`price-memory-${assetId}`} data-testid="price-memory">
      <h2 id={`price-memory-${assetId}`} className="section-title">
        {t('insight.memory.title')}
      </h2>
      <p className="muted price-memory__like">{like}</p>
      {memory.count === 0 || memory.median === null ? (
        <p>{t('insight.memory.none')}</p>
      ) : (
        <>
          <dl className="price-memory__figures">
            <div>
              <dt>{t('insight.memory.median')}</dt>
              <dd data-testid="price-memory-median">{formatRupees(memory.median)}</dd>
            </div>
            <div>
              <dt>{t('insight.memory.range')}</dt>
              <dd>
                {formatRupees(memory.p25!)} – {formatRupees(memory.p75!)}
              </dd>
            </div>
            <div>
              <dt>{t('insight.memory.sold')}</dt>
              <dd>{memory.count}</dd>
            </div>
            {admin && memory.reserve_price ? (
              <div>
                <dt>{t('insight.memory.reserve')}</dt>
                <dd>{formatRupees(memory.reserve_price)}</dd>
              </div>
            ) : null}
          </dl>
          <Chart memory={memory} />
          <Link href={priceMemoryUrl(assetId)} className="price-memory__link">
            {t('insight.memory.seeList', { count: memory.count })}
          </Link>
        </>
      )}
    </section>
  );
}
