import { useTranslation } from 'react-i18next';
import { ContactsPanel } from '../features/home/components/contacts-panel';
import { Hero } from '../features/home/components/hero';
import { ListingsPanel } from '../features/home/components/listings-panel';
import { SaleStrips } from '../features/home/components/sale-strips';
import { SellerPitch } from '../features/home/components/seller-pitch';
import { StatsBlock } from '../features/home/components/stats-block';
import { useDocumentTitle } from '../lib/use-document-title';

export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle();
  return (
    <>
      <Hero />
      <div className="container home-panels">
        <h2 className="section-title home-panels__title">{t('home.auctionsTitle')}</h2>
        <ListingsPanel />
        <ContactsPanel />
      </div>
      <div className="container">
        <SaleStrips />
      </div>
      <StatsBlock />
      <SellerPitch />
    </>
  );
}
