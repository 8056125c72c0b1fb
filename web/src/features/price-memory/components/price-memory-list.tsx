import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { Spinner } from '../../../components/ui/spinner';
import { formatRupees } from '../../../lib/format';
import { usePlaceNames } from '../../../lib/place-names';
import { queryKeys, useApiQuery } from '../../../lib/query';
import { lotDetailUrl } from '../../../lib/routes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { priceMemory } from '../api';

/** The sales behind a lot's price memory, newest first (/client/price-memory?asset_id=…). */
export function PriceMemoryList() {
  const { t, i18n } = useTranslation();
  const places = usePlaceNames();
  const assetId = Number(new URLSearchParams(useSearch()).get('asset_id'));
  useDocumentTitle(t('insight.memory.listTitle'));
  const { data, loading } = useApiQuery(queryKeys.priceMemory(assetId, false), (signal) =>
    assetId > 0 ? priceMemory(assetId, false, signal) : Promise.resolve(undefined),
  );
  const date = (iso: string) =>
    new Intl.DateTimeFormat(`${i18n.language}-IN`, {
      numberingSystem: 'latn',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    }).format(new Date(iso));
  return (
    <section className="container page-section price-memory-list">
      <h1 className="page-title">{t('insight.memory.listTitle')}</h1>
      {loading && !data ? <Spinner /> : null}
      {!loading && !data ? <p>{t('insight.memory.none')}</p> : null}
      {data ? (
        <>
          <p className="muted">
            {t('insight.memory.like', { make: data.make, model: data.model, from: data.year_from, to: data.year_to })} ·{' '}
            <Link href={lotDetailUrl(data.asset_id)}>{t('insight.memory.backToLot')}</Link>
          </p>
          <table className="price-memory-list__table" data-testid="price-memory-list">
            <thead>
              <tr>
                <th>{t('insight.memory.soldOn')}</th>
                <th>{t('insight.memory.vehicle')}</th>
                <th>{t('insight.memory.stateCol')}</th>
                <th>{t('insight.memory.price')}</th>
              </tr>
            </thead>
            <tbody>
              {[...data.sales].reverse().map((s) => (
                <tr key={s.asset_id}>
                  <td>{date(s.sold_at)}</td>
                  <td>
                    {s.make} {s.model} ({s.year})
                  </td>
                  <td>{places.state(s.state)}</td>
                  <td>{formatRupees(s.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
    </section>
  );
}
