import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'wouter';
import { PROFILE_DOCUMENTS_URL, PROFILE_NOTIFICATIONS_URL, PROFILE_SUBSCRIPTION_URL, ROUTES } from '../../../lib/routes';
import { useAtomValue } from '../../../lib/use-atom';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { NotificationsTab } from '../../notifications/components/notifications-tab';
import { userAtom } from '../../session/atoms';
import { IdentityDocumentsTab } from './identity-documents-tab';
import { SubscriptionTab } from './subscription-tab';

type ProfileTab = 'subscription' | 'identityDocument' | 'notifications';
const TABS: readonly ProfileTab[] = ['subscription', 'identityDocument', 'notifications'];

/** /client/profile with ?tab=subscription (default), ?tab=identityDocument (spec §2) or ?tab=notifications. */
export function ProfileScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('signedIn.profile'));
  const [params] = useSearchParams();
  const user = useAtomValue(userAtom);
  const tab: ProfileTab = TABS.find((id) => id === params.get('tab')) ?? 'subscription';
  const name = [user?.first_name, user?.last_name].filter(Boolean).join(' ');
  const tabs: [ProfileTab, string, string][] = [
    ['subscription', PROFILE_SUBSCRIPTION_URL, t('profilePage.subscriptionTab')],
    ['identityDocument', PROFILE_DOCUMENTS_URL, t('profilePage.documentsTab')],
    ['notifications', PROFILE_NOTIFICATIONS_URL, t('profilePage.notificationsTab')],
  ];
  return (
    <section className="container page-section profile">
      <h1 className="page-title">{t('signedIn.profile')}</h1>
      {name || user?.phone ? (
        <p className="profile__who">
          <strong>{name}</strong> {user?.phone ? <span className="muted">+91 {user.phone}</span> : null}
        </p>
      ) : null}
      <p className="profile__deposit">
        <Link href={ROUTES.deposit}>{t('deposit.profileLink')}</Link>
      </p>
      <nav className="tabs profile__tabs" aria-label={t('signedIn.profile')}>
        {tabs.map(([id, href, label]) => (
          <Link key={id} href={href} className="tabs__tab" aria-current={tab === id ? 'page' : undefined}>
            {label}
          </Link>
        ))}
      </nav>
      {tab === 'subscription' ? <SubscriptionTab /> : tab === 'identityDocument' ? <IdentityDocumentsTab /> : <NotificationsTab />}
    </section>
  );
}
