import { keepPreviousData, QueryCache, QueryClient, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { isAbortError } from './api-client';

/** A refusal the client caused (4xx): asking again gives the same answer, so it is not retried. */
export function isClientError(error: unknown): boolean {
  const status = typeof error === 'object' && error !== null && 'status' in error ? (error as { status: unknown }).status : undefined;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/** Reads are retried up to three times, with back-off, when the network or the server failed. */
export const MAX_READ_RETRIES = 3;

export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_READ_RETRIES && !isClientError(error) && !isAbortError(error);
}

/** 1 s, 2 s, 4 s … capped at 15 s: on a 2G/3G link a dropped request usually works a moment later. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 15_000);
}

/**
 * The app's one cache. Reads stay fresh for 30 s (a page visited again shows its data at once and
 * refreshes it in the background after that), are fetched again when the phone comes back online
 * or the tab comes back into view, and retried with back-off unless the server refused them (4xx).
 * Changes (mutations) are never retried: a second POST could do the change twice.
 */
export function createQueryClient({ prerender = false } = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (!isAbortError(error)) console.error('request failed', error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A prerendered page's cache is thrown away with the page: no collection timer, which
        // would keep the build's process alive for its five minutes.
        gcTime: prerender ? Infinity : 5 * 60_000,
        retry: shouldRetryRead,
        retryDelay,
        refetchOnReconnect: true,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}

let shared: QueryClient | undefined;

/**
 * The browser's one cache, also reached outside React (the realtime client writes lot events into
 * cached lists). The prerender makes a cache per page instead (see App).
 */
export function appQueryClient(): QueryClient {
  shared ??= createQueryClient();
  return shared;
}

/**
 * The cache's keys, one family per resource, so a change can invalidate exactly what it touched
 * (a family's first element invalidates all of it). Filters are part of the key: each page of a
 * list is cached on its own.
 */
export const queryKeys = {
  // Public pages
  auctionListings: () => ['auction-listings'] as const,
  saleFinanciers: () => ['sale-financiers'] as const,
  saleStates: () => ['sale-states'] as const,
  stateContacts: () => ['state-contacts'] as const,
  auctionCalendar: () => ['auction-calendar'] as const,
  plans: () => ['plans'] as const,
  showcase: (part: string, ...args: unknown[]) => ['showcase', part, ...args] as const,
  // Signed in
  lot: (assetId: number) => ['lot', assetId] as const,
  lotRecords: (assetId: number) => ['lot-records', assetId] as const,
  lotCosts: (assetId: number) => ['lot-costs', assetId] as const,
  room: (...args: unknown[]) => ['room', ...args] as const,
  myQuotes: (...args: unknown[]) => ['my-quotes', ...args] as const,
  deal: (...args: unknown[]) => ['deal', ...args] as const,
  invoices: (...args: unknown[]) => ['invoices', ...args] as const,
  identityDocuments: () => ['identity-documents'] as const,
  subscriptionHistory: () => ['subscription-history'] as const,
  rcLookups: () => ['rc-lookups'] as const,
  notificationPreferences: () => ['notification-preferences'] as const,
  priceMemory: (assetId: number, admin: boolean) => ['price-memory', assetId, admin] as const,
  kycStatus: (assetId: number, phone: string | undefined) => ['kyc-status', assetId, phone] as const,
  savedSearches: () => ['saved-searches'] as const,
  savedSearchOptions: () => ['saved-search-options'] as const,
  savedSearchMatches: (id: number) => ['saved-search-matches', id] as const,
  /** The dealer's page: `dealer('status')`, `dealer('agents')`, `dealer('dashboard', filter)`; `dealer()` is all of it. */
  dealer: (...parts: unknown[]) => ['dealer', ...parts] as const,
  /** The buyer's deposit account: their own (no auction) or as an auction's notice reads it; `depositAccount.all()` is every one. */
  depositAccount: Object.assign(
    (auctionId?: number) =>
      auctionId === undefined ? (['deposit-account', 'own'] as const) : (['deposit-account', 'auction', auctionId] as const),
    { all: () => ['deposit-account'] as const },
  ),
  // The console: every key starts with 'admin', one family per list
  admin: {
    all: () => ['admin'] as const,
    list: (resource: string, filter?: unknown) =>
      filter === undefined ? (['admin', resource] as const) : (['admin', resource, filter] as const),
    auction: (id: number) => ['admin', 'auction', id] as const,
    user: (id: number) => ['admin', 'user', id] as const,
    lotReport: (id: number) => ['admin', 'lot-report', id] as const,
    reference: (
      what: 'financiers' | 'states' | 'segments' | 'plans' | 'state-heads' | 'costs' | 'financier-settings',
      ...args: unknown[]
    ) => ['admin', 'reference', what, ...args] as const,
  },
};

export interface QueryState<T> {
  data: T | undefined;
  /** True while there is nothing (new) to show yet: the first load, or a load for other filters. */
  loading: boolean;
  /** What went wrong when the last load failed (after its retries). */
  error: unknown;
  /** Loads again now, keeping the current data on screen meanwhile. */
  reload: () => void;
}

interface ApiQueryOptions<T> {
  enabled?: boolean;
  staleTime?: number;
  /** Reads again every so many ms while this answers a number (from the data shown now). */
  refetchInterval?: (data: T | undefined) => number | false;
  /**
   * The answer is drawn in a render React can interrupt (useDeferredValue): a list of rows that
   * arrives while the page is starting does not hold the main thread for its whole render (the
   * cache's updates are otherwise rendered at once, uninterrupted). Until the first answer is drawn
   * `loading` stays true; a later answer replaces the one on screen when its render is done.
   */
  deferred?: boolean;
}

/**
 * A cached read. `load` gets the query's abort signal; an API call that answers "nothing" resolves
 * undefined, which is cached as "no data" (the cache itself refuses undefined). While the key
 * changes (another page, other filters) the previous data stays on screen.
 */
export function useApiQuery<T>(
  key: QueryKey,
  load: (signal: AbortSignal) => Promise<T | undefined>,
  options: ApiQueryOptions<T> = {},
): QueryState<T> {
  const { refetchInterval, deferred = false, ...rest } = options;
  const query = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => (await load(signal)) ?? null,
    placeholderData: keepPreviousData,
    ...rest,
    ...(refetchInterval
      ? { refetchInterval: (q: { state: { data: T | null | undefined } }) => refetchInterval(q.state.data ?? undefined) }
      : {}),
  });
  const current = query.data ?? undefined;
  const later = useDeferredValue(current);
  const data = deferred ? later : current;
  return {
    data,
    loading:
      (deferred && data === undefined && current !== undefined) ||
      (query.isPending ? query.fetchStatus !== 'idle' || options.enabled !== false : query.isPlaceholderData && query.isFetching),
    error: query.error,
    reload: () => void query.refetch(),
  };
}

interface OptimisticOptions<T, V> {
  /** The cached read the change shows in at once. */
  key: QueryKey;
  /** Sends the change; rejecting (or `accept` refusing its answer) puts the cache back. */
  send: (vars: V) => Promise<unknown>;
  /** The cached data as it will be once the change is done. */
  apply: (current: T, vars: V) => T;
  /** Whether the server's answer means the change was made (default: it resolved). */
  accept?: (answer: unknown) => boolean;
  /** The data as the server now has it, read from its answer: it replaces the cache (no read again). */
  result?: (answer: unknown) => T | undefined;
  onDone?: (vars: V, answer: unknown) => void;
  onFailed?: (vars: V, error: unknown) => void;
}

/** The change was refused by the server (its answer did not `accept`). */
export class RefusedChange extends Error {
  constructor(readonly answer: unknown) {
    super('refused');
  }
}

/**
 * A change the screen shows at once (a toggle, a star, a removed row): the cache is updated as the
 * change is asked for (before the request leaves), put back if it fails, and read again from the
 * server when it settles unless the answer carries the new data.
 */
export function useOptimisticChange<T, V>({ key, send, apply, accept = () => true, result, onDone, onFailed }: OptimisticOptions<T, V>) {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: async ({ vars }: { vars: V; previous: T | null | undefined }) => {
      const answer = await send(vars);
      if (!accept(answer)) throw new RefusedChange(answer);
      return answer;
    },
    onError: (error, { vars, previous }) => {
      client.setQueryData(key, previous);
      onFailed?.(vars, error);
    },
    onSuccess: (answer, { vars }) => {
      const now = result?.(answer);
      if (now !== undefined) client.setQueryData<T>(key, now);
      onDone?.(vars, answer);
    },
    onSettled: (answer) => (result?.(answer) === undefined ? client.invalidateQueries({ queryKey: key }) : undefined),
  });
  const mutate = (vars: V) => {
    // A read in flight would land on top of the change: drop it (the change is read back after).
    void client.cancelQueries({ queryKey: key });
    const previous = client.getQueryData<T | null>(key);
    if (previous !== undefined && previous !== null) client.setQueryData<T>(key, apply(previous, vars));
    mutation.mutate({ vars, previous });
  };
  return { mutate, isPending: mutation.isPending, variables: mutation.variables?.vars };
}
