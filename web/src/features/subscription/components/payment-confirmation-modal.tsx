import { useTranslation } from 'react-i18next';
import { CheckBadgeIcon } from '../../../components/ui/icons';
import { Modal } from '../../../components/ui/modal';
import { InvoiceDownload } from '../../invoices/components/invoice-download';
import { Confetti } from './confetti';
import { SubscriptionSummary } from './subscription-summary';
import type { VerifiedSubscription } from '../api/subscription';

interface PaymentConfirmationModalProps {
  result: VerifiedSubscription | null;
  onClose: () => void;
  /** Explore Now: the caller decides where the buyer goes next. */
  onExplore: () => void;
}

/** After a verified payment: what was bought and until when, with a little confetti. */
export function PaymentConfirmationModal({ result, onClose, onExplore }: PaymentConfirmationModalProps) {
  const { t } = useTranslation();
  return (
    <>
      <Modal
        open={Boolean(result)}
        title={t('paymentConfirmation.title')}
        onClose={onClose}
        size="sm"
        footer={
          <button type="button" className="button button--primary button--block" onClick={onExplore}>
            {t('account.exploreNow')}
          </button>
        }
      >
        <div className="result-message">
          <CheckBadgeIcon size={48} className="result-message__icon" />
          <p>{t('paymentConfirmation.message')}</p>
        </div>
        {result ? <SubscriptionSummary result={result} /> : null}
        {result?.subscription_id ? <InvoiceDownload subscriptionId={result.subscription_id} /> : null}
      </Modal>
      {result ? <Confetti /> : null}
    </>
  );
}
