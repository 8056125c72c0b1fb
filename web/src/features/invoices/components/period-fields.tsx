import { useTranslation } from 'react-i18next';

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
          <input id={`${idPrefix}-${k}`} type="date" className="field__input" value={period[k]} onChange={(e) => onChange({ ...period, [k]: e.target.value })} />
        </div>
      ))}
    </>
  );
}
