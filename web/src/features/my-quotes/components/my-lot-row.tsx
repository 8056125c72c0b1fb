import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatRupees } from '../../../lib/format';
import { formatDateTime } from '../../../lib/format-time';
import { usePlaceNames } from '../../../lib/place-names';
import { lotDetailUrl } from '../../../lib/routes';
import { useAtomValue } from '../../../lib/use-atom';
import { AllInPrice } from '../../costs/components/all-in-price';
import { DealPanel } from '../../deals/components/deal-panel';
import { serverNowAtom } from '../../realtime/atoms';
import { Countdown } from '../../realtime/components/countdown';
import { splitRemaining } from '../../realtime/countdown';
import { withLive } from '../../realtime/lot-figures';
import { useLiveLot } from '../../realtime/use-live-lots';
import { WatchHeart } from '../../watchlist/components/watch-heart';
import { liveStatus } from '../live-status';
import { StatusBadge } from './status-badge';
import type { BuyerLot } from '../api/my-lots';

function PaymentDue({ lot }: { lot: BuyerLot }) {
  const { t, i18n } = useTranslation();
  const now = useAtomValue(serverNowAtom);
  if (!lot.payment_due_at) return null;
  const left = Date.parse(lot.payment_due_at) - now;
  const overdue = lot.payment_overdue || left <= 0;
  const { days, clock } = splitRemaining(left);
  return (
    <p className={`my-lot__due${overdue ? ' my-lot__due--overdue' : ''}`}>
      {t('myLots.payBy', {
        amount: formatRupees(lot.winning_amount ?? lot.current_price ?? 0),
        time: formatDateTime(lot.payment_due_at, i18n.language),
      })}{' '}
      <strong>
        {overdue
          ? t('myLots.overdue')
          : t('myLots.timeLeft', { time: days > 0 ? t('countdown.daysAndClock', { count: days, clock }) : clock })}
      </strong>
    </p>
  );
}

/** Statuses whose lot has a deal this buyer holds or held: its panel shows the next step. */
const AFTER_SALE = new Set<string>(['won', 'payment_due', 'approval_pending', 'backed_out']);

/** One lot of My Quotes or Favorites: the vehicle, the buyer's status (live while the lot runs), what is next. */
export function MyLotRow({ lot }: { lot: BuyerLot }) {
  const { t } = useTranslation();
  const places = usePlaceNames();
  const live = useLiveLot(lot.asset_id);
  const status = liveStatus(lot.status, live, lot.my_quote_count > 0 || lot.my_autobid_max !== null);
  const figures = withLive(
    {
      state: lot.lot_state,
      price: lot.current_price,
      nextValidAmount: lot.next_valid_amount,
      startsAt: lot.starts_at,
      endsAt: lot.ends_at,
      youLead: lot.status === 'leading',
      quoteCount: lot.quote_count,
      extensions: 0,
      myMax: lot.my_autobid_max,
    },
    live,
  );
  const label = `${lot.make} ${lot.model} (${lot.year})`;
  const afterSale = lot.lot_state === 'closed' && (AFTER_SALE.has(status) || lot.backout !== null);
  // The amounts this row has, in the order a buyer reads them.
  const rows: [string, number | null][] = [
    [
      figures.price === null ? 'lot.startPrice' : figures.state === 'closed' ? 'lot.finalPrice' : 'lot.currentPrice',
      figures.price ?? lot.start_price,
    ],
    ['myLots.yourQuote', lot.my_highest_quote],
    ['myLots.yourMax', figures.myMax],
    ['myLots.counterOffer', lot.counter_amount],
    ['myLots.wonAt', status === 'won' ? lot.winning_amount : null],
  ];
  const amounts = rows.filter((row): row is [string, number] => row[1] !== null);
  return (
    <li className="my-lot" data-asset-id={lot.asset_id} data-status={status}>
      <Link href={lotDetailUrl(lot.asset_id)} className="my-lot__photo" tabIndex={-1} aria-hidden="true">
        {lot.thumbnail_url ? <img src={lot.thumbnail_url} alt="" width={120} height={90} loading="lazy" /> : null}
      </Link>
      <div className="my-lot__body">
        <div className="my-lot__head">
          <h2 className="my-lot__title">
            <Link href={lotDetailUrl(lot.asset_id)}>
              {lot.make} {lot.model}
            </Link>
          </h2>
          <WatchHeart assetId={lot.asset_id} lotLabel={label} />
        </div>
        <p className="my-lot__facts muted">
          {lot.year} · {lot.registration_number} · {places.financier(lot.financier_name, lot.financier_names)}, {places.state(lot.state)}
        </p>
        <p className="my-lot__status">
          <StatusBadge status={status} />
          {status === 'leading' || status === 'outbid' || lot.lot_state === 'upcoming' ? (
            <Countdown state={figures.state} startsAt={figures.startsAt} endsAt={figures.endsAt} />
          ) : null}
        </p>
        <dl className="my-lot__figures">
          {amounts.map(([key, amount]) => (
            <div key={key} className={key === 'myLots.counterOffer' ? 'my-lot__counter' : undefined}>
              <dt>{t(key)}</dt>
              <dd>{formatRupees(amount)}</dd>
            </div>
          ))}
        </dl>
        {lot.winning_amount !== null && lot.lot_state === 'closed' ? (
          <AllInPrice assetId={lot.asset_id} amount={lot.winning_amount} label="won" />
        ) : null}
        {status === 'approval_pending' && (lot.counter_amount !== null || !afterSale) ? (
          <p className="muted">{t(lot.counter_amount !== null ? 'myLots.counterNote' : 'myLots.approvalNote')}</p>
        ) : null}
        {status === 'payment_due' && !afterSale ? <PaymentDue lot={lot} /> : null}
        {lot.backout && !afterSale ? (
          <p className="my-lot__backout">{t(`myLots.backout.${lot.backout.status}`, { amount: formatRupees(lot.backout.amount) })}</p>
        ) : null}
      </div>
      {/* The deal panel says what is next, whom to pay and by when, in place of the lines above. */}
      {afterSale ? <DealPanel assetId={lot.asset_id} compact /> : null}
    </li>
  );
}
