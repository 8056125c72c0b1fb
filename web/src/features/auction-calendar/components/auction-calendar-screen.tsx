import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format-time';
import { usePlaceNames } from '../../../lib/place-names';
import { queryKeys, useApiQuery } from '../../../lib/query';
import { ROUTES, clientAuctionUrl } from '../../../lib/routes';
import { toast } from '../../../lib/toast';
import { useAtomValue } from '../../../lib/use-atom';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { serverNowAtom } from '../../realtime/atoms';
import { auctionCalendar, byDay, setReminder, type CalendarAuction } from '../api';

function RemindButton({ auction }: { auction: CalendarAuction }) {
  const { t } = useTranslation();
  const [on, setOn] = useState(auction.reminded);
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    try {
      const res = await setReminder(auction.c_auction_id, !on);
      if (res.status === 200) {
        setOn(!on);
        toast.quick(res.msg ?? '');
      } else toast.error(res.msg ?? t('alerts.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={`button button--small ${on ? 'button--primary' : 'button--outline'}`}
      aria-pressed={on}
      disabled={busy}
      onClick={() => void toggle()}
      data-testid="remind-me"
    >
      {t(on ? 'calendar.reminding' : 'calendar.remindMe')}
    </button>
  );
}

/** Live and coming auctions by day, each with "remind me" before it starts. */
export function AuctionCalendarScreen() {
  const { t, i18n } = useTranslation();
  const places = usePlaceNames();
  useDocumentTitle(t('calendar.title'));
  const now = useAtomValue(serverNowAtom);
  const { data, loading } = useApiQuery(queryKeys.auctionCalendar(), (signal) => auctionCalendar(signal));
  const days = byDay(data?.auctions ?? []);
  const dayLabel = (day: string) =>
    new Intl.DateTimeFormat(`${i18n.language}-IN`, {
      numberingSystem: 'latn',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }).format(new Date(`${day}T00:00:00Z`));
  return (
    <section className="container page-section auction-calendar">
      <h1 className="page-title">{t('calendar.title')}</h1>
      <p className="muted">{t('calendar.intro')}</p>
      <p>
        <Link href={ROUTES.savedSearches}>{t('calendar.savedSearchesLink')}</Link>
      </p>
      {loading && !data ? <Spinner /> : null}
      {data && days.length === 0 ? <p className="muted">{t('calendar.empty')}</p> : null}
      {days.map(([day, auctions]) => (
        <section key={day} className="auction-calendar__day" aria-label={dayLabel(day)}>
          <h2 className="auction-calendar__date">{dayLabel(day)}</h2>
          <ul className="auction-calendar__list">
            {auctions.map((a) => {
              const started = Date.parse(a.starts_at) <= now;
              return (
                <li key={a.c_auction_id} className="auction-calendar__item" data-testid="calendar-auction">
                  <div>
                    <Link href={clientAuctionUrl(a.c_auction_id)} className="auction-calendar__title">
                      {a.title}
                    </Link>
                    <p className="muted">
                      {places.segment(a.segment)} · {places.state(a.state)} · {t('calendar.lots', { count: a.lots })}
                    </p>
                    <p>
                      {started
                        ? t('calendar.liveUntil', { time: formatDateTime(a.ends_at, i18n.language) })
                        : t('calendar.starts', { time: formatDateTime(a.starts_at, i18n.language) })}
                    </p>
                  </div>
                  {started ? <span className="insight-badge">{t('calendar.live')}</span> : <RemindButton auction={a} />}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </section>
  );
}
