import { useTranslation } from 'react-i18next';
import { ContentPage } from '../components/ui/content-page';
import { useDocumentTitle } from '../lib/use-document-title';

const VALUE_KEYS = ['transparency', 'farmerFirst', 'fairness', 'trust', 'simplicity', 'accountability'] as const;

export function OurValuesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('values.title'));
  return (
    <ContentPage title={t('values.title')} lead={t('values.lead')}>
      <ul className="card-grid">
        {VALUE_KEYS.map((key) => (
          <li key={key} className="info-card">
            <h2>{t(`values.items.${key}.title`)}</h2>
            <p>{t(`values.items.${key}.body`)}</p>
          </li>
        ))}
      </ul>
    </ContentPage>
  );
}
