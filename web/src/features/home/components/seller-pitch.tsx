import { useTranslation } from 'react-i18next';
import { useTranslatedList } from '../../../lib/use-list';
import { useRotation } from '../use-rotation';

/** The rotating pitch for sellers and dealers (spec §1). */
export function SellerPitch() {
  const { t } = useTranslation();
  const messages = useTranslatedList('home.sellerPitch');
  const { index, fading } = useRotation(messages.length);
  return (
    <section className="seller-pitch">
      <div className="container">
        <h2 className="section-title">{t('home.sellerPitchTitle')}</h2>
        <p className={fading ? 'seller-pitch__message seller-pitch__message--fading' : 'seller-pitch__message'}>
          {messages[index]}
        </p>
      </div>
    </section>
  );
}
