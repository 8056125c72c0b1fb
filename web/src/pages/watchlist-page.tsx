import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../lib/use-document-title';

type ListMode = 'watchlist' | 'my_bids';

const TITLE_KEYS: Record<ListMode, string> = {
  watchlist: 'signedIn.favorites',
  my_bids: 'signedIn.myQuotes',
};

/**
 * Favorites and My Quotes share one screen with a page mode (spec §2). Heading only: the list
 * itself belongs to the signed-in feature work.
 */
function AssetListScreen({ mode }: { mode: ListMode }) {
  const { t } = useTranslation();
  useDocumentTitle(t(TITLE_KEYS[mode]));
  return (
    <section className="container page-section" data-page-mode={mode}>
      <h1 className="page-title">{t(TITLE_KEYS[mode])}</h1>
    </section>
  );
}

export function WatchlistPage() {
  return <AssetListScreen mode="watchlist" />;
}

export function MyBidsPage() {
  return <AssetListScreen mode="my_bids" />;
}
