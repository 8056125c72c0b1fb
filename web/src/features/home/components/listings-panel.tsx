import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { Spinner } from '../../../components/ui/spinner';
import { usePlaceNames } from '../../../lib/place-names';
import { queryKeys, useApiQuery } from '../../../lib/query';
import { clientAuctionUrl } from '../../../lib/routes';
import { getAuctionListings, type AuctionRow } from '../api/home-data';
import type { MouseEvent } from 'react';

type AuctionType = 'live' | 'upcoming';
const TABS: AuctionType[] = ['live', 'upcoming'];
const SCROLL_HINT_ROWS = 4;

/** The three segments by their display name (spec §2), with the icon the server ships. */
const SEGMENTS: Record<string, { key: string; icon: string }> = {
  tractor: { key: 'home.segments.tractor', icon: '/media/seed/segments/tractor.svg' },
  '2 wheeler': { key: 'home.segments.twoWheeler', icon: '/media/seed/segments/two-wheeler.svg' },
  cv: { key: 'home.segments.cv', icon: '/media/seed/segments/cv.svg' },
};

function Segment({ name }: { name: string }) {
  const { t } = useTranslation();
  const segment = SEGMENTS[name.trim().toLowerCase()];
  if (!segment) return <span className="listing-row__segment">{name}</span>;
  return (
    <span className="listing-row__segment">
      <img src={segment.icon} alt="" width={20} height={20} loading="lazy" />
      {t(segment.key)}
    </span>
  );
}

/**
 * A full page load rather than a client-side route change: the auction screen starts its own
 * realtime session (spec §2). The href keeps long-press and open-in-new-tab working.
 */
function participate(event: MouseEvent<HTMLAnchorElement>) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  window.location.assign(event.currentTarget.href);
}

function ListingRow({ row }: { row: AuctionRow }) {
  const { t } = useTranslation();
  const places = usePlaceNames();
  const financier = places.financier(row.financierName, row.financier_names);
  return (
    <li className="listing-row">
      {row.financier_thumbnail_url ? (
        <img className="listing-row__logo" src={row.financier_thumbnail_url} alt="" width={48} height={48} loading="lazy" />
      ) : (
        <span className="listing-row__logo listing-row__logo--empty" aria-hidden="true">
          {financier.slice(0, 1)}
        </span>
      )}
      <div className="listing-row__info">
        <strong>{financier}</strong>
        <span className="listing-row__meta">
          <span>{places.state(row.state)}</span>
          <Segment name={row.segment} />
          <span>{t('home.assetCount', { count: Number(row.asset_count) || 0 })}</span>
        </span>
      </div>
      <a className="button button--primary" href={clientAuctionUrl(row.c_auction_id)} onClick={participate}>
        {t('home.participate')}
      </a>
    </li>
  );
}

/** 'Live Listings' / 'Upcoming Listings', the tab kept in ?auction_type= (default live). */
export function ListingsPanel() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const active: AuctionType = params.get('auction_type') === 'upcoming' ? 'upcoming' : 'live';
  const { data, loading } = useApiQuery(queryKeys.auctionListings(), (signal) => getAuctionListings({ signal }), {
    deferred: true,
  });
  const rows = data?.[active] ?? [];

  const select = (tab: AuctionType) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('auction_type', tab);
        return next;
      },
      { replace: true },
    );

  return (
    <section className="panel listings-panel">
      <div className="tabs" role="tablist" aria-label={t('home.listingsLabel')}>
        {TABS.map((tab) => {
          const count = data?.[tab].length ?? 0;
          const selected = tab === active;
          return (
            <button
              key={tab}
              type="button"
              role="tab"
              id={`listings-tab-${tab}`}
              aria-selected={selected}
              aria-controls="listings-tabpanel"
              className="tabs__tab"
              onClick={() => select(tab)}
            >
              {tab === 'live' ? t('home.liveListings') : t('home.upcomingListings')}
              {selected && count > 0 ? <span className="badge">{count}</span> : null}
            </button>
          );
        })}
      </div>
      <div id="listings-tabpanel" role="tabpanel" aria-labelledby={`listings-tab-${active}`} className="listings-panel__body">
        {loading ? (
          <Spinner />
        ) : rows.length === 0 ? (
          <p className="empty-state">{t('home.noListings')}</p>
        ) : (
          <ul className="listing-list">
            {rows.map((row) => (
              <ListingRow key={row.c_auction_id} row={row} />
            ))}
          </ul>
        )}
      </div>
      {rows.length > SCROLL_HINT_ROWS ? <p className="scroll-hint">{t('home.scrollHint')}</p> : null}
    </section>
  );
}
