import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';

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
    <Modal
      open={open}
      title={t('tradeAdvance.title')}
      onClose={onDismiss}
      closeDisabled={busy}
      size="sm"
      footer={
        <>
          <button type="button" className="button button--outline" onClick={onDismiss} disabled={busy}>
            {t('tradeAdvance.cancel')}
          </button>
          <button type="button" className="button button--primary" onClick={onApply} disabled={busy}>
            {busy ? t('common.loading') : t('tradeAdvance.confirm')}
          </button>
        </>
      }
    >
      <div className="trade-advance">
        <p className="trade-advance__rate">{t('tradeAdvance.rate')}</p>
        <p>{t('tradeAdvance.message')}</p>
      </div>
    </Modal>
  );
}
