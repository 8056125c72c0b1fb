import type { ReactNode } from 'react';
import { Pager } from '../../../components/ui/pager';
import type { Paged } from '../api/types';
import type { AdminData } from '../use-admin-data';
import { Loadable, TableWrap } from './ui';

interface PagedTableProps<R> {
  list: AdminData<Paged<R>>;
  /** The table's accessible name. */
  label: string;
  /** Shown instead of the table when the page has no rows. */
  empty: string;
  head: string[];
  row: (r: R) => ReactNode;
  hrefFor: (page: number) => string;
  compact?: boolean;
}

/** A console list: loading and error states, an empty message, the table and its pager. */
export function PagedTable<R>({ list, label, empty, head, row, hrefFor, compact = false }: PagedTableProps<R>) {
  return (
    <Loadable loading={list.loading} error={list.error} onRetry={list.reload}>
      {list.data ? (
        list.data.rows.length === 0 ? (
          <p className="admin-empty">{empty}</p>
        ) : (
          <>
            <TableWrap label={label}>
              <table className={compact ? 'admin-table admin-table--compact' : 'admin-table'}>
                <thead>
                  <tr>
                    {head.map((h, i) => (
                      // Fixed columns: the position is the identity.
                      <th key={i} scope="col">
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>{list.data.rows.map(row)}</tbody>
              </table>
            </TableWrap>
            <Pager page={list.data.page_no} totalPages={list.data.total_pages} hrefFor={hrefFor} />
          </>
        )
      ) : null}
    </Loadable>
  );
}
