import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { useAmountInWords } from '../../../lib/amount-words';
import { formatRupees } from '../../../lib/format';
import { AllInPrice } from '../../costs/components/all-in-price';
import { QuotingFor } from '../../dealers/components/quoting-for';
import { priceMoved } from '../outcome-visibility';
import type { BidSubmission } from '../use-bid-submission';

/** The lot as it stands while the box is open. */
export interface LivePrice {
  price: number | null;
  nextValidAmount: number;
}

/**
 * The last step before a binding quote: the amount in figures and in words (spec §9). It follows
 * the live price: a quote the price has passed is never sent as it was; the box says so and offers
 * the new next valid amount.
 */
export function BidConfirmModal({
  assetId,
  bid,
  lotLabel,
  live,
}: {
  assetId: number;
  bid: BidSubmission;
  lotLabel: string;
  live: LivePrice;
}) {
  const { t } = useTranslation();
  const inWords = useAmountInWords();
  const { pending, submitting, unanswered } = bid;
  if (!pending) return null;
  const quote = pending.kind === 'quote';
  const moved = quote && !submitting && priceMoved(pending.amount, live.nextValidAmount);
  const confirmLabel = moved
    ? t('bid.quoteNew', { amount: formatRupees(live.nextValidAmount) })
    : submitting
      ? t('common.loading')
      : t(unanswered ? 'bid.tryAgain' : quote ? 'bid.confirmQuote' : 'bid.confirmAutobid');
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
          <button
            type="button"
            className="button button--primary"
            onClick={() => (moved ? bid.retarget(live.nextValidAmount) : void bid.confirm())}
            disabled={submitting}
            data-testid="confirm-button"
          >
            {confirmLabel}
          </button>
        </>
      }
    >
      <div className="bid-confirm">
        <p className="bid-confirm__lot">{lotLabel}</p>
        <QuotingFor />
        {moved ? (
          <p className="field__error" role="alert" data-testid="price-moved">
            {t('bid.priceMoved', { price: formatRupees(live.price ?? live.nextValidAmount), amount: formatRupees(live.nextValidAmount) })}
          </p>
        ) : null}
        <p className="bid-confirm__label">{t(quote ? 'bid.yourQuote' : 'bid.yourMaximum')}</p>
        <p className="bid-confirm__amount" data-testid="confirm-amount">
          {formatRupees(pending.amount)}
        </p>
        <p className="bid-confirm__words">{inWords(pending.amount)}</p>
        <AllInPrice assetId={assetId} amount={pending.amount} />
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
