import { AuctionCalendarScreen } from '../features/auction-calendar/components/auction-calendar-screen';
import { PriceMemoryList } from '../features/price-memory/components/price-memory-list';
import { SavedSearchesScreen } from '../features/saved-searches/components/saved-searches-screen';
import '../styles/marketplace.css';
import '../styles/account.css';
import '../styles/insight.css';

export function PriceMemoryPage() {
  return <PriceMemoryList />;
}

export function SavedSearchesPage() {
  return <SavedSearchesScreen />;
}

export function AuctionCalendarPage() {
  return <AuctionCalendarScreen />;
}
