import { Redirect, useLocation, useSearch } from 'wouter';
import { Spinner } from '../components/ui/spinner';
import { sessionAtom } from '../features/session/atoms';
import { loginUrl } from '../lib/routes';
import { useAtomValue } from '../lib/use-atom';
import type { ReactNode } from 'react';

/**
 * Spec §2 guard: a spinner while the session loads; without a user, /login?next=<path and query>;
 * otherwise the page.
 */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { user, loading } = useAtomValue(sessionAtom);
  const [path] = useLocation();
  const search = useSearch();

  if (loading) return <Spinner fullPage />;
  if (!user) return <Redirect to={loginUrl(search ? `${path}?${search}` : path)} replace />;
  return <>{children}</>;
}
