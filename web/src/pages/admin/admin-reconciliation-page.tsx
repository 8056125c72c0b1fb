import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner';
import { unwrap } from '../../features/admin/api/http';
import { AdminTable, Pill, SelectField, type Tone } from '../../features/admin/components/ui';
import { useAdminQuery } from '../../features/admin/queries';
import { ADMIN_ROUTES } from '../../features/admin/routes';
import { formatPaise, reconciliation, reconciliationCsvUrl, type ReconStatus } from '../../features/invoices/api/invoices';
import { istDay, PeriodActions, PeriodForm } from '../../features/invoices/components/period-fields';
import { queryKeys } from '../../lib/query';
import { useDocumentTitle } from '../../lib/use-document-title';

const STATUSES: ReconStatus[] = ['amount_differs', 'no_invoice', 'not_settled', 'matched'];
const TONE: Record<ReconStatus, Tone> = { matched: 'good', not_settled: 'warn', amount_differs: 'bad', no_invoice: 'bad' };

const paise = (value: number | null) => (value === null ? '—' : formatPaise(value));

/**
 * The gateway's settlements against the payments and their invoices: each document's payment
 * should be settled at its total, and no money should be settled without a document.
 */
export function AdminReconciliationPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('invoices.recon.title'));
  const [shown, setShown] = useState({ from: istDay(-6), to: istDay() });
  const [filter, setFilter] = useState<'' | 'mismatches' | ReconStatus>('');
  const { data, error, loading } = useAdminQuery(queryKeys.admin.list('reconciliation', shown), async (signal) =>
    unwrap(await reconciliation(shown.from, shown.to, { signal })),
  );

  const lines = (data?.lines ?? [])
    .filter((l) => (filter === '' ? true : filter === 'mismatches' ? l.status !== 'matched' : l.status === filter))
    .sort((a, b) => STATUSES.indexOf(a.status) - STATUSES.indexOf(b.status));

  return (
    <section className="admin-page">
      <header className="admin-page__head">
        <div>
          <h1 className="page-title">{t('invoices.recon.title')}</h1>
          <p className="admin-page__meta muted">{t('invoices.recon.lead')}</p>
        </div>
        <PeriodActions
          other={{ href: ADMIN_ROUTES.invoices, label: t('invoices.admin.title') }}
          csvUrl={reconciliationCsvUrl(shown.from, shown.to)}
          csvLabel={t('invoices.recon.exportCsv')}
        />
      </header>
      <PeriodForm idPrefix="recon" initial={shown} onShow={setShown}>
        <SelectField
          id="recon-status"
          label={t('invoices.recon.show')}
          value={filter}
          onChange={(v) => setFilter(v as typeof filter)}
          empty={t('invoices.recon.all')}
          options={[
            { value: 'mismatches', label: t('invoices.recon.mismatches') },
            ...STATUSES.map((s) => ({ value: s, label: t(`invoices.recon.status.${s}`) })),
          ]}
        />
      </PeriodForm>
      {error ? (
        <p className="admin-error" role="alert">
          {error}
        </p>
      ) : null}
      {loading && !data ? <Spinner /> : null}
      {data ? (
        <>
          <ul className="recon-summary" aria-label={t('invoices.recon.summary')}>
            {STATUSES.map((s) => (
              <li key={s}>
                <Pill tone={data.summary[s] && s !== 'matched' ? TONE[s] : s === 'matched' ? 'good' : 'muted'}>
                  {t(`invoices.recon.status.${s}`)}: {data.summary[s]}
                </Pill>
              </li>
            ))}
          </ul>
          <dl className="summary-list">
            <div>
              <dt>{t('invoices.recon.invoiced')}</dt>
              <dd>{formatPaise(data.summary.invoiced_paise)}</dd>
            </div>
            <div>
              <dt>{t('invoices.recon.settled')}</dt>
              <dd>{formatPaise(data.summary.settled_paise)}</dd>
            </div>
            <div>
              <dt>{t('invoices.recon.fees')}</dt>
              <dd>{formatPaise(data.summary.fees_paise)}</dd>
            </div>
          </dl>
          {lines.length === 0 ? (
            <p className="muted">{t('invoices.recon.none')}</p>
          ) : (
            <AdminTable
              label={t('invoices.recon.title')}
              columns={[
                t('invoices.recon.statusColumn'),
                t('invoices.recon.payment'),
                t('invoices.document'),
                { label: t('invoices.recon.invoiced'), num: true },
                { label: t('invoices.recon.settled'), num: true },
                { label: t('invoices.recon.fees'), num: true },
                t('invoices.recon.settlement'),
              ]}
            >
              {lines.map((l) => (
                <tr
                  key={`${l.payment_id}-${l.invoice_number ?? ''}`}
                  className={l.status === 'matched' ? undefined : 'recon-row--mismatch'}
                  data-status={l.status}
                >
                  <td>
                    <Pill tone={TONE[l.status]}>{t(`invoices.recon.status.${l.status}`)}</Pill>
                  </td>
                  <td>{l.payment_id}</td>
                  <td>{l.invoice_number ?? '—'}</td>
                  <td className="num">{paise(l.invoice_total_paise)}</td>
                  <td className="num">{paise(l.settled_paise)}</td>
                  <td className="num">{formatPaise(l.fee_paise + l.tax_on_fee_paise)}</td>
                  <td>{l.settlement_id ?? '—'}</td>
                </tr>
              ))}
            </AdminTable>
          )}
        </>
      ) : null}
    </section>
  );
}
