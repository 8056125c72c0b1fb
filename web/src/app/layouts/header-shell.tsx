import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { CloseIcon, MenuIcon } from '../../components/ui/icons';
import { Logo } from '../../components/ui/logo';
import { NavLink, type NavItem } from './nav-link';

interface HeaderShellProps {
  logoHref: string;
  items: NavItem[];
  /** Right-hand controls on wide screens (language, badge, login or logout). */
  actions: ReactNode;
  /** Controls shown next to the menu button on phones (the person popover). */
  mobileActions?: ReactNode;
  /** Extra rows at the bottom of the mobile menu; receives a function that closes it. */
  menuFooter: (close: () => void) => ReactNode;
}

/** Sticky header with a desktop nav and a phone menu that closes on navigation and Escape. */
export function HeaderShell({ logoHref, items, actions, mobileActions, menuFooter }: HeaderShellProps) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [path] = useLocation();
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  // Focus inside the menu would fall to the page's start as the menu hides: it goes back to the
  // menu button (and from there a dialog opened from the menu, such as the login modal, returns it).
  const close = () => {
    setMenuOpen(false);
    menuButton.current?.focus();
  };

  useEffect(() => setMenuOpen(false), [path]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="site-header">
      <div className="site-header__bar container">
        <Link href={logoHref} className="site-header__logo" aria-label={t('header.homeLink')}>
          <Logo />
        </Link>
        <nav className="site-header__nav" aria-label={t('header.mainNav')}>
          {items.map((item) => (
            <NavLink key={item.href} href={item.href}>
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="site-header__actions">{actions}</div>
        <div className="site-header__mobile-actions">
          {mobileActions}
          <button
            ref={menuButton}
            type="button"
            className="icon-button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? t('header.closeMenu') : t('header.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>
      <nav id={menuId} className="mobile-menu" hidden={!menuOpen} aria-label={t('header.mobileNav')}>
        {items.map((item) => (
          <NavLink key={item.href} href={item.href} onClick={close}>
            {item.label}
          </NavLink>
        ))}
        <div className="mobile-menu__footer">{menuFooter(close)}</div>
      </nav>
    </header>
  );
}
