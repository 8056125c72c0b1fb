import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { AuctionRoom } from '../features/auctions/components/auction-room';
import { LotFiltersForm } from '../features/auctions/components/lot-filters-form';
import { filtersFromSearch, idFromSearch, pageFromSearch, withFilters, withPage } from '../features/auctions/lot-filters';
import { PermissionModal } from '../features/bidding/components/permission-modal';
import { LotDetail } from '../features/lot/components/lot-detail';
import { LotResults } from '../features/showcase/components/lot-results';
import { ROUTES } from '../lib/routes';
import { useDocumentTitle } from '../lib/use-document-title';
import '../styles/marketplace.css';
import '../styles/lot-detail.css';

/** Every lot open for quotes, across auctions (the 'assets list'). */
function AllAssets() {
  const { t } = useTranslation();
  useDocumentTitle(t('signedIn.assets'));
  const [params, setParams] = useSearchParams();
  const filters = filtersFromSearch(params);
  return (
    <section className="container page-section">
      <h1 className="page-title">{t('signedIn.assets')}</h1>
      <LotFiltersForm key={JSON.stringify(filters)} filters={filters} onApply={(f) => setParams(withFilters(params, f))} />
      <LotResults
        search={{ auction_type: 'live', ...filters, page_no: pageFromSearch(params) }}
        hrefForPage={(page) => `${ROUTES.auctionAssets}?${withPage(params, page).toString()}`}
      />
    </section>
  );
}

function AssetsScreen() {
  const [params] = useSearchParams();
  const assetId = idFromSearch(params, 'asset_id');
  const uid = idFromSearch(params, 'uid');
  if (assetId) return <LotDetail key={assetId} assetId={assetId} />;
  if (uid) return <AuctionRoom auctionId={uid} basePath={ROUTES.auctionAssets} />;
  return <AllAssets />;
}

/**
 * /auction/assets: one lot (?asset_id=…), an auction's lots (?uid=…, like /client/auction),
 * or every live lot.
 */
export function AuctionAssetsPage() {
  return (
    <>
      <AssetsScreen />
      <PermissionModal />
    </>
  );
}
