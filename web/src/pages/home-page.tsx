import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactsPanel } from '../features/home/components/contacts-panel';
import { Hero } from '../features/home/components/hero';
import { ListingsPanel } from '../features/home/components/listings-panel';
import { SaleStrips } from '../features/home/components/sale-strips';
import { StatsBlock } from '../features/home/components/stats-block';
import { LeadCapture } from '../features/leads/components/lead-capture';
import { useDocumentTitle } from '../lib/use-document-title';

export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle();
  const [leadFormOpen, setLeadFormOpen] = useState(false);
  return (
    <>
      <Hero onRequestCallBack={() => setLeadFormOpen(true)} />
      <div className="container home-panels">
        <h2 className="section-title home-panels__title">{t('home.auctionsTitle')}</h2>
        <ListingsPanel />
        <ContactsPanel />
      </div>
      <div className="container">
        <SaleStrips />
      </div>
      <StatsBlock />
      <LeadCapture formOpen={leadFormOpen} onFormOpenChange={setLeadFormOpen} />
    </>
  );
}
