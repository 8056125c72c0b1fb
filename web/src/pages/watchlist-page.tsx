import { AssetListScreen } from '../features/my-quotes/components/asset-list-screen';
import '../styles/marketplace.css';
import '../styles/account.css';

export function WatchlistPage() {
  return <AssetListScreen mode="watchlist" />;
}

export function MyBidsPage() {
  return <AssetListScreen mode="my_bids" />;
}
