import { useTranslation } from 'react-i18next';
import { usePlaceNames } from '../../../lib/place-names';
import { ConnectionStatus } from '../../realtime/components/connection-status';
import { Countdown } from '../../realtime/components/countdown';
import { lifecycleOf } from '../../realtime/lot-figures';
import type { AuctionSummary } from '../api/auction-lots';

/** Who sells, where, which segment, and how long the auction runs (its last lot's end). */
export function AuctionHeader({ auction }: { auction: AuctionSummary }) {
  const { t } = useTranslation();
  const places = usePlaceNames();
  return (
    <header className="auction-header">
      {auction.financier_thumbnail_url ? (
        <img className="auction-header__logo" src={auction.financier_thumbnail_url} alt="" width={56} height={56} />
      ) : null}
      <div className="auction-header__text">
        <h1 className="auction-header__title">{auction.title}</h1>
        <p className="auction-header__meta">
          <span>{places.financier(auction.financierName, auction.financier_names)}</span>
          <span>{places.state(auction.state)}</span>
          <span>{places.segment(auction.segment)}</span>
          <span>{t('home.assetCount', { count: auction.asset_count })}</span>
        </p>
        <p className="auction-header__time">
          <Countdown state={lifecycleOf(auction.auction_state)} startsAt={auction.starts_at} endsAt={auction.ends_at} />
          <ConnectionStatus />
        </p>
      </div>
    </header>
  );
}
