import { useTranslation } from 'react-i18next';
import { ContentPage } from '../components/ui/content-page';
import { MailIcon, MapPinIcon, PhoneIcon } from '../components/ui/icons';
import { CONTACT, LEGAL_ENTITY_NAME, telHref } from '../lib/brand';
import { useDocumentTitle } from '../lib/use-document-title';

export function ContactUsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('contact.title'));

  return (
    <ContentPage title={t('contact.title')} lead={t('contact.lead')}>
      <p className="contact-entity">
        <span>{t('contact.legalEntity')}</span>
        <strong>{LEGAL_ENTITY_NAME}</strong>
      </p>
      <div className="contact-grid">
        <section className="contact-card">
          <MapPinIcon className="contact-card__icon" />
          <h2>{t('contact.registeredOffice')}</h2>
          <address>{CONTACT.registeredAddress}</address>
        </section>
        <section className="contact-card">
          <MapPinIcon className="contact-card__icon" />
          <h2>{t('contact.operationalOffice')}</h2>
          <address>{CONTACT.operationalAddress}</address>
        </section>
        <section className="contact-card">
          <PhoneIcon className="contact-card__icon" />
          <h2>{t('contact.callUs')}</h2>
          <ul className="plain-list">
            {CONTACT.phones.map((phone) => (
              <li key={phone}>
                <a href={telHref(phone)}>{phone}</a>
              </li>
            ))}
          </ul>
          <p className="muted">{t('contact.hours')}</p>
        </section>
        <section className="contact-card">
          <MailIcon className="contact-card__icon" />
          <h2>{t('contact.writeToUs')}</h2>
          <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
          <p className="muted">{t('contact.replyTime')}</p>
        </section>
      </div>
    </ContentPage>
  );
}
