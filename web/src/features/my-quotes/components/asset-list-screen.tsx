import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'wouter';
import { Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { queryKeys, useApiQuery } from '../../../lib/query';
import { ROUTES, SALE_SHOWCASE_URL } from '../../../lib/routes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { pageFromSearch } from '../../auctions/lot-filters';
import { ConnectionStatus } from '../../realtime/components/connection-status';
import { useLiveWatch } from '../../realtime/use-live-lots';
import { useKnownWatchFlags } from '../../watchlist/use-watchlist';
import { favorites, myBids, MY_STATUSES, type MyStatus } from '../api/my-lots';
import { emptyText } from '../empty-text';
import { STATUS_FILTERS } from '../live-status';
import { MyLotRow } from './my-lot-row';

export type ListMode = 'watchlist' | 'my_bids';

const SCREEN = {
  watchlist: { title: 'signedIn.favorites', empty: 'myLots.emptyWatchlist', path: ROUTES.watchlist },
  my_bids: { title: 'signedIn.myQuotes', empty: 'myLots.emptyMyBids', path: ROUTES.myBids },
} as const;

function statusFromSearch(params: URLSearchParams): MyStatus | undefined {
  const raw = params.get('status');
  return MY_STATUSES.includes(raw as MyStatus) ? (raw as MyStatus) : undefined;
}

/**
 * Favorites and My Quotes: one screen, two page modes (spec §2). Rows of live lots follow the
 * realtime feed, so leading and outbid change without a reload.
 */
export function AssetListScreen({ mode }: { mode: ListMode }) {
  const { t } = useTranslation();
  const screen = SCREEN[mode];
  useDocumentTitle(t(screen.title));
  const [params, setParams] = useSearchParams();
  const page = pageFromSearch(params);
  const status = mode === 'my_bids' ? statusFromSearch(params) : undefined;

  const { data, loading } = useApiQuery(queryKeys.myQuotes(mode, page, status), (signal) =>
    mode === 'watchlist' ? favorites(page, { signal }) : myBids(page, status ? [status] : [], { signal }),
  );
  const rows = data?.rows;
  useKnownWatchFlags(data?.rows);
  useLiveWatch([], rows?.filter((row) => row.lot_state === 'live' || row.lot_state === 'upcoming').map((row) => row.asset_id) ?? []);

  const hrefFor = (p: number) => {
    const next = new URLSearchParams(params);
    next.set('page_no', String(p));
    return `${screen.path}?${next.toString()}`;
  };
  const chooseStatus = (value: MyStatus | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set('status', value);
    else next.delete('status');
    next.delete('page_no');
    setParams(next);
  };

  return (
    <section className="container page-section asset-list" data-page-mode={mode}>
      <div className="showcase__top">
        <h1 className="page-title">{t(screen.title)}</h1>
        <ConnectionStatus />
      </div>
      {mode === 'my_bids' ? (
        <div className="chips chips--scroll" role="group" aria-label={t('myLots.filterLabel')}>
          <button type="button" className="chip" aria-pressed={!status} onClick={() => chooseStatus(undefined)}>
            {t('myLots.all')}
          </button>
          {STATUS_FILTERS.map((s) => (
            <button key={s} type="button" className="chip" aria-pressed={status === s} onClick={() => chooseStatus(s)}>
              {t(`myLots.status.${s}`)}
            </button>
          ))}
        </div>
      ) : null}
      {!rows ? (
        loading ? (
          <Spinner />
        ) : (
          <p className="empty-state">{t('common.somethingWentWrong')}</p>
        )
      ) : rows.length === 0 ? (
        <div className="empty-state">
          <p>{t(emptyText(mode, status))}</p>
          <Link href={SALE_SHOWCASE_URL} className="button button--primary">
            {t('myLots.browse')}
          </Link>
        </div>
      ) : (
        <ul className="plain-list my-lots" aria-busy={loading}>
          {rows.map((row) => (
            <MyLotRow key={row.asset_id} lot={row} />
          ))}
        </ul>
      )}
      {data ? <Pager page={data.page_no} totalPages={data.total_pages} hrefFor={hrefFor} /> : null}
    </section>
  );
}
