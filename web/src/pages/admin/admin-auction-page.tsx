import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { getAuction, withdrawLot } from '../../features/admin/api/auctions';
import { errorMessage } from '../../features/admin/api/http';
import { AuctionForm } from '../../features/admin/components/auction-form';
import { STATUS_TONE } from '../../features/admin/components/auctions-table';
import { CancelAuctionDialog } from '../../features/admin/components/cancel-auction';
import { ImportPanel } from '../../features/admin/components/import-panel';
import { LotForm } from '../../features/admin/components/lot-form';
import { LotPhotos } from '../../features/admin/components/lot-photos';
import { LotsTable } from '../../features/admin/components/lots-table';
import { AdminRecordPage } from '../../features/admin/components/record-page';
import { ConfirmDialog, Pill, When } from '../../features/admin/components/ui';
import { useAdminQuery, useAdminRefresh } from '../../features/admin/queries';
import { ADMIN_ROUTES, adminMonitorUrl, adminResultsUrl } from '../../features/admin/routes';
import { useReferenceLists } from '../../features/admin/use-reference-lists';
import { queryKeys } from '../../lib/query';
import { toast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import type { Lot } from '../../features/admin/api/types';

export function AdminAuctionPage() {
  const { t } = useTranslation();
  const id = Number(useParams<{ id: string }>().id);
  const auction = useAdminQuery(queryKeys.admin.auction(id), (signal) => getAuction(id, signal));
  const refresh = useAdminRefresh();
  const lists = useReferenceLists();
  const [editingAuction, setEditingAuction] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [lotForm, setLotForm] = useState<Lot | 'new' | null>(null);
  const [photos, setPhotos] = useState<Lot | null>(null);
  const [withdrawing, setWithdrawing] = useState<Lot | null>(null);
  const a = auction.data;
  useDocumentTitle(a ? a.title : t('admin.auctions.title'));
  const open = a && (a.status === 'upcoming' || a.status === 'live');

  return (
    <AdminRecordPage
      back={{ href: ADMIN_ROUTES.dashboard, label: t('admin.nav.auctions') }}
      record={auction}
      title={(a) => a.title}
      meta={(a) => (
        <>
          <p className="admin-page__meta">
            <Pill tone={STATUS_TONE[a.status]}>{t(`admin.status.${a.status}`)}</Pill> {a.financier.name} · {a.state.name} · {a.segment.name}{' '}
            · #{a.id}
            {a.external_ref ? ` · ${a.external_ref}` : ''}
          </p>
          <p className="admin-page__meta muted">
            <When iso={a.starts_at} /> → <When iso={a.last_ends_at} /> ·{' '}
            {t('admin.auctionForm.softCloseSummary', {
              soft: a.soft_close_seconds,
              ext: a.extension_seconds,
              hard: a.hard_end_seconds,
            })}{' '}
            · {t('admin.auctionForm.staggerSummary', { gap: a.close_gap_seconds })}
          </p>
        </>
      )}
      actions={(a) => (
        <>
          {a.status === 'live' ? (
            <Link href={adminMonitorUrl(a.id)} className="button button--primary">
              {t('admin.auctions.monitor')}
            </Link>
          ) : null}
          {a.status === 'ended' ? (
            <Link href={adminResultsUrl(a.id)} className="button button--primary">
              {t('admin.nav.results')}
            </Link>
          ) : null}
          {open ? (
            <>
              <button type="button" className="button button--outline" onClick={() => setEditingAuction(true)}>
                {t('admin.common.edit')}
              </button>
              <button type="button" className="button button--outline" onClick={() => setCancelling(true)}>
                {t('admin.auctions.cancel')}
              </button>
            </>
          ) : null}
        </>
      )}
    >
      {(a) => (
        <>
          <div className="admin-stack">
            <section className="admin-card" aria-labelledby="admin-lots-title">
              <div className="admin-card__head">
                <h2 id="admin-lots-title" className="section-title">
                  {t('admin.lots.titleCount', { count: a.lots.length })}
                </h2>
                {open ? (
                  <button type="button" className="button button--primary button--small" onClick={() => setLotForm('new')}>
                    {t('admin.lots.add')}
                  </button>
                ) : null}
              </div>
              <LotsTable lots={a.lots} onEdit={setLotForm} onPhotos={setPhotos} onWithdraw={setWithdrawing} />
            </section>

            {/* An empty auction's first job is the import: it is shown first, without remounting. */}
            {open ? <ImportPanel auctionId={a.id} onImported={refresh} first={a.lots.length === 0} /> : null}
          </div>

          {editingAuction ? (
            <AuctionForm
              auction={a}
              lists={lists}
              onClose={() => setEditingAuction(false)}
              onSaved={() => {
                setEditingAuction(false);
                refresh();
              }}
            />
          ) : null}
          <CancelAuctionDialog
            auction={cancelling ? a : null}
            onClose={() => setCancelling(false)}
            onDone={() => {
              setCancelling(false);
              refresh();
            }}
          />
          {lotForm ? (
            <LotForm
              auctionId={a.id}
              lot={lotForm === 'new' ? null : lotForm}
              onClose={() => setLotForm(null)}
              onSaved={() => {
                setLotForm(null);
                refresh();
              }}
            />
          ) : null}
          {photos ? <LotPhotos lot={photos} onClose={() => setPhotos(null)} onChanged={refresh} /> : null}
          <ConfirmDialog
            open={withdrawing !== null}
            title={t('admin.lots.withdrawTitle', { lot: withdrawing?.lot_no ?? '' })}
            message={t('admin.lots.withdrawMessage')}
            confirmLabel={t('admin.lots.withdraw')}
            reasonLabel={t('admin.common.reason')}
            onClose={() => setWithdrawing(null)}
            onConfirm={async (reason) => {
              if (!withdrawing) return;
              try {
                const { msg } = await withdrawLot(withdrawing.id, reason);
                toast.success(msg || t('admin.common.saved'));
                setWithdrawing(null);
                refresh();
              } catch (err) {
                toast.error(errorMessage(err, t('common.somethingWentWrong')));
              }
            }}
          />
        </>
      )}
    </AdminRecordPage>
  );
}
