import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Spinner } from '../../../components/ui/spinner';
import { useAtomValue } from '../../../lib/use-atom';
import { monitorClockOffsetAtom, monitorConnectionAtom, monitorErrorAtom, monitorViewAtom } from '../monitor/atoms';
import { useMonitorFeed } from '../monitor/use-monitor-feed';
import { adminAuctionUrl, adminResultsUrl } from '../routes';
import { STATUS_TONE } from './auctions-table';
import { MonitorLots } from './monitor-lots';
import { MonitorActivity, MonitorAlerts } from './monitor-side';
import { Pill } from './ui';
import type { FeedSocket } from '../monitor/monitor-feed';

/** The server's clock, ticking once a second. */
function useServerNow(): number {
  const offset = useAtomValue(monitorClockOffsetAtom);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now + offset;
}

export function ConnectionPill() {
  const { t } = useTranslation();
  const status = useAtomValue(monitorConnectionAtom);
  return (
    <span className={`admin-connection admin-connection--${status}`} role="status" aria-live="polite" data-status={status}>
      <span className="admin-connection__dot" aria-hidden="true" />
      {t(`admin.monitor.connection.${status}`)}
    </span>
  );
}

/** The live monitor of one auction: lots, activity and alerts, kept current over socket.io. */
export function MonitorBoard({ auctionId, connect }: { auctionId: number; connect?: () => FeedSocket }) {
  const { t } = useTranslation();
  const feed = useMonitorFeed(auctionId, connect);
  const view = useAtomValue(monitorViewAtom);
  const error = useAtomValue(monitorErrorAtom);
  const serverNow = useServerNow();

  if (!view) {
    return error ? (
      <p className="admin-error" role="alert">
        {error}
      </p>
    ) : (
      <Spinner />
    );
  }
  const a = view.auction;
  const lots = view.order.map((id) => view.lots[id]).filter((l) => l !== undefined);
  return (
    <>
      <header className="admin-page__head">
        <div>
          <h1 className="page-title">{t('admin.monitor.title', { title: a.title })}</h1>
          <p className="admin-page__meta">
            <Pill tone={STATUS_TONE[a.status]}>{t(`admin.status.${a.status}`)}</Pill> {a.financier.name} · {a.state.name} · {a.segment.name}
          </p>
        </div>
        <div className="admin-actions">
          <ConnectionPill />
          <span className="admin-clock" title={t('admin.monitor.serverTime')}>
            {new Date(serverNow).toLocaleTimeString('en-IN', { hour12: false })}
          </span>
          <button type="button" className="button button--outline button--small" onClick={() => feed.current?.refresh()}>
            {t('admin.monitor.refresh')}
          </button>
          <Link href={adminAuctionUrl(a.id)} className="button button--outline button--small">
            {t('admin.monitor.lotsLink')}
          </Link>
          {a.status === 'ended' ? (
            <Link href={adminResultsUrl(a.id)} className="button button--primary button--small">
              {t('admin.nav.results')}
            </Link>
          ) : null}
        </div>
      </header>
      {error ? (
        <p className="admin-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="admin-monitor">
        <aside className="admin-monitor__side">
          <MonitorActivity activity={view.activity} />
          <MonitorAlerts alerts={view.alerts} />
        </aside>
        <MonitorLots lots={lots} serverNow={serverNow} />
      </div>
    </>
  );
}
