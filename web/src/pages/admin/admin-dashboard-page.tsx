import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Pager } from '../../components/ui/pager';
import { listAuctions } from '../../features/admin/api/auctions';
import { AUCTION_STATUSES, type Auction, type AuctionStatus } from '../../features/admin/api/types';
import { AuctionForm } from '../../features/admin/components/auction-form';
import { AuctionsTable } from '../../features/admin/components/auctions-table';
import { CancelAuctionDialog } from '../../features/admin/components/cancel-auction';
import { Loadable, SelectField } from '../../features/admin/components/ui';
import { adminAuctionUrl } from '../../features/admin/routes';
import { useAdminData } from '../../features/admin/use-admin-data';
import { useQueryParams } from '../../features/admin/use-query-params';
import { useReferenceLists } from '../../features/admin/use-reference-lists';
import { useDocumentTitle } from '../../lib/use-document-title';

const asStatus = (v: string | undefined): AuctionStatus | undefined => (AUCTION_STATUSES as readonly string[]).includes(v ?? '') ? (v as AuctionStatus) : undefined;

export function AdminDashboardPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.auctions.title'));
  const [, navigate] = useLocation();
  const qp = useQueryParams();
  const lists = useReferenceLists();
  const status = asStatus(qp.get('status'));
  const filter = { status, state_id: qp.get('state_id'), financier_id: qp.get('financier_id'), segment_id: qp.get('segment_id'), q: qp.get('q'), page_no: qp.page };
  const list = useAdminData((signal) => listAuctions(filter, signal), [JSON.stringify(filter)]);
  const [editing, setEditing] = useState<Auction | 'new' | null>(null);
  const [cancelling, setCancelling] = useState<Auction | null>(null);
  const [search, setSearch] = useState(filter.q ?? '');
  const counts = list.data?.counts;
  const opts = (rows: { id: number; name: string }[]) => rows.map((r) => ({ value: String(r.id), label: r.name }));

  return (
    <section className="admin-page">
      <header className="admin-page__head">
        <h1 className="page-title">{t('admin.auctions.title')}</h1>
        <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
          {t('admin.auctions.new')}
        </button>
      </header>

      <div className="admin-tabs" role="tablist" aria-label={t('admin.fields.status')}>
        {([undefined, ...AUCTION_STATUSES] as const).map((s) => (
          <button key={s ?? 'all'} type="button" role="tab" className="admin-tabs__tab" aria-selected={status === s} onClick={() => qp.set({ status: s })}>
            {t(`admin.status.${s ?? 'all'}`)}
            {counts ? <span className="admin-tabs__count">{counts[s ?? 'all']}</span> : null}
          </button>
        ))}
      </div>

      <form
        className="admin-filters"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          qp.set({ q: search.trim() });
        }}
      >
        <div className="field">
          <label htmlFor="af-q" className="field__label">
            {t('admin.common.search')}
          </label>
          <input id="af-q" className="field__input" type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder={t('admin.auctions.searchHint')} />
        </div>
        <SelectField id="af-fstate" label={t('admin.fields.state')} value={filter.state_id ?? ''} onChange={(v) => qp.set({ state_id: v })} options={opts(lists.states)} empty={t('admin.common.all')} />
        <SelectField id="af-ffin" label={t('admin.fields.financier')} value={filter.financier_id ?? ''} onChange={(v) => qp.set({ financier_id: v })} options={opts(lists.financiers)} empty={t('admin.common.all')} />
        <SelectField id="af-fseg" label={t('admin.fields.segment')} value={filter.segment_id ?? ''} onChange={(v) => qp.set({ segment_id: v })} options={opts(lists.segments)} empty={t('admin.common.all')} />
        <button type="submit" className="button button--outline admin-filters__go">
          {t('admin.common.search')}
        </button>
      </form>

      <Loadable loading={list.loading} error={list.error} onRetry={list.reload}>
        {list.data ? (
          <>
            <AuctionsTable rows={list.data.rows} onEdit={setEditing} onCancel={setCancelling} />
            <Pager page={list.data.page_no} totalPages={list.data.total_pages} hrefFor={(p) => qp.hrefFor({ page: p })} />
          </>
        ) : null}
      </Loadable>

      {editing ? (
        <AuctionForm
          auction={editing === 'new' ? null : editing}
          lists={lists}
          onClose={() => setEditing(null)}
          onSaved={(a) => {
            const created = editing === 'new';
            setEditing(null);
            if (created) navigate(adminAuctionUrl(a.id));
            else list.reload();
          }}
        />
      ) : null}
      <CancelAuctionDialog
        auction={cancelling}
        onClose={() => setCancelling(null)}
        onDone={() => {
          setCancelling(null);
          list.reload();
        }}
      />
    </section>
  );
}
