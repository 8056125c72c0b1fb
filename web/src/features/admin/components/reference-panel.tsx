import { AdminTable, Loadable, type ColumnHead } from './ui';
import type { AdminData } from '../queries';
import type { ReactNode } from 'react';

interface ReferencePanelProps<R> {
  list: AdminData<R[]>;
  label: string;
  columns: ColumnHead[];
  row: (r: R) => ReactNode;
  compact?: boolean;
  /** Above the table: the add form, a filter. */
  children?: ReactNode;
}

/** A setup tab: what is above the table, then the loading or failed state, or the table of rows. */
export function ReferencePanel<R>({ list, label, columns, row, compact, children }: ReferencePanelProps<R>) {
  return (
    <>
      {children}
      <Loadable loading={list.loading} error={list.error} onRetry={list.reload}>
        {list.data ? (
          <AdminTable label={label} columns={columns} compact={compact}>
            {list.data.map(row)}
          </AdminTable>
        ) : null}
      </Loadable>
    </>
  );
}
