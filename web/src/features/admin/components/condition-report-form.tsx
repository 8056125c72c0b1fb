import { reportForm, type ReportFormValues } from '@vahanhaat/contract/forms/admin';
import { REPORT_LIMITS } from '@vahanhaat/contract/http/limits';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { useErrorText } from '../../../lib/forms/message-text';
import { tidied, useSubmit, useZodForm } from '../../../lib/forms/use-zod-form';
import { toast } from '../../../lib/toast';
import { GradeBadge } from '../../lot/components/grade-badge';
import { errorMessage } from '../api/http';
import { saveLotReport, type ReportInput } from '../api/lot-report';
import type { ConditionReport, PointStatus, ReportPoint } from '../../lot/api/lot';
import type { Photo } from '../api/types';

const STATUSES: PointStatus[] = ['ok', 'attention', 'fail'];

type PointValues = ReportFormValues['points'][number];

const valuesOf = (p: ReportPoint): PointValues => ({
  status: p.status,
  value: p.value === null ? '100' : String(p.value),
  note: p.note,
  photo_id: p.photo_id === null ? '' : String(p.photo_id),
});

/** The body: every point, a tyre with its tread, the others with their status; a note and a photo where given. */
function toInput(points: ReportPoint[], values: ReportFormValues): ReportInput {
  return {
    inspector_name: values.inspector_name.trim(),
    ...(values.inspected_on ? { inspected_on: values.inspected_on } : {}),
    points: points.map((p, i) => {
      const e = values.points[i]!;
      return {
        code: p.code,
        ...(p.percent ? { value: Number(e.value) } : { status: e.status as PointStatus }),
        ...(e.note.trim() ? { note: e.note.trim() } : {}),
        ...(e.photo_id ? { photo_id: Number(e.photo_id) } : {}),
      };
    }),
  };
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
  const errorText = useErrorText();
  const form = useZodForm(reportForm, {
    defaultValues: {
      inspector_name: report.inspector_name,
      inspected_on: report.inspected_on ?? new Date().toISOString().slice(0, 10),
      points: report.points.map(valuesOf),
    },
  });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const entries = useWatch({ control, name: 'points' });
  const [error, setError] = useState<string | null>(null);
  const sections = useMemo(() => [...new Set(report.points.map((p) => p.section))], [report.points]);
  const notOk = report.points.filter((p, i) => !p.percent && entries[i]!.status !== 'ok').length;
  const photoName = (p: Photo, i: number) =>
    `${i + 1}. ${p.slot && p.slot !== 'other' ? t(`gallery.slot.${p.slot}`) : p.caption || t('gallery.slot.other')}`;

  const submit = useSubmit(form, async (values) => {
    setError(null);
    try {
      const { data, msg } = await saveLotReport(lotId, toInput(report.points, values));
      toast.success(msg || t('admin.common.saved'));
      onSaved(data);
    } catch (err) {
      setError(errorMessage(err, t('common.somethingWentWrong')));
    }
  });

  return (
    <form className="form report-form" onSubmit={(e) => void submit(e)} noValidate data-testid="report-form">
      <div className="report-form__meta">
        <TextField
          id="rf-inspector"
          label={t('admin.report.inspector')}
          autoComplete="name"
          maxLength={REPORT_LIMITS.inspector_name}
          error={errorText(errors.inspector_name, 'inspector_name')}
          {...register('inspector_name')}
        />
        <TextField
          id="rf-date"
          type="date"
          label={t('admin.report.inspectedOn')}
          error={errorText(errors.inspected_on, 'inspected_on')}
          {...register('inspected_on')}
        />
      </div>
      {sections.map((section) => (
        <fieldset key={section} className="report-form__section">
          <legend>{t(`condition.section.${section}`)}</legend>
          {report.points.map((p, i) => {
            if (p.section !== section) return null;
            const e = entries[i]!;
            const problems = errors.points?.[i];
            const open = p.percent ? Number(e.value) < 50 : e.status !== 'ok';
            const label = t(`condition.point.${p.code}`);
            return (
              <div key={p.code} className={`report-form__point report-form__point--${p.percent ? 'tyre' : e.status}`} data-code={p.code}>
                <span className="report-form__label" id={`rf-${p.code}`}>
                  {label}
                </span>
                {p.percent ? (
                  <label className="report-form__percent">
                    <input
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={100}
                      className="field__input"
                      aria-labelledby={`rf-${p.code}`}
                      aria-invalid={problems?.value ? true : undefined}
                      aria-describedby={problems?.value ? `rf-${p.code}-value-error` : undefined}
                      {...tidied(register(`points.${i}.value`), (v) => v.replace(/\D/g, '').slice(0, 3))}
                    />
                    <span>{t('admin.report.percentLeft')}</span>
                  </label>
                ) : (
                  <div className="report-form__choices" role="radiogroup" aria-labelledby={`rf-${p.code}`}>
                    {STATUSES.map((s) => (
                      <label key={s} className={`report-form__choice report-form__choice--${s}`}>
                        <input type="radio" value={s} {...register(`points.${i}.status`)} />
                        <span>{t(`condition.status.${s}`)}</span>
                      </label>
                    ))}
                  </div>
                )}
                {problems?.value ? (
                  <p id={`rf-${p.code}-value-error`} className="field__error" role="alert">
                    {errorText(problems.value, 'value')}
                  </p>
                ) : null}
                {open || e.note || e.photo_id || problems?.note ? (
                  <div className="report-form__extra">
                    <input
                      className="field__input"
                      placeholder={t('admin.report.note')}
                      aria-label={t('admin.report.noteFor', { point: label })}
                      maxLength={REPORT_LIMITS.note}
                      aria-invalid={problems?.note ? true : undefined}
                      aria-describedby={problems?.note ? `rf-${p.code}-note-error` : undefined}
                      {...register(`points.${i}.note`)}
                    />
                    {photos.length ? (
                      <select
                        className="field__input"
                        aria-label={t('admin.report.photoFor', { point: label })}
                        {...register(`points.${i}.photo_id`)}
                      >
                        <option value="">{t('admin.report.noPhoto')}</option>
                        {photos.map((ph, n) => (
                          <option key={ph.id} value={ph.id}>
                            {photoName(ph, n)}
                          </option>
                        ))}
                      </select>
                    ) : null}
                    {problems?.note ? (
                      <p id={`rf-${p.code}-note-error`} className="field__error" role="alert">
                        {errorText(problems.note, 'note')}
                      </p>
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
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          {isSubmitting ? <Spinner tone="light" size="sm" /> : null}
          {t('admin.report.save')}
        </button>
      </div>
    </form>
  );
}
