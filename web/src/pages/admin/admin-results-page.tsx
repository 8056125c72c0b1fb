import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listResults, resultsCsvUrl, type ResultAction } from '../../features/admin/api/results';
import { LOT_RESULTS, type ResultRow } from '../../features/admin/api/types';
import { AdminListPage } from '../../features/admin/components/paged-table';
import { ResultDecision } from '../../features/admin/components/result-decision';
import { ResultsTable } from '../../features/admin/components/results-table';
import { useAdminRefresh } from '../../features/admin/queries';
import { useQueryParams } from '../../features/admin/use-query-params';
import { optionsOf, useReferenceLists } from '../../features/admin/use-reference-lists';
import { useDocumentTitle } from '../../lib/use-document-title';

export function AdminResultsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.results.title'));
  const qp = useQueryParams();
  const lists = useReferenceLists();
  const filter = {
    auction_id: qp.get('auction_id'),
    financier_id: qp.get('financier_id'),
    state_id: qp.get('state_id'),
    result: qp.oneOf('result', LOT_RESULTS),
  };
  const refresh = useAdminRefresh();
  const [deciding, setDeciding] = useState<{ row: ResultRow; action: ResultAction } | null>(null);
  const all = t('admin.common.all');

  return (
    <AdminListPage
      title={t('admin.results.title')}
      source={{ resource: 'results', filter, load: listResults, csvUrl: resultsCsvUrl }}
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
        { kind: 'select', name: 'financier_id', label: t('admin.fields.financier'), options: optionsOf(lists.financiers), all },
        { kind: 'select', name: 'state_id', label: t('admin.fields.state'), options: optionsOf(lists.states), all },
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
