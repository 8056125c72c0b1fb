import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ContentPage } from '../components/ui/content-page';
import { userAtom } from '../features/session/atoms';
import { SALE_SHOWCASE_URL, loginUrl } from '../lib/routes';
import { useAtomValue } from '../lib/use-atom';
import { useDocumentTitle } from '../lib/use-document-title';
import { useTranslatedList } from '../lib/use-list';

export function DownloadBondKycPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('bondKyc.title'));
  const user = useAtomValue(userAtom);
  const documents = useTranslatedList('bondKyc.documents');
  const steps = useTranslatedList('bondKyc.steps');

  return (
    <ContentPage title={t('bondKyc.title')} lead={t('bondKyc.lead')}>
      <div className="prose">
        <h2>{t('bondKyc.whatTitle')}</h2>
        <ul>
          {documents.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <h2>{t('bondKyc.howTitle')}</h2>
        <ol>
          {steps.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
        <p className="muted">{t('bondKyc.note')}</p>
      </div>
      <section className="call-card">
        <p>{user ? t('bondKyc.signedInText') : t('bondKyc.signedOutText')}</p>
        <Link href={user ? SALE_SHOWCASE_URL : loginUrl(SALE_SHOWCASE_URL)} className="button button--primary button--large">
          {user ? t('bondKyc.openDashboard') : t('bondKyc.login')}
        </Link>
      </section>
    </ContentPage>
  );
}
