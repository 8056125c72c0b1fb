import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { listAuctions } from '../../features/admin/api/auctions';
import { AUCTION_STATUSES, type Auction } from '../../features/admin/api/types';
import { AuctionForm } from '../../features/admin/components/auction-form';
import { AuctionsTable } from '../../features/admin/components/auctions-table';
import { CancelAuctionDialog } from '../../features/admin/components/cancel-auction';
import { AdminListPage } from '../../features/admin/components/paged-table';
import { useAdminRefresh } from '../../features/admin/queries';
import { adminAuctionUrl } from '../../features/admin/routes';
import { useQueryParams } from '../../features/admin/use-query-params';
import { optionsOf, useReferenceLists } from '../../features/admin/use-reference-lists';
import { useDocumentTitle } from '../../lib/use-document-title';

export function AdminDashboardPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.auctions.title'));
  const [, navigate] = useLocation();
  const qp = useQueryParams();
  const lists = useReferenceLists();
  const status = qp.oneOf('status', AUCTION_STATUSES);
  const filter = {
    status,
    state_id: qp.get('state_id'),
    financier_id: qp.get('financier_id'),
    segment_id: qp.get('segment_id'),
    q: qp.get('q'),
  };
  const refresh = useAdminRefresh();
  const [editing, setEditing] = useState<Auction | 'new' | null>(null);
  const [cancelling, setCancelling] = useState<Auction | null>(null);
  const all = t('admin.common.all');

  return (
    <AdminListPage
      title={t('admin.auctions.title')}
      source={{ resource: 'auctions', filter, load: listAuctions }}
      actions={
        <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
          {t('admin.auctions.new')}
        </button>
      }
      above={(page) => (
        <div className="admin-tabs" role="tablist" aria-label={t('admin.fields.status')}>
          {([undefined, ...AUCTION_STATUSES] as const).map((s) => (
            <button
              key={s ?? 'all'}
              type="button"
              role="tab"
              className="admin-tabs__tab"
              aria-selected={status === s}
              onClick={() => qp.set({ status: s })}
            >
              {t(`admin.status.${s ?? 'all'}`)}
              {page ? <span className="admin-tabs__count">{page.counts[s ?? 'all']}</span> : null}
            </button>
          ))}
        </div>
      )}
      idPrefix="af"
      filters={[
        { kind: 'text', name: 'q', label: t('admin.common.search'), search: true, placeholder: t('admin.auctions.searchHint') },
        { kind: 'select', name: 'state_id', label: t('admin.fields.state'), options: optionsOf(lists.states), all },
        { kind: 'select', name: 'financier_id', label: t('admin.fields.financier'), options: optionsOf(lists.financiers), all },
        { kind: 'select', name: 'segment_id', label: t('admin.fields.segment'), options: optionsOf(lists.segments), all },
      ]}
      table={(page) => <AuctionsTable rows={page.rows} onEdit={setEditing} onCancel={setCancelling} />}
    >
      {editing ? (
        <AuctionForm
          auction={editing === 'new' ? null : editing}
          lists={lists}
          onClose={() => setEditing(null)}
          onSaved={(a) => {
            const created = editing === 'new';
            setEditing(null);
            if (created) navigate(adminAuctionUrl(a.id));
            else refresh();
          }}
        />
      ) : null}
      <CancelAuctionDialog
        auction={cancelling}
        onClose={() => setCancelling(null)}
        onDone={() => {
          setCancelling(null);
          refresh();
        }}
      />
    </AdminListPage>
  );
}
