import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { usePlaceNames } from '../../../lib/place-names';
import { clientAuctionUrl } from '../../../lib/routes';
import { Countdown } from '../../realtime/components/countdown';
import { lifecycleOf } from '../../realtime/lot-figures';
import type { AuctionSummary } from '../../auctions/api/auction-lots';
import type { GroupBy } from '../showcase-query';

interface Group {
  key: string;
  title: string;
  logo: string | null;
  auctions: AuctionSummary[];
}

/**
 * Auctions under their financier or state, titled and ordered as the reader reads them (`names`:
 * the financier's and the state's name in their language).
 */
export function groupAuctions(
  auctions: AuctionSummary[],
  by: GroupBy,
  names: { financier(a: AuctionSummary): string; state(a: AuctionSummary): string } = {
    financier: (a) => a.financierName,
    state: (a) => a.state,
  },
): Group[] {
  const groups = new Map<string, Group>();
  for (const a of auctions) {
    const key = by === 'financier' ? `f${a.financier_id}` : `s${a.state_id}`;
    const group = groups.get(key) ?? {
      key,
      title: by === 'financier' ? names.financier(a) : names.state(a),
      logo: by === 'financier' ? a.financier_thumbnail_url : null,
      auctions: [],
    };
    group.auctions.push(a);
    groups.set(key, group);
  }
  return [...groups.values()].sort((x, y) => x.title.localeCompare(y.title));
}

function AuctionRowItem({ auction, by }: { auction: AuctionSummary; by: GroupBy }) {
  const { t } = useTranslation();
  const places = usePlaceNames();
  return (
    <li className="auction-item">
      <div className="auction-item__text">
        <strong className="auction-item__title">
          {by === 'financier' ? places.state(auction.state) : places.financier(auction.financierName, auction.financier_names)}
        </strong>
        <span className="auction-item__meta">
          {places.segment(auction.segment)} · {t('home.assetCount', { count: auction.asset_count })}
        </span>
        <Countdown state={lifecycleOf(auction.auction_state)} startsAt={auction.starts_at} endsAt={auction.ends_at} />
      </div>
      <Link href={clientAuctionUrl(auction.c_auction_id)} className="button button--primary button--small">
        {t('showcase.viewLots')}
      </Link>
    </li>
  );
}

/** Live or upcoming auctions under their financier or their state. */
export function AuctionGroups({ auctions, by }: { auctions: AuctionSummary[]; by: GroupBy }) {
  const { t } = useTranslation();
  const places = usePlaceNames();
  if (auctions.length === 0) return <p className="empty-state">{t('home.noListings')}</p>;
  return (
    <div className="auction-groups">
      {groupAuctions(auctions, by, {
        financier: (a) => places.financier(a.financierName, a.financier_names),
        state: (a) => places.state(a.state),
      }).map((group) => (
        <section key={group.key} className="auction-group" aria-label={group.title}>
          <h2 className="auction-group__title">
            {group.logo ? <img src={group.logo} alt="" width={32} height={32} loading="lazy" /> : null}
            {group.title}
          </h2>
          <ul className="plain-list auction-group__list">
            {group.auctions.map((a) => (
              <AuctionRowItem key={a.c_auction_id} auction={a} by={by} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
