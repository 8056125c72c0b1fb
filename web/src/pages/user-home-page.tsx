import { useTranslation } from 'react-i18next';
import { PermissionModal } from '../features/bidding/components/permission-modal';
import { Showcase } from '../features/showcase/components/showcase';
import { useDocumentTitle } from '../lib/use-document-title';
import '../styles/marketplace.css';

/** The sale showcase, also the landing after login (spec §2). */
export function UserHomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('signedIn.saleShowcase'));
  return (
    <section className="container page-section">
      <Showcase />
      <PermissionModal />
    </section>
  );
}
