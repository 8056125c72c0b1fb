import { REASON_MAX } from '@vahanhaat/contract/http/limits';
import { Children, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { Field, TextAreaField, invalidProps } from '../../../components/ui/text-field';
import { formatRupees } from '../../../lib/format';
import { formatDateTime } from '../../../lib/format-time';

/** A table that scrolls sideways inside its box on narrow screens instead of widening the page. */
export function TableWrap({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="admin-table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

/** A column head; `num` right-aligns a column of figures. An empty label heads an actions column. */
export type ColumnHead = string | { label: string; num?: boolean; className?: string };

/** Every console table: a labelled, sideways-scrolling box, the column heads, and the rows given. */
export function AdminTable({
  label,
  columns,
  compact = false,
  monitor = false,
  empty,
  children,
}: {
  label: string;
  columns: ColumnHead[];
  compact?: boolean;
  /** The live monitor's table (its rows flash when a lot changes). */
  monitor?: boolean;
  /** Shown instead of the table when there are no rows (omit to show an empty table). */
  empty?: string;
  children: ReactNode;
}) {
  if (empty !== undefined && Children.count(children) === 0) return <p className="admin-empty">{empty}</p>;
  const className = ['admin-table', compact ? 'admin-table--compact' : '', monitor ? 'admin-table--monitor' : ''].join(' ').trim();
  return (
    <TableWrap label={label}>
      <table className={className}>
        <thead>
          <tr>
            {columns.map((c, i) => {
              const { label: text, num, className } = typeof c === 'string' ? { label: c, num: false, className: undefined } : c;
              return (
                // Fixed columns: the position is the identity.
                <th key={i} scope="col" className={[num ? 'num' : '', className ?? ''].join(' ').trim() || undefined}>
                  {text || null}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableWrap>
  );
}

export function Money({ value }: { value: number | null | undefined }) {
  return <>{value === null || value === undefined ? '—' : formatRupees(value)}</>;
}

/** A table cell of rupees, right-aligned with the other figures. */
export function MoneyCell({ value }: { value: number | null | undefined }) {
  return (
    <td className="num">
      <Money value={value} />
    </td>
  );
}

export function When({ iso }: { iso: string | null | undefined }) {
  const { i18n } = useTranslation();
  if (!iso) return <>—</>;
  return <time dateTime={iso}>{formatDateTime(iso, i18n.language)}</time>;
}

export type Tone = 'live' | 'upcoming' | 'ended' | 'muted' | 'good' | 'warn' | 'bad';

export function Pill({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <span className={`admin-pill admin-pill--${tone}`}>{children}</span>;
}

/** Loading, failure or the content: every console page shows its state the same way. */
export function Loadable({
  loading,
  error,
  onRetry,
  children,
}: {
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (error) {
    return (
      <div className="admin-error" role="alert">
        <p>{error}</p>
        <button type="button" className="button button--outline button--small" onClick={onRetry}>
          {t('admin.common.retry')}
        </button>
      </div>
    );
  }
  return (
    <>
      {loading ? (
        <div className="admin-loading">
          <Spinner size="sm" />
        </div>
      ) : null}
      {children}
    </>
  );
}

interface ConfirmProps {
  open: boolean;
  title: string;
  message?: ReactNode;
  confirmLabel: string;
  /** Ask for a reason (optional unless `reasonRequired`). */
  reasonLabel?: string;
  reasonRequired?: boolean;
  onConfirm: (reason: string) => Promise<void>;
  onClose: () => void;
}

/** A confirmation dialog, with an optional reason, that stays open while its request runs. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  reasonLabel,
  reasonRequired = false,
  onConfirm,
  onClose,
}: ConfirmProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const close = () => {
    setReason('');
    onClose();
  };
  const confirm = async () => {
    await onConfirm(reason.trim());
    setReason('');
  };
  return (
    <ActionDialog
      open={open}
      title={title}
      cancelLabel={t('admin.common.cancel')}
      confirmLabel={confirmLabel}
      confirmDisabled={reasonRequired && reason.trim() === ''}
      onConfirm={confirm}
      onClose={close}
    >
      {message ? <div className="admin-confirm__message">{message}</div> : null}
      {reasonLabel ? (
        <TextAreaField
          id="admin-confirm-reason"
          label={reasonLabel}
          value={reason}
          maxLength={REASON_MAX}
          onChange={(e) => setReason(e.target.value)}
        />
      ) : null}
    </ActionDialog>
  );
}

interface SelectProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  /** The first option, meaning "no filter" or "choose". */
  empty?: string;
  disabled?: boolean;
  required?: boolean;
  /** Shown under the select and announced; marks it invalid. */
  error?: string | undefined;
}

export function SelectField({ id, label, value, onChange, options, empty, disabled, required, error }: SelectProps) {
  return (
    <Field id={id} label={label} error={error}>
      <select
        id={id}
        className="field__input"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={disabled}
        required={required}
        {...invalidProps(id, error)}
      >
        {empty !== undefined ? <option value="">{empty}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
