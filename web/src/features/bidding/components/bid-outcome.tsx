import type { BidOutcome } from '../use-bid-submission';

/** The server's answer to the last quote or autobid, in its own words. */
export function BidOutcomeMessage({ outcome }: { outcome: BidOutcome | null }) {
  if (!outcome) return null;
  return (
    <p className={`bid-outcome bid-outcome--${outcome.tone}`} role={outcome.tone === 'error' ? 'alert' : 'status'} data-code={outcome.code}>
      {outcome.msg}
    </p>
  );
}
