import { useTranslation } from 'react-i18next';
import { PhoneIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { telHref } from '../../../lib/brand';
import { usePlaceNames } from '../../../lib/place-names';
import { queryKeys, useApiQuery } from '../../../lib/query';
import { getStateContacts } from '../api/home-data';

/** 'Contacts List': the first state head of each state with a phone link. */
export function ContactsPanel() {
  const { t } = useTranslation();
  const places = usePlaceNames();
  const { data, loading } = useApiQuery(queryKeys.stateContacts(), (signal) => getStateContacts({ signal }), { deferred: true });
  const contacts = data ?? [];
  return (
    <section className="panel contacts-panel" aria-labelledby="contacts-title">
      <h2 id="contacts-title" className="panel__title">
        {t('home.contactsList')}
      </h2>
      {loading ? (
        <Spinner />
      ) : contacts.length === 0 ? (
        <p className="empty-state">{t('home.noContacts')}</p>
      ) : (
        <ul className="contact-list">
          {contacts.map((contact) => (
            <li key={contact.state} className="contact-list__item">
              <span>
                <strong>{places.state(contact.state)}</strong>
                <span className="muted">{contact.name}</span>
              </span>
              {/* The spoken name starts with the number shown, so voice control finds the link by what is seen. */}
              <a href={telHref(contact.phone)} className="button button--outline button--small">
                <PhoneIcon size={16} />
                {contact.phone}
                <span className="visually-hidden">, {t('home.callContact', { name: contact.name })}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
