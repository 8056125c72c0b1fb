import { getTableName, sql, type SQL, type Table } from 'drizzle-orm';
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
