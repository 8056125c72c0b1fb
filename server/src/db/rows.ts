import { getTableColumns, getTableName, sql, type SQL, type Table } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { Executor } from './client.js';

/** Raw SQL rows, whichever driver runs it (postgres.js returns an array, PGlite `{rows}`). */
export async function queryRows<T>(ex: Executor, query: SQL): Promise<T[]> {
  const result = (await ex.execute(query)) as unknown;
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/**
 * The outer row's id inside a correlated subquery. Drizzle leaves columns unqualified when the
 * outer select reads one table, and `(select … from assets x where x.auction_id = "id")` would
 * then compare with the subquery's own id: qualified, it names the outer table whatever the join.
 */
export const outerId = (table: Table) => sql`${sql.identifier(getTableName(table))}."id"`;

/**
 * `build` run once per handle: for drizzle prepared queries (`.prepare(name)`) on the hottest
 * paths, which the query builder would otherwise assemble again on every call (on lot reads that
 * cost more server CPU than Postgres spent answering). Values go in as placeholders.
 */
export function perHandle<Q>(build: (ex: Executor) => Q): (ex: Executor) => Q {
  const built = new WeakMap<Executor, Q>();
  return (ex) => {
    let query = built.get(ex);
    if (!query) built.set(ex, (query = build(ex)));
    return query;
  };
}

/** A select that can be paged (drizzle's `.limit().offset()`). */
interface Pageable<R> {
  limit(n: number): { offset(n: number): PromiseLike<R[]> };
}

/**
 * One page of `rows` and how many there are in all, read together. `count` selects `{ n: count() }`
 * from the same tables with the same where.
 */
export async function readPage<R>(rows: Pageable<R>, count: PromiseLike<{ n: number }[]>, page: { limit: number; offset: number }) {
  const [list, [total]] = await Promise.all([rows.limit(page.limit).offset(page.offset), count]);
  return { rows: list, total: total?.n ?? 0 };
}

/** Ids as one int[] parameter in its text form: one statement text for any number of them. */
export const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

/** A select that can take row locks (drizzle's `.for`). */
interface Lockable<R> extends PromiseLike<R[]> {
  for(strength: 'update', config: { of: Table }): PromiseLike<R[]>;
}

/** The first row of a select, row-locked (`for update of` the table) when `lock`. */
export async function firstRow<R>(query: Lockable<R>, lock: boolean, of: Table): Promise<R | undefined> {
  const [row] = await (lock ? query.for('update', { of }) : query);
  return row;
}

/**
 * The `set` of an upsert that takes the proposed row: `excluded.<column>` for each named column,
 * and `updated_at` now.
 */
export function takeProposed<T extends Table>(table: T, keys: readonly (keyof T['_']['columns'] & string)[]) {
  const columns = getTableColumns(table);
  const set: Record<string, SQL> = { updatedAt: sql`now()` };
  for (const key of keys) {
    // The database client's casing is snake_case: a column named by its key is that key in snake_case.
    const column = columns[key]!;
    set[key] = sql`excluded.${sql.identifier(column.keyAsName ? toSnakeCase(column.name) : column.name)}`;
  }
  return set;
}
