import { useTranslation } from 'react-i18next';
import { formatRupees } from '../../../lib/format';
import type { LotPhase } from '../../realtime/lot-figures';
import { useBidSubmission } from '../use-bid-submission';
import { BidConfirmModal } from './bid-confirm-modal';
import { BidOutcomeMessage } from './bid-outcome';

interface QuickQuoteProps {
  assetId: number;
  lotLabel: string;
  nextValidAmount: number;
  youLead: boolean;
  phase: LotPhase;
}

/** A lot card's one-tap quote: exactly the next valid amount, confirmed in figures and words. */
export function QuickQuote({ assetId, lotLabel, nextValidAmount, youLead, phase }: QuickQuoteProps) {
  const { t } = useTranslation();
  const bid = useBidSubmission(assetId);
  return (
    <div className="quick-quote">
      {youLead && phase === 'live' ? (
        <p className="quick-quote__leading">{t('bid.youLead')}</p>
      ) : (
        <button
          type="button"
          className="button button--primary button--block"
          disabled={phase !== 'live' || bid.submitting}
          onClick={() => bid.request('quote', nextValidAmount)}
        >
          {t('bid.quoteExact', { amount: formatRupees(nextValidAmount) })}
        </button>
      )}
      <BidOutcomeMessage outcome={bid.outcome} />
      <BidConfirmModal bid={bid} lotLabel={lotLabel} />
    </div>
  );
}
