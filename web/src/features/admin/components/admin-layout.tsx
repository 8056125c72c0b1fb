import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { useAtomValue } from '../../../lib/use-atom';
import { NotFoundPage } from '../../../pages/not-found-page';
import { userAtom } from '../../session/atoms';
import { canUseAdmin } from '../access';
import { ADMIN_ROUTES } from '../routes';
import type { ReactNode } from 'react';
import '../../../styles/admin.css';

const SECTIONS = [
  { href: ADMIN_ROUTES.dashboard, key: 'auctions', match: (p: string) => p === ADMIN_ROUTES.dashboard || p.startsWith('/admin/auction/') },
  { href: ADMIN_ROUTES.results, key: 'results', match: (p: string) => p.startsWith(ADMIN_ROUTES.results) },
  { href: ADMIN_ROUTES.users, key: 'users', match: (p: string) => p.startsWith(ADMIN_ROUTES.users) },
  { href: ADMIN_ROUTES.deposits, key: 'deposits', match: (p: string) => p.startsWith(ADMIN_ROUTES.deposits) },
  { href: ADMIN_ROUTES.kyc, key: 'kyc', match: (p: string) => p.startsWith(ADMIN_ROUTES.kyc) },
  { href: ADMIN_ROUTES.leads, key: 'leads', match: (p: string) => p.startsWith(ADMIN_ROUTES.leads) },
  { href: ADMIN_ROUTES.reference, key: 'reference', match: (p: string) => p.startsWith(ADMIN_ROUTES.reference) },
  { href: ADMIN_ROUTES.audit, key: 'audit', match: (p: string) => p.startsWith(ADMIN_ROUTES.audit) },
  { href: ADMIN_ROUTES.invoices, key: 'invoices', match: (p: string) => p.startsWith(ADMIN_ROUTES.invoices) },
  { href: ADMIN_ROUTES.settlements, key: 'settlements', match: (p: string) => p.startsWith(ADMIN_ROUTES.settlements) },
  { href: ADMIN_ROUTES.deliveries, key: 'deliveries', match: (p: string) => p.startsWith(ADMIN_ROUTES.deliveries) },
] as const;

/**
 * Inside the signed-in layout: the console's section tabs, then the page. Anyone without the
 * admin or auction-admin flag gets the not-found screen, as if the console did not exist.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const [path] = useLocation();
  if (!canUseAdmin(user)) return <NotFoundPage />;
  return (
    <div className="admin">
      <nav className="admin-nav" aria-label={t('admin.nav.label')}>
        <div className="admin-nav__inner container">
          {SECTIONS.map((s) => (
            <Link key={s.key} href={s.href} className="admin-nav__link" aria-current={s.match(path) ? 'page' : undefined}>
              {t(`admin.nav.${s.key}`)}
            </Link>
          ))}
        </div>
      </nav>
      <div className="admin__body container">{children}</div>
    </div>
  );
}
