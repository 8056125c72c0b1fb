import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { queryKeys, useApiQuery } from '../../../lib/query';
import { formatPaise, invoicePdfUrl, myInvoices } from '../api/invoices';

/** The profile's "Payments and invoices": every document issued to the buyer, each downloadable. */
export function PaymentsInvoices() {
  const { t, i18n } = useTranslation();
  const { data, loading } = useApiQuery(queryKeys.invoices(), (signal) => myInvoices({ signal }));
  return (
    <section className="panel profile-card" aria-labelledby="payments-invoices-title">
      <h2 id="payments-invoices-title" className="section-title">
        {t('invoices.title')}
      </h2>
      {!data && loading ? null : !data?.length ? (
        <p className="muted">{t('invoices.none')}</p>
      ) : (
        <table className="table invoices-table">
          <thead>
            <tr>
              <th scope="col">{t('invoices.date')}</th>
              <th scope="col">{t('invoices.document')}</th>
              <th scope="col">{t('invoices.for')}</th>
              <th scope="col">{t('invoices.amount')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('invoices.download')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.map((inv) => (
              <tr key={inv.invoice_id}>
                <td>{formatDate(inv.issued_at, i18n.language)}</td>
                <td>
                  {t(`invoices.kind.${inv.kind}`)} {inv.number}
                </td>
                <td>{t(`invoices.charge.${inv.charge}`)}</td>
                <td>{formatPaise(inv.kind === 'credit_note' ? -inv.total_paise : inv.total_paise)}</td>
                <td>
                  <a href={invoicePdfUrl(inv.invoice_id, i18n.language)} download>
                    {t('invoices.pdf')}
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
