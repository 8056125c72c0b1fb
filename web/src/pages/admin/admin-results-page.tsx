import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../components/ui/pager';
import { listResults, resultsCsvUrl, type ResultAction } from '../../features/admin/api/results';
import { LOT_RESULTS, type ResultRow } from '../../features/admin/api/types';
import { ResultDecision } from '../../features/admin/components/result-decision';
import { ResultsTable } from '../../features/admin/components/results-table';
import { Loadable, SelectField } from '../../features/admin/components/ui';
import { useAdminData } from '../../features/admin/use-admin-data';
import { useQueryParams } from '../../features/admin/use-query-params';
import { useReferenceLists } from '../../features/admin/use-reference-lists';
import { useDocumentTitle } from '../../lib/use-document-title';

type ResultFilterValue = (typeof LOT_RESULTS)[number];

export function AdminResultsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.results.title'));
  const qp = useQueryParams();
  const lists = useReferenceLists();
  const result = qp.get('result');
  const filter = {
    auction_id: qp.get('auction_id'),
    financier_id: qp.get('financier_id'),
    state_id: qp.get('state_id'),
    result: (LOT_RESULTS as readonly string[]).includes(result ?? '') ? (result as ResultFilterValue) : undefined,
  };
  const list = useAdminData((signal) => listResults({ ...filter, page_no: qp.page }, signal), [JSON.stringify(filter), qp.page]);
  const [deciding, setDeciding] = useState<{ row: ResultRow; action: ResultAction } | null>(null);
  const [auctionInput, setAuctionInput] = useState(filter.auction_id ?? '');
  const opts = (rows: { id: number; name: string }[]) => rows.map((r) => ({ value: String(r.id), label: r.name }));

  return (
    <section className="admin-page">
      <header className="admin-page__head">
        <h1 className="page-title">{t('admin.results.title')}</h1>
        <a className="button button--outline" href={resultsCsvUrl(filter)} download>
          {t('admin.common.exportCsv')}
        </a>
      </header>
      <form
        className="admin-filters"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          qp.set({ auction_id: auctionInput.replace(/\D/g, '') });
        }}
      >
        <div className="field">
          <label htmlFor="rf-auction" className="field__label">
            {t('admin.results.auctionId')}
          </label>
          <input id="rf-auction" className="field__input" inputMode="numeric" value={auctionInput} onChange={(e) => setAuctionInput(e.target.value)} />
        </div>
        <SelectField id="rf-result" label={t('admin.results.result')} value={filter.result ?? ''} onChange={(v) => qp.set({ result: v })} options={LOT_RESULTS.map((r) => ({ value: r, label: t(`admin.result.${r}`) }))} empty={t('admin.common.all')} />
        <SelectField id="rf-fin" label={t('admin.fields.financier')} value={filter.financier_id ?? ''} onChange={(v) => qp.set({ financier_id: v })} options={opts(lists.financiers)} empty={t('admin.common.all')} />
        <SelectField id="rf-state" label={t('admin.fields.state')} value={filter.state_id ?? ''} onChange={(v) => qp.set({ state_id: v })} options={opts(lists.states)} empty={t('admin.common.all')} />
        <button type="submit" className="button button--outline admin-filters__go">
          {t('admin.common.search')}
        </button>
      </form>
      <Loadable loading={list.loading} error={list.error} onRetry={list.reload}>
        {list.data ? (
          <>
            <ResultsTable rows={list.data.rows} oneAuction={filter.auction_id !== undefined} onAction={(row, action) => setDeciding({ row, action })} />
            <Pager page={list.data.page_no} totalPages={list.data.total_pages} hrefFor={(p) => qp.hrefFor({ page: p })} />
          </>
        ) : null}
      </Loadable>
      {deciding ? (
        <ResultDecision
          row={deciding.row}
          action={deciding.action}
          onClose={() => setDeciding(null)}
          onDone={() => {
            setDeciding(null);
            list.reload();
          }}
        />
      ) : null}
    </section>
  );
}
