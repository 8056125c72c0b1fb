import { useTranslation } from 'react-i18next';
import { queryKeys, useApiQuery } from '../../../lib/query';
import { invoicePdfUrl, myInvoices } from '../api/invoices';

/** The download link of the invoice (or receipt) of a subscription just paid, once it is issued. */
export function InvoiceDownload({ subscriptionId }: { subscriptionId: number }) {
  const { t, i18n } = useTranslation();
  const { data } = useApiQuery(queryKeys.invoices(subscriptionId), (signal) => myInvoices({ signal, authRedirect: false }));
  const invoice = data?.find((i) => i.subscription_id === subscriptionId && i.kind !== 'credit_note');
  if (!invoice) return null;
  return (
    <p className="invoice-download">
      <a className="button button--outline" href={invoicePdfUrl(invoice.invoice_id, i18n.language)} download>
        {t(invoice.kind === 'receipt' ? 'invoices.downloadReceipt' : 'invoices.download')}
      </a>{' '}
      <span className="muted">{invoice.number}</span>
    </p>
  );
}
