import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'wouter';
import { PROFILE_DOCUMENTS_URL, PROFILE_SUBSCRIPTION_URL } from '../../../lib/routes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { userAtom } from '../../session/atoms';
import { IdentityDocumentsTab } from './identity-documents-tab';
import { SubscriptionTab } from './subscription-tab';

type ProfileTab = 'subscription' | 'identityDocument';

/** /client/profile with ?tab=subscription (default) or ?tab=identityDocument (spec §2). */
export function ProfileScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('signedIn.profile'));
  const [params] = useSearchParams();
  const user = useAtomValue(userAtom);
  const tab: ProfileTab = params.get('tab') === 'identityDocument' ? 'identityDocument' : 'subscription';
  const name = [user?.first_name, user?.last_name].filter(Boolean).join(' ');
  const tabs: [ProfileTab, string, string][] = [
    ['subscription', PROFILE_SUBSCRIPTION_URL, t('profilePage.subscriptionTab')],
    ['identityDocument', PROFILE_DOCUMENTS_URL, t('profilePage.documentsTab')],
  ];
  return (
    <section className="container page-section profile">
      <h1 className="page-title">{t('signedIn.profile')}</h1>
      {name || user?.phone ? (
        <p className="profile__who">
          <strong>{name}</strong> {user?.phone ? <span className="muted">+91 {user.phone}</span> : null}
        </p>
      ) : null}
      <nav className="tabs profile__tabs" aria-label={t('signedIn.profile')}>
        {tabs.map(([id, href, label]) => (
          <Link key={id} href={href} className="tabs__tab" aria-current={tab === id ? 'page' : undefined}>
            {label}
          </Link>
        ))}
      </nav>
      {tab === 'subscription' ? <SubscriptionTab /> : <IdentityDocumentsTab />}
    </section>
  );
}
