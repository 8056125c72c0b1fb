import { useStore } from 'jotai';
import { useEffect } from 'react';
import { checkSession } from '../api/login-check';

/** Runs the start-up login check once (spec §4). Renders nothing. */
export function SessionBootstrap() {
  const store = useStore();
  useEffect(() => {
    const controller = new AbortController();
    void checkSession(store, { signal: controller.signal }, { transition: true });
    return () => controller.abort();
  }, [store]);
  return null;
}
