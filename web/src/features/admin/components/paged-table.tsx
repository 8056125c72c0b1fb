import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/ui/pager';
import { TextField } from '../../../components/ui/text-field';
import { queryKeys } from '../../../lib/query';
import { useAdminQuery, type AdminData } from '../queries';
import { useQueryParams } from '../use-query-params';
import { AdminTable, Loadable, SelectField, type ColumnHead } from './ui';
import type { Paged } from '../api/types';

type Option = { value: string; label: string };

/** A column of a console list: its head and what each row shows in it. */
export interface Column<R> {
  head: ColumnHead;
  cell: (r: R) => ReactNode;
  className?: string;
}

/** One filter of a console list; its value lives in the query string under `name`. */
export type FilterField =
  | {
      kind: 'text';
      name: string;
      label: string;
      placeholder?: string;
      search?: boolean;
      inputMode?: 'numeric' | 'tel';
      normalize?: (value: string) => string;
    }
  | { kind: 'date'; name: string; label: string }
  /** Applies at once; `all` labels the "no filter" choice (none: a value is always picked). */
  | { kind: 'select'; name: string; label: string; options: Option[]; all?: string };

/**
 * The filters of a console list. Choices apply at once; typed fields (search, dates) apply with
 * the Search button, so the list is not reloaded at every key stroke.
 */
export function AdminFilters({ idPrefix, fields }: { idPrefix: string; fields: FilterField[] }) {
  const { t } = useTranslation();
  const qp = useQueryParams();
  const typed = fields.filter((f) => f.kind !== 'select');
  const [form, setForm] = useState<Record<string, string>>(() => Object.fromEntries(typed.map((f) => [f.name, qp.get(f.name) ?? ''])));
  const controls = fields.map((f) => {
    const id = `${idPrefix}-${f.name}`;
    if (f.kind === 'select') {
      return (
        <SelectField
          key={f.name}
          id={id}
          label={f.label}
          value={qp.get(f.name) ?? ''}
          onChange={(v) => qp.set({ [f.name]: v })}
          options={f.options}
          empty={f.all}
        />
      );
    }
    return (
      <TextField
        key={f.name}
        id={id}
        label={f.label}
        type={f.kind === 'date' ? 'date' : f.search ? 'search' : 'text'}
        inputMode={f.kind === 'text' ? f.inputMode : undefined}
        placeholder={f.kind === 'text' ? f.placeholder : undefined}
        value={form[f.name] ?? ''}
        onChange={(e) => setForm((s) => ({ ...s, [f.name]: e.target.value }))}
      />
    );
  });
  if (typed.length === 0) {
    return (
      <div className="admin-filters" role="search">
        {controls}
      </div>
    );
  }
  return (
    <form
      className="admin-filters"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        qp.set(
          Object.fromEntries(
            typed.map((f) => [f.name, f.kind === 'text' && f.normalize ? f.normalize(form[f.name] ?? '') : (form[f.name] ?? '').trim()]),
          ),
        );
      }}
    >
      {controls}
      <button type="submit" className="button button--outline admin-filters__go">
        {t('admin.common.search')}
      </button>
    </form>
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any row type: `row` takes the list's own
type AnyPaged = Paged<any>;

interface PagedTableProps<P extends AnyPaged> {
  list: AdminData<P>;
  /** The table's accessible name. */
  label: string;
  /** Shown instead of the table when the page has no rows (omit to show an empty table). */
  empty?: string;
  /** A plain table: its columns (a head and a cell each, `key` naming each row)… */
  columns?: Column<P['rows'][number]>[];
  rowKey?: (r: P['rows'][number]) => string | number;
  /** …or its heads and whole rows (for rows that need attributes of their own)… */
  head?: string[];
  row?: (r: P['rows'][number]) => ReactNode;
  /** …or a table of the caller's own, given the page's data. */
  table?: (page: P) => ReactNode;
  compact?: boolean;
}

/** A console list: loading and error states, an empty message, the table and its pager. */
export function PagedTable<P extends AnyPaged>({
  list,
  label,
  empty,
  columns,
  rowKey,
  head = [],
  row,
  table,
  compact = false,
}: PagedTableProps<P>) {
  const qp = useQueryParams();
  const data = list.data;
  return (
    <Loadable loading={list.loading} error={list.error} onRetry={list.reload}>
      {data ? (
        data.rows.length === 0 && empty ? (
          <p className="admin-empty">{empty}</p>
        ) : (
          <>
            {table ? (
              table(data)
            ) : (
              <AdminTable label={label} compact={compact} columns={columns ? columns.map((c) => c.head) : head}>
                {columns
                  ? data.rows.map((r, i) => (
                      <tr key={rowKey ? rowKey(r) : i}>
                        {columns.map((c, j) => (
                          // Fixed columns: the position is the identity.
                          <td key={j} className={c.className}>
                            {c.cell(r)}
                          </td>
                        ))}
                      </tr>
                    ))
                  : row
                    ? data.rows.map(row)
                    : null}
              </AdminTable>
            )}
            <Pager page={data.page_no} totalPages={data.total_pages} hrefFor={(p) => qp.hrefFor({ page: p })} />
          </>
        )
      ) : null}
    </Loadable>
  );
}

/**
 * A console list read through the cache: `resource` names its key family; the page's filter and
 * the query string's page number choose the page `load` fetches.
 */
export function usePagedList<F extends object, P>(
  resource: string,
  filter: F,
  load: (filter: F & { page_no: number }, signal: AbortSignal) => Promise<P>,
): AdminData<P> {
  const { page } = useQueryParams();
  const paged = { ...filter, page_no: page };
  return useAdminQuery(queryKeys.admin.list(resource, paged), (signal) => load(paged, signal));
}

/** Where a list page's rows come from: the API's list and, when it has one, its CSV export. */
export interface ListSource<F extends object, P> {
  /** The cache's key family. */
  resource: string;
  /** The filter the page read from the query string (the page number is added). */
  filter: F;
  load: (filter: F & { page_no: number }, signal: AbortSignal) => Promise<P>;
  /** The same rows, every page, as a CSV file (the Export button). */
  csvUrl?: (filter: F) => string;
}

interface AdminListPageProps<F extends object, P extends AnyPaged> extends Omit<PagedTableProps<P>, 'list' | 'label'> {
  title: string;
  source: ListSource<F, P>;
  /** Under the heading: what the list shows. */
  intro?: ReactNode;
  idPrefix: string;
  filters: FilterField[];
  /** More buttons beside the heading. */
  actions?: ReactNode;
  /** Above the table, under the filters (tabs, counts), given the page once it is loaded. */
  above?: (page: P | undefined) => ReactNode;
  /** Dialogs opened from the rows. */
  children?: ReactNode;
}

/** A whole console list page: heading and export, filters, the paged table, and its dialogs. */
export function AdminListPage<F extends object, P extends AnyPaged>({
  title,
  source,
  intro,
  idPrefix,
  filters,
  actions,
  above,
  children,
  ...table
}: AdminListPageProps<F, P>) {
  const { t } = useTranslation();
  const list = usePagedList(source.resource, source.filter, source.load);
  const csvUrl = source.csvUrl?.(source.filter);
  return (
    <section className="admin-page">
      <header className="admin-page__head">
        <h1 className="page-title">{title}</h1>
        {csvUrl ? (
          <a className="button button--outline" href={csvUrl} download>
            {t('admin.common.exportCsv')}
          </a>
        ) : null}
        {actions}
      </header>
      {intro ? <p className="muted">{intro}</p> : null}
      {above?.(list.data)}
      <AdminFilters idPrefix={idPrefix} fields={filters} />
      <PagedTable label={title} list={list} {...table} />
      {children}
    </section>
  );
}
