import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatRupees } from '../../../lib/format';
import { lotDetailUrl } from '../../../lib/routes';
import { QuickQuote } from '../../bidding/components/quick-quote';
import { StandingBadge } from '../../bidding/components/standing-badge';
import { useNeedsPlan } from '../../bidding/components/subscribe-to-quote';
import { useLotDisplay } from '../../bidding/use-lot-display';
import { DepositMark } from '../../deposits/components/deposit-mark';
import { GradeBadge } from '../../lot/components/grade-badge';
import { ClosingTime } from '../../realtime/components/closing-time';
import { Countdown } from '../../realtime/components/countdown';
import { ExtensionNotice } from '../../realtime/components/extension-notice';
import { rememberLotLabel } from '../../realtime/outbid-notice';
import { WatchHeart } from '../../watchlist/components/watch-heart';
import { figuresFromCard, lotLabel } from '../card-figures';
import type { LotCardData } from '../api/auction-lots';

/**
 * A lot in the auction room: photo, vehicle, live price and time, the buyer's standing, quick
 * quote; a mark when its auction requires a deposit.
 */
export function LotCard({
  lot,
  auctionTitle,
  requiresDeposit = false,
}: {
  lot: LotCardData;
  auctionTitle?: string;
  requiresDeposit?: boolean;
}) {
  const { t } = useTranslation();
  const { figures, phase, standing } = useLotDisplay(lot.asset_id, figuresFromCard(lot));
  const label = lotLabel(lot);
  const href = lotDetailUrl(lot.asset_id);
  const hasQuotes = figures.price !== null;
  rememberLotLabel(lot.asset_id, label);
  const needsPlan = useNeedsPlan();

  return (
    <li className="lot-card" data-asset-id={lot.asset_id} data-phase={phase}>
      <div className="lot-card__top">
        <Link href={href} className="lot-card__photo" tabIndex={-1} aria-hidden="true">
          {lot.thumbnail_url ? (
            <img src={lot.thumbnail_url} alt="" width={320} height={240} loading="lazy" decoding="async" />
          ) : (
            <span className="lot-card__no-photo">{t('lot.noPhoto')}</span>
          )}
          <span className="lot-card__lot-no">{t('lot.lotNo', { no: lot.lot_no })}</span>
          {lot.grade ? <GradeBadge grade={lot.grade} className="lot-card__grade" /> : null}
        </Link>
        <div className="lot-card__summary">
          <div className="lot-card__head">
            <h3 className="lot-card__title">
              <Link href={href}>
                {lot.make} {lot.model}
              </Link>
            </h3>
            <WatchHeart assetId={lot.asset_id} lotLabel={label} />
          </div>
          {auctionTitle ? <p className="lot-card__auction">{auctionTitle}</p> : null}
          {requiresDeposit ? <DepositMark className="lot-card__deposit" /> : null}
          <p className="lot-card__facts">
            <span>{lot.year}</span>
            <span>{lot.registration_number}</span>
            <span>{lot.yard_location}</span>
          </p>
        </div>
      </div>
      <div className="lot-card__figures">
        <div className="lot-card__price">
          <span className="lot-card__price-label">
            {t(hasQuotes ? 'lot.currentPrice' : 'lot.startPrice')} <StandingBadge standing={standing} />
          </span>
          <strong className="lot-card__price-value" data-testid="lot-price">
            {formatRupees(figures.price ?? lot.start_price)}
          </strong>
          <span className="muted lot-card__quotes">{t('lot.quoteCount', { count: figures.quoteCount })}</span>
        </div>
        <div className="lot-card__time">
          <Countdown state={figures.state} startsAt={figures.startsAt} endsAt={figures.endsAt} className="lot-card__countdown" />
          <ClosingTime endsAt={figures.endsAt} />
        </div>
      </div>
      <ExtensionNotice assetId={lot.asset_id} />
      <div className="lot-card__actions">
        <QuickQuote
          assetId={lot.asset_id}
          lotLabel={label}
          nextValidAmount={figures.nextValidAmount}
          price={figures.price}
          youLead={figures.youLead}
          phase={phase}
        />
        {phase === 'live' && !needsPlan ? (
          <Link href={`${href}#autobid`} className="button button--outline lot-card__autobid">
            {t('lot.autobidLink')}
          </Link>
        ) : null}
      </div>
    </li>
  );
}
