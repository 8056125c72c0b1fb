import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { queryKeys, useApiQuery } from '../../../lib/query';
import { LotCard } from '../../auctions/components/lot-card';
import { useParticipation } from '../../bidding/use-participation';
import { useLiveWatch } from '../../realtime/use-live-lots';
import { useWatchlistFlags } from '../../watchlist/use-watchlist';
import { searchLots, type LotSearch } from '../api/showcase';

interface LotResultsProps {
  search: LotSearch;
  hrefForPage: (page: number) => string;
}

/** Lots matching a make/model search across auctions, as live cards. */
export function LotResults({ search, hrefForPage }: LotResultsProps) {
  const { t } = useTranslation();
  const { data, loading } = useApiQuery(queryKeys.showcase('lots', search), (signal) => searchLots(search, { signal }));
  const lotIds = data?.assets.map((lot) => lot.asset_id) ?? [];
  useLiveWatch([], lotIds);
  useWatchlistFlags(lotIds);
  useParticipation();

  if (!data) return loading ? <Spinner /> : <p className="empty-state">{t('common.somethingWentWrong')}</p>;
  return (
    <div className="lot-results" aria-busy={loading}>
      <p className="muted lot-results__count" role="status">
        {t('showcase.results', { count: data.total })}
      </p>
      {data.assets.length === 0 ? (
        <p className="empty-state">{t('showcase.noResults')}</p>
      ) : (
        <ul className="lot-grid">
          {data.assets.map((lot) => (
            <LotCard
              key={lot.asset_id}
              lot={lot}
              auctionTitle={lot.auction.title}
              requiresDeposit={lot.auction.requires_deposit === true}
            />
          ))}
        </ul>
      )}
      <Pager page={data.page_no} totalPages={data.total_pages} hrefFor={hrefForPage} />
    </div>
  );
}
