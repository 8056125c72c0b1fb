import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';

/** A yes/no filter's values in the query string. */
export const YES_NO = ['true', 'false'] as const;

/**
 * Filters and the page number live in the query string, so a reload, the back button and a
 * shared link show the same list. Setting a filter other than the page goes back to page 1.
 */
export function useQueryParams() {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);

  const get = useCallback((name: string): string | undefined => params.get(name) || undefined, [params]);

  const set = useCallback(
    (patch: Record<string, string | number | undefined>) => {
      const next = new URLSearchParams(search);
      for (const [k, v] of Object.entries(patch)) {
        if (v === undefined || v === '') next.delete(k);
        else next.set(k, String(v));
      }
      if (!('page' in patch)) next.delete('page');
      const q = next.toString();
      navigate(q ? `${path}?${q}` : path, { replace: true });
    },
    [search, path, navigate],
  );

  const hrefFor = useCallback(
    (patch: Record<string, string | number>) => {
      const next = new URLSearchParams(search);
      for (const [k, v] of Object.entries(patch)) next.set(k, String(v));
      return `${path}?${next.toString()}`;
    },
    [search, path],
  );

  /** The value when it is one of `values` (a status, a role), else undefined: a hand-edited URL shows the whole list. */
  const oneOf = useCallback(
    <T extends string>(name: string, values: readonly T[]): T | undefined => {
      const v = params.get(name);
      return (values as readonly (string | null)[]).includes(v) ? (v as T) : undefined;
    },
    [params],
  );

  const page = Math.max(1, Number(params.get('page')) || 1);
  return { get, oneOf, set, hrefFor, page };
}
