import { useTranslation } from 'react-i18next';
import { Accordion } from '../components/ui/accordion';
import { ContentPage } from '../components/ui/content-page';
import { CONTACT, LEGAL_ENTITY_NAME } from '../lib/brand';
import { useDocumentTitle } from '../lib/use-document-title';

const SECTION_KEYS = ['collect', 'use', 'sharing', 'cookies', 'retention', 'security', 'rights', 'contact'] as const;

export function PrivacyPolicyPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('privacy.title'));
  const values = { company: LEGAL_ENTITY_NAME, email: CONTACT.email, phone: CONTACT.phones[0] };
  const items = SECTION_KEYS.map((key) => ({
    id: key,
    title: t(`privacy.sections.${key}.title`),
    content: <p>{t(`privacy.sections.${key}.body`, values)}</p>,
  }));
  return (
    <ContentPage title={t('privacy.title')} lead={t('privacy.lead', values)}>
      <Accordion items={items} defaultOpen={[SECTION_KEYS[0]]} />
    </ContentPage>
  );
}
