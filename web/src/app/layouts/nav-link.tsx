import { Link, useLocation } from 'wouter';
import type { ReactNode } from 'react';

export interface NavItem {
  href: string;
  label: string;
}

/** A header link that marks the current page (its path, ignoring the query) with aria-current. */
export function NavLink({ href, children, onClick }: { href: string; children: ReactNode; onClick?: () => void }) {
  const [path] = useLocation();
  const current = path === href.split('?')[0];
  return (
    <Link href={href} className="nav-link" aria-current={current ? 'page' : undefined} onClick={onClick}>
      {children}
    </Link>
  );
}
