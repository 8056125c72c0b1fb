import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

export interface Period {
  from: string;
  to: string;
}

/** A day in India as YYYY-MM-DD, `offsetDays` from today: what the period's date inputs hold. */
export const istDay = (offsetDays = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + offsetDays * 86_400_000));

/** The From and To date inputs of the admin's accounting pages (invoices, settlements). */
export function PeriodFields({ idPrefix, period, onChange }: { idPrefix: string; period: Period; onChange: (period: Period) => void }) {
  const { t } = useTranslation();
  return (
    <>
      {(['from', 'to'] as const).map((k) => (
        <div className="field" key={k}>
          <label htmlFor={`${idPrefix}-${k}`} className="field__label">
            {t(`invoices.admin.${k}`)}
          </label>
          <input
            id={`${idPrefix}-${k}`}
            type="date"
            className="field__input"
            value={period[k]}
            onChange={(e) => onChange({ ...period, [k]: e.target.value })}
          />
        </div>
      ))}
    </>
  );
}

/** The accounting pages' buttons: the other page of the pair, and the period's CSV. */
export function PeriodActions({ other, csvUrl, csvLabel }: { other: { href: string; label: string }; csvUrl: string; csvLabel: string }) {
  return (
    <div className="admin-page__actions">
      <Link className="button button--outline" href={other.href}>
        {other.label}
      </Link>
      <a className="button button--outline" href={csvUrl} download>
        {csvLabel}
      </a>
    </div>
  );
}

/** The period of an accounting page: From and To (and the page's own fields), shown with the button. */
export function PeriodForm({
  idPrefix,
  initial,
  onShow,
  children,
}: {
  idPrefix: string;
  initial: Period;
  onShow: (period: Period) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState(initial);
  return (
    <form
      className="admin-filters"
      onSubmit={(e) => {
        e.preventDefault();
        onShow(period);
      }}
    >
      <PeriodFields idPrefix={idPrefix} period={period} onChange={setPeriod} />
      {children}
      <button type="submit" className="button button--outline admin-filters__go">
        {t('invoices.admin.show')}
      </button>
    </form>
  );
}
