import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listResults, resultsCsvUrl, type ResultAction } from '../../features/admin/api/results';
import { LOT_RESULTS, type ResultRow } from '../../features/admin/api/types';
import { AdminListPage, usePagedList } from '../../features/admin/components/paged-table';
import { ResultDecision } from '../../features/admin/components/result-decision';
import { ResultsTable } from '../../features/admin/components/results-table';
import { useAdminRefresh } from '../../features/admin/queries';
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
  const list = usePagedList('results', { ...filter, page_no: qp.page }, (signal) => listResults({ ...filter, page_no: qp.page }, signal));
  const refresh = useAdminRefresh();
  const [deciding, setDeciding] = useState<{ row: ResultRow; action: ResultAction } | null>(null);
  const opts = (rows: { id: number; name: string }[]) => rows.map((r) => ({ value: String(r.id), label: r.name }));
  const all = t('admin.common.all');

  return (
    <AdminListPage
      title={t('admin.results.title')}
      list={list}
      csvUrl={resultsCsvUrl(filter)}
      idPrefix="rf"
      filters={[
        {
          kind: 'text',
          name: 'auction_id',
          label: t('admin.results.auctionId'),
          inputMode: 'numeric',
          normalize: (v) => v.replace(/\D/g, ''),
        },
        {
          kind: 'select',
          name: 'result',
          label: t('admin.results.result'),
          options: LOT_RESULTS.map((r) => ({ value: r, label: t(`admin.result.${r}`) })),
          all,
        },
        { kind: 'select', name: 'financier_id', label: t('admin.fields.financier'), options: opts(lists.financiers), all },
        { kind: 'select', name: 'state_id', label: t('admin.fields.state'), options: opts(lists.states), all },
      ]}
      table={(page) => (
        <ResultsTable
          rows={page.rows}
          oneAuction={filter.auction_id !== undefined}
          onAction={(row, action) => setDeciding({ row, action })}
        />
      )}
    >
      {deciding ? (
        <ResultDecision
          row={deciding.row}
          action={deciding.action}
          onClose={() => setDeciding(null)}
          onDone={() => {
            setDeciding(null);
            refresh();
          }}
        />
      ) : null}
    </AdminListPage>
  );
}
