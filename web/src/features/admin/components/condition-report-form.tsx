import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast';
import { GradeBadge } from '../../lot/components/grade-badge';
import { errorMessage } from '../api/http';
import { saveLotReport, type ReportEntryInput } from '../api/lot-report';
import type { ConditionReport, PointStatus, ReportPoint } from '../../lot/api/lot';
import type { Photo } from '../api/types';

const STATUSES: PointStatus[] = ['ok', 'attention', 'fail'];

interface Entry {
  status: PointStatus;
  value: string;
  note: string;
  photoId: string;
}

const entryOf = (p: ReportPoint): Entry => ({
  status: p.status,
  value: p.value === null ? '100' : String(p.value),
  note: p.note,
  photoId: p.photo_id === null ? '' : String(p.photo_id),
});

function toInput(points: ReportPoint[], entries: Record<string, Entry>): ReportEntryInput[] {
  return points.map((p) => {
    const e = entries[p.code]!;
    return {
      code: p.code,
      ...(p.percent ? { value: Number(e.value || 0) } : { status: e.status }),
      ...(e.note.trim() ? { note: e.note.trim() } : {}),
      ...(e.photoId ? { photo_id: Number(e.photoId) } : {}),
    };
  });
}

/**
 * The inspector's checklist, made for a phone in a yard: one section after another, each point
 * OK / needs attention / fail with big targets (a tyre: the tread left), a note and a photo of the
 * lot where it is not OK. Every point starts as the saved report has it, OK when there is none.
 */
export function ConditionReportForm({
  lotId,
  report,
  photos,
  onSaved,
}: {
  lotId: number;
  report: ConditionReport;
  photos: Photo[];
  onSaved: (r: ConditionReport) => void;
}) {
  const { t } = useTranslation();
  const [entries, setEntries] = useState<Record<string, Entry>>(() => Object.fromEntries(report.points.map((p) => [p.code, entryOf(p)])));
  const [inspector, setInspector] = useState(report.inspector_name);
  const [inspectedOn, setInspectedOn] = useState(report.inspected_on ?? new Date().toISOString().slice(0, 10));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const sections = useMemo(() => [...new Set(report.points.map((p) => p.section))], [report.points]);
  const notOk = report.points.filter((p) => !p.percent && entries[p.code]!.status !== 'ok').length;
  const set = (code: string, patch: Partial<Entry>) => setEntries((s) => ({ ...s, [code]: { ...s[code]!, ...patch } }));
  const photoName = (p: Photo, i: number) =>
    `${i + 1}. ${p.slot && p.slot !== 'other' ? t(`gallery.slot.${p.slot}`) : p.caption || t('gallery.slot.other')}`;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { data, msg } = await saveLotReport(lotId, {
        inspector_name: inspector,
        inspected_on: inspectedOn || undefined,
        points: toInput(report.points, entries),
      });
      toast.success(msg || t('admin.common.saved'));
      onSaved(data);
    } catch (err) {
      setError(errorMessage(err, t('common.somethingWentWrong')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form report-form" onSubmit={(e) => void submit(e)} data-testid="report-form">
      <div className="report-form__meta">
        <div className="field">
          <label htmlFor="rf-inspector" className="field__label">
            {t('admin.report.inspector')}
          </label>
          <input
            id="rf-inspector"
            className="field__input"
            value={inspector}
            maxLength={100}
            required
            onChange={(e) => setInspector(e.target.value)}
            autoComplete="name"
          />
        </div>
        <div className="field">
          <label htmlFor="rf-date" className="field__label">
            {t('admin.report.inspectedOn')}
          </label>
          <input id="rf-date" type="date" className="field__input" value={inspectedOn} onChange={(e) => setInspectedOn(e.target.value)} />
        </div>
      </div>
      {sections.map((section) => (
        <fieldset key={section} className="report-form__section">
          <legend>{t(`condition.section.${section}`)}</legend>
          {report.points
            .filter((p) => p.section === section)
            .map((p) => {
              const e = entries[p.code]!;
              const open = p.percent ? Number(e.value) < 50 : e.status !== 'ok';
              return (
                <div key={p.code} className={`report-form__point report-form__point--${p.percent ? 'tyre' : e.status}`} data-code={p.code}>
                  <span className="report-form__label" id={`rf-${p.code}`}>
                    {t(`condition.point.${p.code}`)}
                  </span>
                  {p.percent ? (
                    <label className="report-form__percent">
                      <input
                        type="number"
                        inputMode="numeric"
                        min={0}
                        max={100}
                        className="field__input"
                        value={e.value}
                        aria-labelledby={`rf-${p.code}`}
                        onChange={(ev) => set(p.code, { value: ev.target.value.replace(/\D/g, '').slice(0, 3) })}
                      />
                      <span>{t('admin.report.percentLeft')}</span>
                    </label>
                  ) : (
                    <div className="report-form__choices" role="radiogroup" aria-labelledby={`rf-${p.code}`}>
                      {STATUSES.map((s) => (
                        <label key={s} className={`report-form__choice report-form__choice--${s}`}>
                          <input
                            type="radio"
                            name={`rf-${p.code}`}
                            value={s}
                            checked={e.status === s}
                            onChange={() => set(p.code, { status: s })}
                          />
                          <span>{t(`condition.status.${s}`)}</span>
                        </label>
                      ))}
                    </div>
                  )}
                  {open || e.note || e.photoId ? (
                    <div className="report-form__extra">
                      <input
                        className="field__input"
                        placeholder={t('admin.report.note')}
                        aria-label={t('admin.report.noteFor', { point: t(`condition.point.${p.code}`) })}
                        maxLength={300}
                        value={e.note}
                        onChange={(ev) => set(p.code, { note: ev.target.value })}
                      />
                      {photos.length ? (
                        <select
                          className="field__input"
                          aria-label={t('admin.report.photoFor', { point: t(`condition.point.${p.code}`) })}
                          value={e.photoId}
                          onChange={(ev) => set(p.code, { photoId: ev.target.value })}
                        >
                          <option value="">{t('admin.report.noPhoto')}</option>
                          {photos.map((ph, i) => (
                            <option key={ph.id} value={ph.id}>
                              {photoName(ph, i)}
                            </option>
                          ))}
                        </select>
                      ) : null}
                    </div>
                  ) : null}
                </div>
              );
            })}
        </fieldset>
      ))}
      <div className="report-form__bar">
        <span>
          {report.grade ? <GradeBadge grade={report.grade} /> : null} {t('admin.report.notOk', { count: notOk })}
        </span>
        {error ? (
          <p className="field__error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? <Spinner tone="light" size="sm" /> : null}
          {t('admin.report.save')}
        </button>
      </div>
    </form>
  );
}
