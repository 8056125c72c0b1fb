import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { getAdminLot, getLotReport } from '../../features/admin/api/lot-report';
import { ConditionReportForm } from '../../features/admin/components/condition-report-form';
import { Loadable } from '../../features/admin/components/ui';
import { useAdminQuery, useAdminRefresh } from '../../features/admin/queries';
import { adminAuctionUrl } from '../../features/admin/routes';
import { queryKeys } from '../../lib/query';
import { useDocumentTitle } from '../../lib/use-document-title';
import '../../styles/lot-condition.css';

/** An inspector's condition report for one lot (/admin/lot/:id/report). */
export function AdminLotReportPage() {
  const { t } = useTranslation();
  const id = Number(useParams<{ id: string }>().id);
  const data = useAdminQuery(queryKeys.admin.lotReport(id), async (signal) => {
    const [lot, report] = await Promise.all([getAdminLot(id, signal), getLotReport(id, signal)]);
    return { lot, report };
  });
  const refresh = useAdminRefresh();
  const lot = data.data?.lot;
  useDocumentTitle(t('admin.report.title'));

  return (
    <section className="admin-page">
      <header className="admin-page__head">
        <div>
          {lot ? (
            <Link href={adminAuctionUrl(lot.auction_id)} className="back-link">
              {t('admin.report.back')}
            </Link>
          ) : null}
          <h1 className="page-title">{t('admin.report.title')}</h1>
          {lot ? (
            <p className="muted">
              {t('lot.lotNo', { no: lot.lot_no })} · {lot.make} {lot.model} {lot.year} · {lot.registration_number}
            </p>
          ) : null}
        </div>
      </header>
      <Loadable loading={data.loading} error={data.error} onRetry={data.reload}>
        {data.data && lot ? (
          <>
            <p className="muted">{t('admin.report.intro', { count: data.data.report.points.length })}</p>
            <ConditionReportForm
              key={data.data.report.grade ?? 'new'}
              lotId={id}
              report={data.data.report}
              photos={lot.photos}
              onSaved={refresh}
            />
          </>
        ) : null}
      </Loadable>
    </section>
  );
}
