import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { ConfirmDialog } from '../../admin/components/ui';
import { formatPaise, invoicePdfUrl, issueCreditNote, type Invoice } from '../api/invoices';

/** Starts the download of a file the session may fetch (the browser keeps the page). */
function download(url: string) {
  const a = document.createElement('a');
  a.href = url;
  a.download = '';
  document.body.append(a);
  a.click();
  a.remove();
}

/**
 * 'Issue credit note' on an invoice or receipt: asks for the reason, issues the credit note
 * (it reverses the document in full), then shows it in the list and downloads its PDF.
 */
export function CreditNoteButton({ invoice, onIssued }: { invoice: Invoice; onIssued: (note: Invoice) => void }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button button--outline button--small" onClick={() => setOpen(true)}>
        {t('invoices.credit.button')}
      </button>
      <ConfirmDialog
        open={open}
        title={t('invoices.credit.title')}
        message={t('invoices.credit.message', { number: invoice.number, amount: formatPaise(invoice.total_paise) })}
        confirmLabel={t('invoices.credit.confirm')}
        reasonLabel={t('invoices.credit.reason')}
        reasonRequired
        onClose={() => setOpen(false)}
        onConfirm={async (reason) => {
          const body = await issueCreditNote(invoice.invoice_id, reason).catch(() => null);
          if (!body || body.status !== 200 || !body.data) {
            toast.error(body?.msg || t('common.somethingWentWrong'));
            return;
          }
          const note = body.data;
          setOpen(false);
          toast.success(t('invoices.credit.issued', { number: note.number }));
          onIssued(note);
          download(invoicePdfUrl(note.invoice_id, i18n.language, true));
        }}
      />
    </>
  );
}
