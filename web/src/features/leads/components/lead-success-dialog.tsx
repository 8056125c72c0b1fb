import { useTranslation } from 'react-i18next';
import { CheckBadgeIcon } from '../../../components/ui/icons';
import { Modal } from '../../../components/ui/modal';

/** Spec §8: 'Success!' and 'Our Representative Will Connect With You Shortly.' */
export function LeadSuccessDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('leads.successTitle')}
      onClose={onClose}
      size="sm"
      footer={
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('common.ok')}
        </button>
      }
    >
      <div className="result-message">
        <CheckBadgeIcon size={48} className="result-message__icon" />
        <p>{t('leads.successMessage')}</p>
      </div>
    </Modal>
  );
}
