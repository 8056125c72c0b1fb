import { useStore } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { useAmountInWords } from '../../../lib/amount-words';
import { formatRupees } from '../../../lib/format';
import { usePlaceNames } from '../../../lib/place-names';
import { queryKeys, useApiQuery } from '../../../lib/query';
import { clientAuctionUrl } from '../../../lib/routes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { figuresFromCard, lotLabel } from '../../auctions/card-figures';
import { LoadFailure } from '../../auctions/components/load-failure';
import { latestBids } from '../../bidding/api/bids';
import { BidPanel } from '../../bidding/components/bid-panel';
import { StandingBadge } from '../../bidding/components/standing-badge';
import { useLotDisplay } from '../../bidding/use-lot-display';
import { usePermissionOnOpen } from '../../bidding/use-permission-on-open';
import { DealPanel } from '../../deals/components/deal-panel';
import { DepositMark } from '../../deposits/components/deposit-mark';
import { KycNotice } from '../../kyc/components/kyc-notice';
import { LotInsight } from '../../price-memory/components/lot-insight';
import { noteServerTime } from '../../realtime/clock';
import { ConnectionStatus } from '../../realtime/components/connection-status';
import { Countdown } from '../../realtime/components/countdown';
import { ExtensionNotice } from '../../realtime/components/extension-notice';
import { snapshotFromLatest } from '../../realtime/http-snapshot';
import { liveClient } from '../../realtime/live';
import { rememberLotLabel } from '../../realtime/outbid-notice';
import { useLiveLot, useLiveWatch } from '../../realtime/use-live-lots';
import { WatchHeart } from '../../watchlist/components/watch-heart';
import { useWatchlistFlags } from '../../watchlist/use-watchlist';
import { viewLot, type LotDetailData } from '../api/lot';
import { useQuoteHistory } from '../use-quote-history';
import { ConditionReportPanel } from './condition-report';
import { LotDocumentsPanel } from './lot-documents';
import { LotSpecs } from './lot-specs';
import { PhotoGallery } from './photo-gallery';
import { PriceChart } from './price-chart';
import { QuoteHistoryList } from './quote-history-list';

function LotView({ lot }: { lot: LotDetailData }) {
  const { t } = useTranslation();
  const inWords = useAmountInWords();
  const places = usePlaceNames();
  const label = lotLabel(lot);
  rememberLotLabel(lot.asset_id, label);
  const live = useLiveLot(lot.asset_id);
  const history = useQuoteHistory(lot.asset_id, live?.quoteCount ?? lot.quote_count);
  const quotedHere = history?.quotes.some((q) => q.mine) ?? false;
  const { figures, phase, standing } = useLotDisplay(lot.asset_id, figuresFromCard(lot), quotedHere);
  const price = figures.price ?? lot.start_price;
  useDocumentTitle(label);

  return (
    <article className="lot-detail" data-asset-id={lot.asset_id} data-phase={phase}>
      <Link href={clientAuctionUrl(lot.c_auction_id)} className="back-link">
        <ArrowLeftIcon size={18} />
        {t('lot.backToAuction')}
      </Link>
      <div className="lot-detail__grid">
        <div className="lot-detail__media">
          <PhotoGallery photos={lot.photos} label={label} videoUrl={lot.video_url} />
        </div>
        <div className="lot-detail__main">
          <div className="lot-detail__head">
            <div>
              <p className="lot-detail__eyebrow">
                {t('lot.lotNo', { no: lot.lot_no })} · {places.financier(lot.auction.financierName, lot.auction.financier_names)} ·{' '}
                {places.state(lot.auction.state)}
              </p>
              <h1 className="lot-detail__title">
                {lot.make} {lot.model} <span className="lot-detail__year">{lot.year}</span>
              </h1>
              {lot.auction.requires_deposit ? <DepositMark className="lot-detail__deposit" /> : null}
            </div>
            <WatchHeart assetId={lot.asset_id} lotLabel={label} />
          </div>
          <div className="price-box">
            <div className="price-box__row">
              <span className="price-box__label">
                {t(figures.price === null ? 'lot.startPrice' : figures.state === 'closed' ? 'lot.finalPrice' : 'lot.currentPrice')}
              </span>
              <StandingBadge standing={standing} />
            </div>
            <p className="price-box__amount" data-testid="lot-price">
              {formatRupees(price)}
            </p>
            <p className="amount-words">{inWords(price)}</p>
            <p className="price-box__meta muted">
              {t('lot.quoteCount', { count: figures.quoteCount })} · {t('lot.increment', { amount: formatRupees(lot.increment) })}
            </p>
            <p className="price-box__time">
              <Countdown state={figures.state} startsAt={figures.startsAt} endsAt={figures.endsAt} />
              {/* The link's state matters while the price can move; beside "Ended" it read as the lot's. */}
              {figures.state === 'closed' ? null : <ConnectionStatus />}
            </p>
            <ExtensionNotice assetId={lot.asset_id} />
          </div>
          {figures.state === 'closed' ? <DealPanel assetId={lot.asset_id} /> : null}
          <LotDocumentsPanel documents={lot.documents} />
          {figures.state === 'closed' ? null : <KycNotice assetId={lot.asset_id} />}
          <BidPanel assetId={lot.asset_id} lotLabel={label} figures={figures} phase={phase} />
        </div>
      </div>
      <section className="lot-detail__section" aria-labelledby="condition-report">
        <h2 id="condition-report" className="section-title">
          {t('condition.title')}
        </h2>
        <ConditionReportPanel report={lot.condition_report} />
      </section>
      <section className="lot-detail__section" aria-labelledby="price-history">
        <h2 id="price-history" className="section-title">
          {t('lot.priceHistory')}
        </h2>
        <PriceChart amounts={history?.quotes.map((q) => q.amount) ?? []} startPrice={lot.start_price} />
        {history ? <QuoteHistoryList history={history} closed={phase === 'closed' || phase === 'withdrawn'} /> : <Spinner size="sm" />}
      </section>
      <LotInsight assetId={lot.asset_id} />
      <section className="lot-detail__section" aria-labelledby="lot-details">
        <h2 id="lot-details" className="section-title">
          {t('lot.details')}
        </h2>
        <LotSpecs lot={lot} />
      </section>
    </article>
  );
}

/** Lot detail (/auction/assets?asset_id=…): photos, facts, live price, quote and autobid, history. */
export function LotDetail({ assetId }: { assetId: number }) {
  const { t } = useTranslation();
  const store = useStore();
  const { data: result, loading } = useApiQuery(queryKeys.lot(assetId), (signal) => viewLot(assetId, { signal }));
  const lot = result?.ok ? result.data : undefined;

  useLiveWatch(lot ? [lot.c_auction_id] : [], lot ? [assetId] : []);
  useWatchlistFlags(lot ? [assetId] : []);

  useEffect(() => {
    if (!lot) return;
    noteServerTime(lot.server_time, store);
    // The buyer's own autobid maximum is not on the lot page: read it (with the seq) before the socket delivers it.
    const controller = new AbortController();
    latestBids([assetId], controller.signal)
      .then((rows) => rows.forEach((row) => liveClient.applySnapshot(snapshotFromLatest(row))))
      // Best effort: the socket's snapshot brings the same facts a moment later.
      .catch(() => undefined);
    return () => controller.abort();
  }, [lot, assetId, store]);
  usePermissionOnOpen(lot?.c_auction_id, lot?.auction.state);

  if (!lot && loading) return <Spinner fullPage />;
  if (!lot) return <LoadFailure notFoundText={t('lot.notFound')} notFound={result?.ok === false && result.status === 404} />;
  return (
    <section className="container page-section">
      <LotView lot={lot} />
    </section>
  );
}
