import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import { isAbortError } from '../../lib/api-client';
import { errorMessage } from './api/http';

export interface AdminData<T> {
  data: T | undefined;
  loading: boolean;
  /** The server's message when the load failed. */
  error: string | null;
  /** Loads again (after a change), keeping the current data on screen meanwhile. */
  reload: () => void;
}

/** Loads on mount and when `deps` change; the previous request is aborted. */
export function useAdminData<T>(load: (signal: AbortSignal) => Promise<T>, deps: DependencyList): AdminData<T> {
  const [state, setState] = useState<{ data: T | undefined; loading: boolean; error: string | null }>({ data: undefined, loading: true, error: null });
  const [version, setVersion] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    loadRef.current(controller.signal).then(
      (data) => setState({ data, loading: false, error: null }),
      (error: unknown) => {
        if (isAbortError(error)) return;
        setState((s) => ({ data: s.data, loading: false, error: errorMessage(error, 'Request failed') }));
      },
    );
    return () => controller.abort();
    // The caller lists what `load` depends on, as with useEffect.
  }, [...deps, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { ...state, reload };
}
