import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../lib/use-document-title';

/** Heading only: the screen's content belongs to the signed-in feature work (spec §2 leaves it open). */
export function AuctionAssetsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('signedIn.assets'));
  return (
    <section className="container page-section">
      <h1 className="page-title">{t('signedIn.assets')}</h1>
    </section>
  );
}
