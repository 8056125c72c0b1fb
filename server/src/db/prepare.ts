/**
 * Drizzle's postgres-js driver prepares only statements given a name (`.prepare('name')`); every
 * other query goes out unprepared, and postgres.js then asks the server for its parameter types
 * before it can bind the values: two round trips per statement, and a fresh parse and plan each
 * time. On the quote path that was a lane batch's first round trip; bench:bids over 100 lots
 * went from 1,462 to 1,738 quotes/s with the statements prepared.
 *
 * `preparing` wraps a postgres.js client (pool, transaction, savepoint or reserved connection) so
 * that each distinct statement text is prepared on each connection the first time it runs there,
 * then bound and executed in one round trip. Drizzle builds its statement texts from the query's
 * shape, with values as parameters, so the texts are few; a text first seen after
 * MAX_PREPARED_TEXTS distinct ones goes out unprepared, so a query built with changing literals
 * cannot grow each backend's statement cache without bound.
 */
export const MAX_PREPARED_TEXTS = 2_000;

interface PostgresClient {
  unsafe(query: string, params?: unknown[], options?: { prepare?: boolean }): unknown;
}

type Callback = (client: unknown) => unknown;

export function preparing<T extends object>(client: T, texts: Set<string> = new Set()): T {
  const wrapCallbacks =
    (run: (...args: unknown[]) => unknown) =>
    (...args: unknown[]) =>
      run(
        ...args.map((arg) => (typeof arg === 'function' ? (inner: unknown) => (arg as Callback)(preparing(inner as object, texts)) : arg)),
      );

  const remember = (query: string) => {
    if (texts.has(query)) return true;
    if (texts.size >= MAX_PREPARED_TEXTS) return false;
    texts.add(query);
    return true;
  };

  return new Proxy(client, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop);
      if (typeof value !== 'function') return value;
      if (prop === 'unsafe') {
        return (query: string, params?: unknown[], options: { prepare?: boolean } = {}) => {
          // Drizzle says `prepare: false` for every unnamed query; a named one stays prepared.
          const prepare = options.prepare === true || remember(query);
          return (target as unknown as PostgresClient).unsafe(query, params, { ...options, prepare });
        };
      }
      // A transaction's and a savepoint's statements run on a client handed to the callback.
      if (prop === 'begin' || prop === 'savepoint') return wrapCallbacks((value as (...args: unknown[]) => unknown).bind(target));
      return (value as (...args: unknown[]) => unknown).bind(target);
    },
  });
}
