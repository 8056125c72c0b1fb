import { useTranslation } from 'react-i18next';
import { ContentPage } from '../components/ui/content-page';
import { PhoneIcon } from '../components/ui/icons';
import { CONTACT, LEGAL_ENTITY_NAME, telHref } from '../lib/brand';
import { useDocumentTitle } from '../lib/use-document-title';
import { useTranslatedList } from '../lib/use-list';

const FACT_KEYS = ['states', 'dealerships', 'tractorsSold', 'inspection', 'valuation'] as const;

export function AboutUsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('about.title'));
  const intro = useTranslatedList('about.intro');
  const model = useTranslatedList('about.model');

  return (
    <ContentPage title={t('about.title')} lead={t('about.lead', { company: LEGAL_ENTITY_NAME })}>
      <section className="prose">
        {intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
      <section className="mission-card">
        <h2>{t('about.missionTitle')}</h2>
        <p>{t('about.mission')}</p>
      </section>
      <section>
        <h2 className="section-title">{t('about.factsTitle')}</h2>
        <ul className="fact-grid">
          {FACT_KEYS.map((key) => (
            <li key={key} className="fact-card">
              <strong className="fact-card__value">{t(`about.facts.${key}.value`)}</strong>
              <span className="fact-card__label">{t(`about.facts.${key}.label`)}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className="prose">
        <h2>{t('about.modelTitle')}</h2>
        {model.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
      <section className="call-card">
        <div>
          <h2>{t('about.callTitle')}</h2>
          <p>{t('about.callText')}</p>
        </div>
        <a href={telHref(CONTACT.phones[0])} className="button button--primary button--large">
          <PhoneIcon size={20} />
          {t('about.callUs')}
        </a>
      </section>
    </ContentPage>
  );
}
