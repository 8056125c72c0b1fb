import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { loginModalOpenAtom, preloadLoginModal } from '../../features/auth/login-modal';
import { LanguagePicker } from '../../features/language/components/language-picker';
import { userAtom } from '../../features/session/atoms';
import { ROUTES, SALE_SHOWCASE_URL } from '../../lib/routes';
import { useAtomValue } from '../../lib/use-atom';
import { HeaderShell } from './header-shell';
import { LogoutButton } from './logout-button';
import { PersonPopover } from './person-popover';
import { SubscribedBadge } from './subscribed-badge';
import type { MouseEvent } from 'react';

export function PublicHeader() {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const openLogin = useSetAtom(loginModalOpenAtom);
  // Login | SignUp opens the login modal over this page (spec §2); the link still leads to /login
  // for a new tab, and before the page's script has started.
  const loginClick = (onDone?: () => void) => (event: MouseEvent) => {
    onDone?.();
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openLogin(true);
  };
  const items = [
    { href: ROUTES.subscriptionPlans, label: t('header.subscribe') },
    { href: SALE_SHOWCASE_URL, label: t('header.sale') },
    { href: ROUTES.contactUs, label: t('header.contactUs') },
    { href: ROUTES.aboutUs, label: t('header.aboutUs') },
  ];
  const account = (onDone?: () => void) =>
    user ? (
      <LogoutButton onDone={onDone} />
    ) : (
      <Link
        href={ROUTES.login}
        className="button button--primary"
        onClick={loginClick(onDone)}
        onPointerEnter={preloadLoginModal}
        onFocus={preloadLoginModal}
      >
        {t('header.loginSignUp')}
      </Link>
    );

  return (
    <HeaderShell
      logoHref={ROUTES.home}
      items={items}
      actions={
        <>
          <LanguagePicker />
          <SubscribedBadge />
          {account()}
        </>
      }
      mobileActions={
        <>
          <LanguagePicker />
          <SubscribedBadge />
          {user ? null : <PersonPopover />}
        </>
      }
      menuFooter={(close) => account(close)}
    />
  );
}
