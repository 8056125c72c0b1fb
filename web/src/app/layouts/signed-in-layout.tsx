import { ProtectedRoute } from '../protected-route';
import { AuthHeader } from './auth-header';
import { Footer } from './footer';
import { NoticeBar } from './notice-bar';
import { SkipLink } from './skip-link';
import type { ReactNode } from 'react';

/** Guarded pages: authenticated header, the yellow notice bar, then the page (spec §2). */
export function SignedInLayout({ children }: { children: ReactNode }) {
  return (
    <ProtectedRoute>
      <div className="layout">
        <SkipLink />
        <AuthHeader />
        <NoticeBar />
        <main id="main" className="layout__main" tabIndex={-1}>
          {children}
        </main>
        <Footer />
      </div>
    </ProtectedRoute>
  );
}
