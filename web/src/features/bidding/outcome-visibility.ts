import type { LotPhase } from '../realtime/lot-figures';
import type { BidOutcome } from './use-bid-submission';

/**
 * The answer to the buyer's last quote, for as long as it still describes the lot: "You are the
 * highest bidder" goes once someone outbids them or the lot closes; "someone's autobid is higher"
 * goes once they lead again. A refusal stays while the lot runs, so they can read why.
 */
export function visibleOutcome(outcome: BidOutcome | null, youLead: boolean, phase: LotPhase): BidOutcome | null {
  if (!outcome || phase !== 'live') return null;
  if (outcome.tone === 'success') return youLead ? outcome : null;
  if (outcome.tone === 'warning') return youLead ? null : outcome;
  return outcome;
}

/**
 * A quote waiting in the confirm box while the price moves: once its amount is below the next
 * valid amount the server would refuse it, so the box offers the new amount instead.
 */
export function priceMoved(pendingAmount: number, nextValidAmount: number): boolean {
  return pendingAmount < nextValidAmount;
}
