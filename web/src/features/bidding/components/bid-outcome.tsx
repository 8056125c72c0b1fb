import { useTranslation } from 'react-i18next';
import { formatRupees } from '../../../lib/format';
import type { BidOutcome } from '../use-bid-submission';

/**
 * The server's answer to the last quote or autobid, in its own words. A buying-limit refusal
 * also offers the one-tap top-up of the deposit it names; the bid then comes back to confirm.
 */
export function BidOutcomeMessage({
  outcome,
  onTopUp,
  toppingUp,
}: {
  outcome: BidOutcome | null;
  onTopUp?: () => void;
  toppingUp?: boolean;
}) {
  const { t } = useTranslation();
  if (!outcome) return null;
  return (
    <div
      className={`bid-outcome bid-outcome--${outcome.tone}`}
      role={outcome.tone === 'error' ? 'alert' : 'status'}
      data-code={outcome.code}
    >
      <p className="bid-outcome__msg">{outcome.msg}</p>
      {outcome.topUp && onTopUp ? (
        <button type="button" className="button button--primary button--small bid-outcome__topup" onClick={onTopUp} disabled={toppingUp}>
          {toppingUp ? t('common.loading') : t('deposit.addToBid', { amount: formatRupees(outcome.topUp) })}
        </button>
      ) : null}
    </div>
  );
}
