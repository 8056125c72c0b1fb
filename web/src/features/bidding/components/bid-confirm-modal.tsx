import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { amountInWords, formatRupees } from '../../../lib/format';
import type { BidSubmission } from '../use-bid-submission';

/** The last step before a binding quote: the amount in figures and in words (spec §9). */
export function BidConfirmModal({ bid, lotLabel }: { bid: BidSubmission; lotLabel: string }) {
  const { t } = useTranslation();
  const { pending, submitting, unanswered } = bid;
  if (!pending) return null;
  const quote = pending.kind === 'quote';
  return (
    <Modal
      open
      size="sm"
      title={t(quote ? 'bid.confirmQuoteTitle' : 'bid.confirmAutobidTitle')}
      onClose={bid.cancel}
      closeDisabled={submitting}
      footer={
        <>
          <button type="button" className="button button--outline" onClick={bid.cancel} disabled={submitting}>
            {t('bid.cancel')}
          </button>
          <button type="button" className="button button--primary" onClick={() => void bid.confirm()} disabled={submitting}>
            {submitting ? t('common.loading') : t(unanswered ? 'bid.tryAgain' : quote ? 'bid.confirmQuote' : 'bid.confirmAutobid')}
          </button>
        </>
      }
    >
      <div className="bid-confirm">
        <p className="bid-confirm__lot">{lotLabel}</p>
        <p className="bid-confirm__label">{t(quote ? 'bid.yourQuote' : 'bid.yourMaximum')}</p>
        <p className="bid-confirm__amount" data-testid="confirm-amount">
          {formatRupees(pending.amount)}
        </p>
        <p className="bid-confirm__words">{amountInWords(pending.amount)}</p>
        <p className="bid-confirm__note">{t(quote ? 'bid.quoteIsFinal' : 'bid.autobidExplained')}</p>
        {unanswered ? (
          <p className="field__error" role="alert">
            {t('bid.unanswered')}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
