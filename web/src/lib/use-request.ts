import { useEffect, useState, type DependencyList } from 'react';
import { isAbortError } from './api-client';

export interface RequestState<T> {
  data: T | undefined;
  loading: boolean;
}

/**
 * Runs `load` on mount and when `deps` change, aborting the previous run. Failures are logged
 * and leave `data` undefined (spec §7: most calls log failures and return nothing).
 */
export function useRequest<T>(load: (signal: AbortSignal) => Promise<T | undefined>, deps: DependencyList): RequestState<T> {
  const [state, setState] = useState<RequestState<T>>({ data: undefined, loading: true });
  useEffect(() => {
    const controller = new AbortController();
    setState((current) => ({ data: current.data, loading: true }));
    load(controller.signal)
      .then((data) => setState({ data, loading: false }))
      .catch((error: unknown) => {
        if (isAbortError(error)) return;
        console.error('request failed', error);
        setState({ data: undefined, loading: false });
      });
    return () => controller.abort();
    // The caller lists what `load` depends on, as with useEffect.
  }, deps);
  return state;
}
