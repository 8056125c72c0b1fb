import { useTranslation } from 'react-i18next';
import { Section } from '../../../components/ui/section';
import { When } from './ui';
import type { MonitorAlert, MonitorSnapshot } from '../api/types';

/** Quotes per minute over the last five minutes, as a small bar chart with the figures beside it. */
export function MonitorActivity({ activity }: { activity: MonitorSnapshot['activity'] }) {
  const { t } = useTranslation();
  const max = Math.max(1, ...activity.per_minute.map((b) => b.count));
  return (
    <Section className="admin-card admin-activity" title={t('admin.monitor.activity')}>
      <p className="admin-activity__rate">
        <strong data-testid="quotes-per-minute">{activity.quotes_per_minute}</strong> {t('admin.monitor.perMinute')}
      </p>
      <p className="muted">{t('admin.monitor.lastFive', { count: activity.quotes_last_5_minutes })}</p>
      <ol className="admin-bars plain-list" aria-label={t('admin.monitor.perMinuteChart')}>
        {activity.per_minute.map((b) => (
          <li key={b.minutes_ago} className="admin-bars__bar" style={{ ['--h' as string]: `${(b.count / max) * 100}%` }}>
            <span className="visually-hidden">{t('admin.monitor.minutesAgo', { count: b.minutes_ago, quotes: b.count })}</span>
            <span aria-hidden="true" className="admin-bars__n">
              {b.count}
            </span>
          </li>
        ))}
      </ol>
    </Section>
  );
}

export function MonitorAlerts({ alerts }: { alerts: MonitorAlert[] }) {
  const { t } = useTranslation();
  return (
    <Section
      className="admin-card admin-alerts"
      title={
        <>
          {t('admin.monitor.alerts')} <span className="badge">{alerts.length}</span>
        </>
      }
    >
      {alerts.length === 0 ? <p className="muted">{t('admin.monitor.noAlerts')}</p> : null}
      <ul className="plain-list admin-alerts__list">
        {alerts.map((a, i) => (
          <li key={`${a.kind}-${a.asset_id ?? 'x'}-${i}`} className={`admin-alert admin-alert--${a.kind}`}>
            <strong>{t(`admin.monitor.alertKind.${a.kind}`)}</strong>
            {a.lot_no !== null ? ` · ${t('admin.monitor.lotN', { n: a.lot_no })}` : ''}
            <p className="admin-alert__msg">{a.message}</p>
            <p className="admin-alert__who">
              {a.users.map((u) => `${u.name || '—'} (${u.phone})`).join(' → ')} · <When iso={a.last_at} />
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
