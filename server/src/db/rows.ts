import type { SQL } from 'drizzle-orm';
import type { Executor } from './client.js';

/** Raw SQL rows, whichever driver runs it (postgres.js returns an array, PGlite `{rows}`). */
export async function queryRows<T>(ex: Executor, query: SQL): Promise<T[]> {
  const result = (await ex.execute(query)) as unknown;
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
