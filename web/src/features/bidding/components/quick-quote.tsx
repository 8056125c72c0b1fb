import { useTranslation } from 'react-i18next';
import { formatRupees } from '../../../lib/format';
import { visibleOutcome } from '../outcome-visibility';
import { useBidSubmission } from '../use-bid-submission';
import { BidConfirmModal } from './bid-confirm-modal';
import { BidOutcomeMessage } from './bid-outcome';
import { SubscribeToQuote, useNeedsPlan } from './subscribe-to-quote';
import type { LotPhase } from '../../realtime/lot-figures';

interface QuickQuoteProps {
  assetId: number;
  lotLabel: string;
  nextValidAmount: number;
  /** The live price, which the confirm box follows. */
  price: number | null;
  youLead: boolean;
  phase: LotPhase;
}

/** A lot card's one-tap quote: exactly the next valid amount, confirmed in figures and words. */
export function QuickQuote({ assetId, lotLabel, nextValidAmount, price, youLead, phase }: QuickQuoteProps) {
  const { t } = useTranslation();
  const bid = useBidSubmission(assetId);
  const needsPlan = useNeedsPlan();
  if (needsPlan && (phase === 'live' || phase === 'upcoming')) return <SubscribeToQuote />;
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
      <BidOutcomeMessage
        outcome={visibleOutcome(bid.outcome, youLead, phase)}
        onTopUp={() => void bid.topUpAndRetry()}
        toppingUp={bid.toppingUp}
      />
      {/* Only while a quote waits for its confirmation: a room has two dozen cards, and a closed box
          would still be drawn (and redrawn) with each of them. */}
      {bid.pending ? <BidConfirmModal assetId={assetId} bid={bid} lotLabel={lotLabel} live={{ price, nextValidAmount }} /> : null}
    </div>
  );
}
