import { useTranslation } from 'react-i18next';
import { TableWrap } from './ui';
import type { ImportReport } from '../api/types';

interface Props {
  report: ImportReport;
  /** refused: the server imported nothing and is waiting for a choice; imported: done. */
  outcome: 'refused' | 'imported';
  busy?: boolean;
  onSkipInvalid?: () => void;
  onDiscard?: () => void;
}

/** Rows the server could not read name a column only when it knows one: row 1 is the header. */
const whereLabel = (row: number, t: (k: string) => string) => (row === 1 ? t('admin.import.headerRow') : String(row));

/**
 * The server's per-row validation report: what was read, what is wrong with which row and
 * column, and, when nothing was imported, the choice between importing nothing and skipping
 * the bad rows.
 */
export function ImportReportView({ report, outcome, busy = false, onSkipInvalid, onDiscard }: Props) {
  const { t } = useTranslation();
  const errors = [...report.errors].sort((a, b) => a.row - b.row);
  const invalid = report.invalid_rows.length;
  // A broken header (row 1) or no valid row at all: there is nothing the skip could import.
  const canSkip = outcome === 'refused' && report.valid_rows > 0 && !report.errors.some((e) => e.row === 1);

  return (
    <section className={`admin-import-report admin-import-report--${outcome}`} aria-label={t('admin.import.reportTitle')}>
      <h3 className="admin-import-report__title">{t('admin.import.reportTitle')}</h3>
      <dl className="admin-stats">
        <div>
          <dt>{t('admin.import.format')}</dt>
          <dd>{report.format.toUpperCase()}</dd>
        </div>
        <div>
          <dt>{t('admin.import.totalRows')}</dt>
          <dd>{report.total_rows}</dd>
        </div>
        <div>
          <dt>{t('admin.import.validRows')}</dt>
          <dd>{report.valid_rows}</dd>
        </div>
        <div>
          <dt>{t('admin.import.invalidRows')}</dt>
          <dd className={invalid ? 'admin-bad' : undefined}>{invalid}</dd>
        </div>
        <div>
          <dt>{t('admin.import.imported')}</dt>
          <dd className={report.imported ? 'admin-good' : undefined}>{report.imported}</dd>
        </div>
      </dl>

      {outcome === 'refused' ? (
        <div className="admin-import-report__choice" role="alert">
          <p>{canSkip ? t('admin.import.nothingImported', { count: invalid }) : t('admin.import.fixFile')}</p>
          <div className="admin-actions">
            {canSkip ? (
              <button type="button" className="button button--primary" onClick={onSkipInvalid} disabled={busy}>
                {t('admin.import.skipInvalid', { count: report.valid_rows })}
              </button>
            ) : null}
            <button type="button" className="button button--outline" onClick={onDiscard} disabled={busy}>
              {t('admin.import.importNothing')}
            </button>
          </div>
        </div>
      ) : null}

      {errors.length ? (
        <TableWrap label={t('admin.import.errorsTitle')}>
          <table className="admin-table admin-table--compact">
            <caption>{t('admin.import.errorsTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.import.row')}</th>
                <th scope="col">{t('admin.import.column')}</th>
                <th scope="col">{t('admin.import.problem')}</th>
              </tr>
            </thead>
            <tbody>
              {errors.map((e, i) => (
                <tr key={`${e.row}-${e.field}-${i}`} data-row={e.row}>
                  <td>{whereLabel(e.row, t)}</td>
                  <td>
                    <code>{e.field || '—'}</code>
                  </td>
                  <td className="admin-wrap">{e.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      ) : null}

      {report.lots.length ? (
        <p className="admin-import-report__lots">
          {t('admin.import.importedLots')} {report.lots.map((l) => t('admin.import.rowToLot', { row: l.row, lot: l.lot_no })).join(', ')}
        </p>
      ) : null}
    </section>
  );
}
