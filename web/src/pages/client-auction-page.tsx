import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'wouter';
import { AuctionRoom } from '../features/auctions/components/auction-room';
import { idFromSearch } from '../features/auctions/lot-filters';
import { PermissionModal } from '../features/bidding/components/permission-modal';
import { DepositNotice } from '../features/deposits/components/deposit-notice';
import { ROUTES, SALE_SHOWCASE_URL } from '../lib/routes';
import '../styles/marketplace.css';

function MissingAuction() {
  const { t } = useTranslation();
  return (
    <section className="container page-section">
      <p className="empty-state">{t('auctionRoom.missingId')}</p>
      <p className="empty-state">
        <Link href={SALE_SHOWCASE_URL}>{t('auctionRoom.backToShowcase')}</Link>
      </p>
    </section>
  );
}

/** /client/auction?uid=…&list_type=all_assets&page_no=1: the auction room. */
export function ClientAuctionPage() {
  const [params] = useSearchParams();
  const uid = idFromSearch(params, 'uid');
  if (!uid) return <MissingAuction />;
  return (
    <>
      <DepositNotice auctionId={uid} />
      <AuctionRoom auctionId={uid} basePath={ROUTES.clientAuction} />
      <PermissionModal />
    </>
  );
}
