import { useTranslation } from 'react-i18next';
import { Accordion } from '../components/ui/accordion';
import { ContentPage } from '../components/ui/content-page';
import { TERMS_SECTION_KEYS } from '../features/legal/terms-sections';
import { CONTACT, LEGAL_ENTITY_NAME } from '../lib/brand';
import { useDocumentTitle } from '../lib/use-document-title';

export function TermsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('terms.title'));
  const values = { company: LEGAL_ENTITY_NAME, phone1: CONTACT.phones[0], phone2: CONTACT.phones[1], email: CONTACT.email };
  const items = TERMS_SECTION_KEYS.map((key, index) => ({
    id: key,
    title: `${index + 1}. ${t(`terms.sections.${key}.header`)}`,
    content: <p>{t(`terms.sections.${key}.body`, values)}</p>,
  }));
  return (
    <ContentPage title={t('terms.title')} lead={t('terms.intro', values)}>
      <Accordion items={items} defaultOpen="all" />
    </ContentPage>
  );
}
