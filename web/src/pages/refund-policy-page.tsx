import { useTranslation } from 'react-i18next';
import { ContentPage } from '../components/ui/content-page';
import { CONTACT } from '../lib/brand';
import { useDocumentTitle } from '../lib/use-document-title';

const SECTION_KEYS = ['subscriptions', 'autoRenew', 'failedPayments', 'backout', 'contact'] as const;

export function RefundPolicyPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('refund.title'));
  return (
    <ContentPage title={t('refund.title')} lead={t('refund.lead')}>
      <div className="prose">
        {SECTION_KEYS.map((key) => (
          <section key={key}>
            <h2>{t(`refund.sections.${key}.title`)}</h2>
            <p>{t(`refund.sections.${key}.body`, { email: CONTACT.email, phone: CONTACT.phones[0] })}</p>
          </section>
        ))}
      </div>
    </ContentPage>
  );
}
