import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { BuyerTermsList } from '../../legal/components/buyer-terms-list';

interface BuyerTermsModalProps {
  open: boolean;
  busy: boolean;
  onAgree: () => void;
  /** Declining signs the user out again (spec §4). */
  onDecline: () => void;
}

export function BuyerTermsModal({ open, busy, onAgree, onDecline }: BuyerTermsModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('buyerTerms.title')}
      onClose={onDecline}
      closeDisabled={busy}
      size="lg"
      footer={
        <>
          <button type="button" className="button button--outline" onClick={onDecline} disabled={busy}>
            {t('common.close')}
          </button>
          <button type="button" className="button button--primary" onClick={onAgree} disabled={busy}>
            {busy ? t('common.loading') : t('buyerTerms.agree')}
          </button>
        </>
      }
    >
      <p>{t('buyerTerms.intro')}</p>
      <BuyerTermsList />
    </Modal>
  );
}
