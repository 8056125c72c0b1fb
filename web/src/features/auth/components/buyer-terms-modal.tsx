import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../components/ui/modal';
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
    <ActionDialog
      open={open}
      title={t('buyerTerms.title')}
      cancelLabel={t('common.close')}
      confirmLabel={t('buyerTerms.agree')}
      busy={busy}
      busyLabel={t('common.loading')}
      onConfirm={onAgree}
      onClose={onDecline}
      size="lg"
    >
      <p>{t('buyerTerms.intro')}</p>
      <BuyerTermsList />
    </ActionDialog>
  );
}
