import { useTranslation } from 'react-i18next';
import { FinancierRequirements } from '../../features/kyc/components/financier-requirements';
import { KycQueue } from '../../features/kyc/components/kyc-queue';
import { useDocumentTitle } from '../../lib/use-document-title';

export function AdminKycPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('kyc.admin.title'));
  return (
    <section className="admin-page">
      <header className="admin-page__head">
        <h1 className="page-title">{t('kyc.admin.title')}</h1>
      </header>
      <p className="muted">{t('kyc.admin.intro')}</p>
      <KycQueue />
      <FinancierRequirements />
    </section>
  );
}
