import { useTranslation } from 'react-i18next';
import { canUseAdmin } from '../../features/admin/access';
import { ADMIN_ROUTES } from '../../features/admin/routes';
import { LanguagePicker } from '../../features/language/components/language-picker';
import { userAtom } from '../../features/session/atoms';
import { ROUTES, SALE_SHOWCASE_URL } from '../../lib/routes';
import { useAtomValue } from '../../lib/use-atom';
import { HeaderShell } from './header-shell';
import { LogoutButton } from './logout-button';
import { SubscribedBadge } from './subscribed-badge';

export function AuthHeader() {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const items = [
    { href: SALE_SHOWCASE_URL, label: t('header.home') },
    { href: ROUTES.rcChallan, label: t('header.rcChallans') },
    { href: ROUTES.myBids, label: t('header.myQuotes') },
    { href: ROUTES.watchlist, label: t('header.favorites') },
    { href: ROUTES.savedSearches, label: t('alerts.nav') },
    { href: ROUTES.auctionCalendar, label: t('calendar.nav') },
    { href: ROUTES.profile, label: t('header.profile') },
  ];
  // Dealers manage their agents there; agents see whom they quote for and the dealer's quotes.
  if (!canUseAdmin(user)) items.splice(items.length - 1, 0, { href: ROUTES.dealer, label: t('dealers.nav') });
  if (canUseAdmin(user)) items.push({ href: ADMIN_ROUTES.dashboard, label: t('header.admin') });
  return (
    <HeaderShell
      logoHref={SALE_SHOWCASE_URL}
      items={items}
      actions={
        <>
          <LanguagePicker />
          <SubscribedBadge />
          <LogoutButton />
        </>
      }
      mobileActions={
        <>
          <LanguagePicker />
          <SubscribedBadge />
        </>
      }
      menuFooter={(close) => <LogoutButton onDone={close} />}
    />
  );
}
