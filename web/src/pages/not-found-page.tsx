import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ROUTES, SALE_SHOWCASE_URL } from '../lib/routes';
import { useDocumentTitle } from '../lib/use-document-title';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <section className="not-found container">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="not-found__message">{t('notFound.message')}</h1>
      <nav className="not-found__links" aria-label={t('notFound.linksLabel')}>
        <Link href={ROUTES.home} className="button button--primary">
          {t('notFound.home')}
        </Link>
        <Link href={SALE_SHOWCASE_URL} className="button button--outline">
          {t('notFound.saleShowcase')}
        </Link>
        <Link href={ROUTES.watchlist} className="button button--outline">
          {t('notFound.favorites')}
        </Link>
      </nav>
    </section>
  );
}
