import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { SALE_SHOWCASE_URL } from '../../../lib/routes';

/** An auction or lot that did not load: 'not found' for a 404, the generic failure otherwise. */
export function LoadFailure({ notFoundText, notFound }: { notFoundText: string; notFound: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="container page-section">
      <p className="empty-state" role="alert">
        {notFound ? notFoundText : t('common.somethingWentWrong')}
      </p>
      <p className="empty-state">
        <Link href={SALE_SHOWCASE_URL}>{t('auctionRoom.backToShowcase')}</Link>
      </p>
    </section>
  );
}
