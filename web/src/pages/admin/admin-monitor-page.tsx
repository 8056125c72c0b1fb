import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { MonitorBoard } from '../../features/admin/components/monitor-board';
import { ADMIN_ROUTES } from '../../features/admin/routes';
import { useDocumentTitle } from '../../lib/use-document-title';

export function AdminMonitorPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.monitor.pageTitle'));
  const id = Number(useParams<{ id: string }>().id);
  return (
    <section className="admin-page">
      <p className="admin-breadcrumb">
        <Link href={ADMIN_ROUTES.dashboard}>{t('admin.nav.auctions')}</Link>
      </p>
      <MonitorBoard key={id} auctionId={id} />
    </section>
  );
}
