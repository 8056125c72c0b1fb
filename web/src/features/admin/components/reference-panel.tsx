import type { ReactNode } from 'react';
import type { AdminData } from '../queries';
import { Loadable, TableWrap } from './ui';

/** A column head; `num` right-aligns a column of figures. An empty label heads an actions column. */
export type Column = string | { label: string; num?: boolean };

/** A reference table (financiers, plans, states, contacts, costs): its heads and the rows given. */
export function ReferenceTable({ label, columns, compact = false, children }: { label: string; columns: Column[]; compact?: boolean; children: ReactNode }) {
  return (
    <TableWrap label={label}>
      <table className={compact ? 'admin-table admin-table--compact' : 'admin-table'}>
        <thead>
          <tr>
            {columns.map((c, i) => {
              const { label: text, num } = typeof c === 'string' ? { label: c, num: false } : c;
              return (
                // Fixed columns: the position is the identity.
                <th key={i} scope="col" className={num ? 'num' : undefined}>
                  {text || null}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableWrap>
  );
}

interface ReferencePanelProps<R> {
  list: AdminData<R[]>;
  label: string;
  columns: Column[];
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
          <ReferenceTable label={label} columns={columns} compact={compact}>
            {list.data.map(row)}
          </ReferenceTable>
        ) : null}
      </Loadable>
    </>
  );
}
