import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

interface PagerProps {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
}

/** Previous / next links with 'Page 2 of 5'; pages live in the URL so back and share work. */
export function Pager({ page, totalPages, hrefFor }: PagerProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('pager.label')}>
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} className="button button--outline button--small" rel="prev">
          {t('pager.previous')}
        </Link>
      ) : (
        <span />
      )}
      <span className="pager__status">{t('pager.status', { page, total: totalPages })}</span>
      {page < totalPages ? (
        <Link href={hrefFor(page + 1)} className="button button--outline button--small" rel="next">
          {t('pager.next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
