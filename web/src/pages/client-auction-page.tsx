import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../lib/use-document-title';

/** Heading only: the screen's content belongs to the signed-in feature work (spec §2 leaves it open). */
export function ClientAuctionPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('signedIn.auction'));
  return (
    <section className="container page-section">
      <h1 className="page-title">{t('signedIn.auction')}</h1>
    </section>
  );
}
