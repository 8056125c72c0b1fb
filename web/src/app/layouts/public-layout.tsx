import { Footer } from './footer';
import { PublicHeader } from './public-header';
import { SkipLink } from './skip-link';
import type { ReactNode } from 'react';

export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout">
      <SkipLink />
      <PublicHeader />
      <main id="main" className="layout__main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
