import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { GradeBadge } from './grade-badge';
import type { ConditionReport, ReportPoint } from '../api/lot';

/** How many points that are not OK the summary lists before "see all". */
const SUMMARY_POINTS = 6;
const SEVERITY = { fail: 0, attention: 1, ok: 2 } as const;

function PointRow({ point }: { point: ReportPoint }) {
  const { t } = useTranslation();
  return (
    <li className={`report-point report-point--${point.status}`} data-code={point.code}>
      <span className="report-point__label">
        {t(`condition.point.${point.code}`)}
        {point.critical ? <span className="report-point__critical">{t('condition.critical')}</span> : null}
      </span>
      <span className={`status-chip status-chip--${point.status}`}>
        {point.percent && point.value !== null ? t('condition.treadLeft', { percent: point.value }) : t(`condition.status.${point.status}`)}
      </span>
      {point.note ? <span className="report-point__note">{point.note}</span> : null}
      {point.photo_url ? (
        <a className="report-point__photo" href={point.photo_url} target="_blank" rel="noreferrer">
          <img
            src={point.photo_url}
            alt={t('condition.pointPhoto', { point: t(`condition.point.${point.code}`) })}
            width={96}
            height={72}
            loading="lazy"
            decoding="async"
          />
        </a>
      ) : null}
    </li>
  );
}

/** The condition report on the lot page: the grade and what is wrong first, every point one tap away. */
export function ConditionReportPanel({ report }: { report: ConditionReport | null | undefined }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!report || !report.grade) {
    return <p className="muted condition-report--none">{t('condition.noReport')}</p>;
  }
  const problems = report.points
    .filter((p) => p.status !== 'ok')
    .sort((a, b) => SEVERITY[a.status] - SEVERITY[b.status] || Number(b.critical) - Number(a.critical));
  const sections = [...new Set(report.points.map((p) => p.section))];
  return (
    <div className="condition-report" data-testid="condition-report">
      <div className="condition-report__head">
        <GradeBadge grade={report.grade} className="grade-badge--large" />
        <div>
          <p className="condition-report__grade">
            {t('condition.gradeLabel', { grade: report.grade, meaning: t(`condition.gradeMeaning.${report.grade}`) })}
          </p>
          <p className="condition-report__counts">
            <span className="status-chip status-chip--ok">{t('condition.countOk', { count: report.counts.ok })}</span>
            <span className="status-chip status-chip--attention">{t('condition.countAttention', { count: report.counts.attention })}</span>
            <span className="status-chip status-chip--fail">{t('condition.countFail', { count: report.counts.fail })}</span>
          </p>
          <p className="muted condition-report__by">
            {report.inspected_on
              ? t('condition.inspectedByOn', { name: report.inspector_name, date: formatDate(report.inspected_on, i18n.language) })
              : t('condition.inspectedBy', { name: report.inspector_name })}
          </p>
        </div>
      </div>
      {problems.length ? (
        <ul className="report-points" aria-label={t('condition.problems')}>
          {problems.slice(0, SUMMARY_POINTS).map((p) => (
            <PointRow key={p.code} point={p} />
          ))}
        </ul>
      ) : (
        <p className="condition-report__clean">{t('condition.allOk')}</p>
      )}
      <button type="button" className="button button--outline condition-report__toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? t('condition.hideAll') : t('condition.showAll', { count: report.points.length })}
      </button>
      {open ? (
        <div className="condition-report__all" data-testid="condition-report-all">
          {sections.map((section) => (
            <section key={section} className="report-section">
              <h3 className="report-section__title">{t(`condition.section.${section}`)}</h3>
              <ul className="report-points">
                {report.points
                  .filter((p) => p.section === section)
                  .map((p) => (
                    <PointRow key={p.code} point={p} />
                  ))}
              </ul>
            </section>
          ))}
          <p className="muted condition-report__rule">{t('condition.gradeRule')}</p>
        </div>
      ) : null}
    </div>
  );
}
