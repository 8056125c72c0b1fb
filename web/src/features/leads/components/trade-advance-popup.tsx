import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../components/ui/modal';

interface TradeAdvancePopupProps {
  open: boolean;
  busy: boolean;
  onApply: () => void;
  onDismiss: () => void;
}

/** The trade-advance offer: ₹50 a day per ₹1,00,000 of loan (spec §1, §4). */
export function TradeAdvancePopup({ open, busy, onApply, onDismiss }: TradeAdvancePopupProps) {
  const { t } = useTranslation();
  return (
    <ActionDialog
      open={open}
      title={t('tradeAdvance.title')}
      cancelLabel={t('tradeAdvance.cancel')}
      confirmLabel={t('tradeAdvance.confirm')}
      busy={busy}
      busyLabel={t('common.loading')}
      onConfirm={onApply}
      onClose={onDismiss}
      size="sm"
    >
      <div className="trade-advance">
        <p className="trade-advance__rate">{t('tradeAdvance.rate')}</p>
        <p>{t('tradeAdvance.message')}</p>
      </div>
    </ActionDialog>
  );
}
