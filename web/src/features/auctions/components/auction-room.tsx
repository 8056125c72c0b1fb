import { useStore } from 'jotai';
import { useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { useApiQuery } from '../../../lib/query';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useParticipation } from '../../bidding/use-participation';
import { usePermissionOnOpen } from '../../bidding/use-permission-on-open';
import { noteServerTime } from '../../realtime/clock';
import { useLiveWatch } from '../../realtime/use-live-lots';
import { SaveSearchLink } from '../../saved-searches/components/save-search-link';
import { useWatchlistFlags } from '../../watchlist/use-watchlist';
import { loadRoomLots, roomQueryKey } from '../api/room-prefetch';
import { filtersFromSearch, pageFromSearch, withFilters, withPage } from '../lot-filters';
import { AuctionHeader } from './auction-header';
import { LoadFailure } from './load-failure';
import { LotCard } from './lot-card';
import { LotFiltersForm } from './lot-filters-form';
import type { LotCardData } from '../api/auction-lots';

const NO_LOTS: LotCardData[] = [];

/** The auction room: one auction's lots as live cards, filtered and paged through the URL. */
export function AuctionRoom({ auctionId, basePath }: { auctionId: number; basePath: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = pageFromSearch(params);
  const filters = filtersFromSearch(params);
  const filtersKey = JSON.stringify(filters);
  const store = useStore();

  const { data: result, loading } = useApiQuery(roomQueryKey(auctionId, page, filters), (signal) =>
    loadRoomLots(auctionId, page, filters, { signal }),
  );
  const data = result?.ok ? result.data : undefined;
  // The header is drawn at once; the cards follow in a render React can interrupt, so a cheap
  // phone stays responsive to taps while two dozen live cards are built.
  const cards = useDeferredValue(data?.assets ?? NO_LOTS, NO_LOTS);
  const lotIds = data?.assets.map((lot) => lot.asset_id) ?? [];
  useDocumentTitle(data?.auction.title ?? t('signedIn.auction'));

  useLiveWatch(data ? [auctionId] : [], lotIds);
  useWatchlistFlags(lotIds);
  useParticipation();

  useEffect(() => {
    if (data) noteServerTime(data.server_time, store);
  }, [data, store]);

  usePermissionOnOpen(data?.auction.c_auction_id, data?.auction.state);

  if (!data && loading) return <Spinner fullPage />;
  if (!data) return <LoadFailure notFoundText={t('auctionRoom.notFound')} notFound={result?.ok === false && result.status === 404} />;

  return (
    <section className="container page-section auction-room" aria-busy={loading}>
      <AuctionHeader auction={data.auction} />
      <LotFiltersForm key={filtersKey} filters={filters} facets={data.facets} onApply={(f) => setParams(withFilters(params, f))} />
      <p className="auction-room__count muted" role="status">
        {t('auctionRoom.showing', { count: data.total })}
        {loading ? <Spinner size="sm" /> : null}
      </p>
      {data.assets.length === 0 ? (
        <p className="empty-state">{t('auctionRoom.noLots')}</p>
      ) : (
        <ul className="lot-grid">
          {cards.map((lot) => (
            <LotCard key={lot.asset_id} lot={lot} requiresDeposit={data.auction.requires_deposit === true} />
          ))}
        </ul>
      )}
      <SaveSearchLink filters={filters} />
      <Pager page={data.page_no} totalPages={data.total_pages} hrefFor={(p) => `${basePath}?${withPage(params, p).toString()}`} />
    </section>
  );
}
