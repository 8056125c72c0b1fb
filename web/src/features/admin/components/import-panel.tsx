import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../components/ui/section';
import { Spinner } from '../../../components/ui/spinner';
import { FieldError, TextField } from '../../../components/ui/text-field';
import { toast } from '../../../lib/toast';
import { IMPORT_TEMPLATE_URL, importLots } from '../api/auctions';
import { AdminApiError, errorMessage } from '../api/http';
import { ImportReportView } from './import-report';
import type { ImportReport } from '../api/types';

const isReport = (d: unknown): d is ImportReport => Boolean(d && typeof d === 'object' && Array.isArray((d as ImportReport).errors));

/** Bulk import: the file is checked whole first; with bad rows the admin chooses what happens. */
export function ImportPanel({ auctionId, onImported, first = false }: { auctionId: number; onImported: () => void; first?: boolean }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<{ report: ImportReport; outcome: 'refused' | 'imported'; msg: string } | null>(null);

  async function send(skipInvalid: boolean) {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const { data, msg } = await importLots(auctionId, file, skipInvalid);
      setResult({ report: data, outcome: 'imported', msg });
      toast.success(t('admin.import.done', { count: data.imported }));
      onImported();
    } catch (err) {
      if (err instanceof AdminApiError && err.status === 400 && isReport(err.data)) {
        setResult({ report: err.data, outcome: 'refused', msg: err.message });
      } else {
        setResult(null);
        setError(errorMessage(err, t('common.somethingWentWrong')));
      }
    } finally {
      setBusy(false);
    }
  }

  function discard() {
    setResult(null);
    setFile(null);
    if (input.current) input.current.value = '';
  }

  return (
    <Section className={`admin-card admin-import${first ? ' admin-import--first' : ''}`} title={t('admin.import.title')}>
      <p className="muted">{t('admin.import.help')}</p>
      <form
        className="admin-import__form"
        onSubmit={(e) => {
          e.preventDefault();
          void send(false);
        }}
      >
        <TextField
          ref={input}
          id="admin-import-file"
          label={t('admin.import.file')}
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setResult(null);
            setError(null);
          }}
        />
        <div className="admin-actions">
          <button type="submit" className="button button--primary" disabled={!file || busy}>
            {busy ? <Spinner tone="light" size="sm" /> : null}
            {t('admin.import.upload')}
          </button>
          <a href={IMPORT_TEMPLATE_URL} download className="button button--outline">
            {t('admin.import.template')}
          </a>
        </div>
      </form>
      <FieldError error={error} />
      {result ? (
        <ImportReportView
          report={result.report}
          outcome={result.outcome}
          busy={busy}
          onSkipInvalid={() => void send(true)}
          onDiscard={discard}
        />
      ) : null}
    </Section>
  );
}
