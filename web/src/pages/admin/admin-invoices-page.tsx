import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unwrap } from '../../features/admin/api/http';
import { AdminTable } from '../../features/admin/components/ui';
import { useAdminQuery } from '../../features/admin/queries';
import { ADMIN_ROUTES } from '../../features/admin/routes';
import { formatPaise, invoiceCsvUrl, invoicePdfUrl, invoicePeriod } from '../../features/invoices/api/invoices';
import { CreditNoteButton } from '../../features/invoices/components/credit-note-button';
import { istDay, PeriodActions, PeriodForm } from '../../features/invoices/components/period-fields';
import { formatDate } from '../../lib/format';
import { queryKeys } from '../../lib/query';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Invoices, receipts and credit notes of a period with totals per tax head, and the CSV for GSTR-1. */
export function AdminInvoicesPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('invoices.admin.title'));
  const today = istDay();
  const [shown, setShown] = useState({ from: `${today.slice(0, 8)}01`, to: today });
  const invoices = useAdminQuery(queryKeys.admin.list('invoices', shown), async (signal) =>
    unwrap(await invoicePeriod(shown.from, shown.to, { signal })),
  );
  const { data, error } = invoices;

  const heads = ['taxable_paise', 'cgst_paise', 'sgst_paise', 'igst_paise', 'total_paise'] as const;
  const credited = new Set(data?.documents.map((d) => d.original_invoice_id).filter((id) => id !== null));
  // A note issued today belongs in a period that runs to today: widen the period to show it.
  const showIssued = () => (shown.to < today ? setShown((p) => ({ ...p, to: today })) : invoices.reload());
  return (
    <section className="admin-page">
      <header className="admin-page__head">
        <h1 className="page-title">{t('invoices.admin.title')}</h1>
        <PeriodActions
          other={{ href: ADMIN_ROUTES.settlements, label: t('invoices.recon.title') }}
          csvUrl={invoiceCsvUrl(shown.from, shown.to)}
          csvLabel={t('invoices.admin.exportCsv')}
        />
      </header>
      <PeriodForm idPrefix="inv" initial={shown} onShow={setShown} />
      {error ? <p role="alert">{error}</p> : null}
      {data ? (
        <>
          <dl className="summary-list" aria-label={t('invoices.admin.totals')}>
            {heads.map((h) => (
              <div key={h}>
                <dt>{t(`invoices.heads.${h}`)}</dt>
                <dd>{formatPaise(data.totals[h])}</dd>
              </div>
            ))}
            <div>
              <dt>{t('invoices.admin.counts')}</dt>
              <dd>
                {(['tax_invoice', 'receipt', 'credit_note'] as const)
                  .map((k) => `${t(`invoices.kind.${k}`)}: ${data.counts[k]}`)
                  .join(' · ')}
              </dd>
            </div>
          </dl>
          {data.documents.length === 0 ? (
            <p className="muted">{t('invoices.admin.none')}</p>
          ) : (
            <AdminTable
              label={t('invoices.admin.title')}
              columns={[
                t('invoices.document'),
                t('invoices.date'),
                t('invoices.admin.buyer'),
                ...heads.map((h) => ({ label: t(`invoices.heads.${h}`), num: true })),
                'PDF',
                t('invoices.credit.column'),
              ]}
            >
              {data.documents.map((d) => (
                <tr key={d.invoice_id}>
                  <td>
                    {t(`invoices.kind.${d.kind}`)} {d.number}
                  </td>
                  <td>{formatDate(d.issued_at, i18n.language)}</td>
                  <td>
                    {d.buyer_name}
                    {d.buyer_gstin ? ` (${d.buyer_gstin})` : ''}
                  </td>
                  {heads.map((h) => (
                    <td key={h} className="num">
                      {formatPaise(d[h])}
                    </td>
                  ))}
                  <td>
                    <a href={invoicePdfUrl(d.invoice_id, i18n.language, true)} download>
                      {t('invoices.pdf')}
                    </a>
                  </td>
                  <td>
                    {d.kind === 'credit_note' ? null : credited.has(d.invoice_id) ? (
                      <span className="muted">{t('invoices.credit.credited')}</span>
                    ) : (
                      <CreditNoteButton invoice={d} onIssued={showIssued} />
                    )}
                  </td>
                </tr>
              ))}
            </AdminTable>
          )}
        </>
      ) : null}
    </section>
  );
}
