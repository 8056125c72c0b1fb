import '../../../styles/insight.css';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '../../../lib/format';
import { queryKeys, useApiQuery } from '../../../lib/query';
import { lotRecords, type LotRecordsData } from '../api';

const dayText = (iso: string | null, language: string) =>
  iso
    ? new Intl.DateTimeFormat(`${language}-IN`, {
        numberingSystem: 'latn',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${iso}T00:00:00Z`))
    : null;

function Flags({ data }: { data: LotRecordsData }) {
  const { t, i18n } = useTranslation();
  if (data.flags.length === 0) return <p className="lot-records__ok">{t('insight.records.noFlags')}</p>;
  return (
    <ul className="lot-records__flags" data-testid="record-flags">
      {data.flags.map((f) => (
        <li key={f.kind} className="lot-records__flag">
          {f.kind === 'pending_challans'
            ? t('insight.records.flag.pending_challans', { count: f.count ?? 0, amount: formatRupees(f.amount ?? 0) })
            : t(`insight.records.flag.${f.kind}`, { date: dayText(f.date, i18n.language) })}
        </li>
      ))}
    </ul>
  );
}

/** The lot's RC and challan check, labelled with who answered; shown to signed-in buyers and admins. */
export function LotRecords({ assetId }: { assetId: number }) {
  const { t, i18n } = useTranslation();
  const { data } = useApiQuery(queryKeys.lotRecords(assetId), (signal) => lotRecords(assetId, signal));
  if (!data) return null;
  const r = data.record;
  const rows: [string, string | null][] = r
    ? [
        ['insight.records.insurance', dayText(r.insurance_upto, i18n.language)],
        ['insight.records.fitness', dayText(r.fitness_upto, i18n.language)],
        ['insight.records.puc', dayText(r.puc_upto, i18n.language)],
        ['insight.records.tax', r.tax_upto ? dayText(r.tax_upto, i18n.language) : null],
        ['insight.records.rto', r.rto || null],
      ]
    : [];
  return (
    <section className="lot-records" aria-labelledby={`lot-records-${assetId}`} data-testid="lot-records">
      <h2 id={`lot-records-${assetId}`} className="section-title">
        {t('insight.records.title')}
      </h2>
      {data.source ? (
        <p className="muted lot-records__source" data-testid="record-source">
          {t(`insight.records.source.${data.source}`)}
          {data.provider_failed ? ` ${t('insight.records.providerFailed')}` : ''}
        </p>
      ) : null}
      {!data.found ? (
        <p>{t('insight.records.notFound')}</p>
      ) : (
        <>
          <Flags data={data} />
          <dl className="lot-records__facts">
            {rows
              .filter((row): row is [string, string] => row[1] !== null)
              .map(([key, value]) => (
                <div key={key}>
                  <dt>{t(key)}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
          </dl>
        </>
      )}
    </section>
  );
}
