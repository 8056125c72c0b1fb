import { useTranslation } from 'react-i18next';
import { CONTACT } from '../../../lib/brand';

const BUYER_TERM_KEYS = ['backout', 'payment', 'release', 'registration', 'quotes', 'yard', 'asIs', 'transfer'] as const;

/** The buyer terms of spec §9, shown in the post-login agreement. */
export function BuyerTermsList() {
  const { t } = useTranslation();
  return (
    <ol className="buyer-terms">
      {BUYER_TERM_KEYS.map((key) => (
        <li key={key}>{t(`buyerTerms.items.${key}`, { phone1: CONTACT.phones[0], phone2: CONTACT.phones[1] })}</li>
      ))}
    </ol>
  );
}
