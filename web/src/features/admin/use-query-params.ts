import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';

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

  const page = Math.max(1, Number(params.get('page')) || 1);
  return { get, set, hrefFor, page };
}
