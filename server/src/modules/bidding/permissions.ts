import type { Executor } from '../../db/client.js';
import type { AuthUser } from '../accounts/session.js';
import { hasStatePermission, type LockedLot } from './repo.js';

export interface Refusal {
  status: number;
  code: string;
  msg: string;
}

/** Worded once: the quote function in the database decides the same refusals by code. */
export const refusalText = {
  blocked: 'Your account is blocked. Please contact support.',
  stateNotPermitted: (stateName: string) =>
    `You do not have permission for auctions in ${stateName}. Every plan includes PAN India permission: subscribe to quote here.`,
  notSubscribed: 'Subscribe to a plan to submit quotes.',
  segmentNotPermitted: (segmentName: string) => `Your plan does not cover ${segmentName} auctions. Upgrade to the All plan to quote here.`,
};

/**
 * Who may quote on a lot (DESIGN §4): admins; otherwise a subscribed buyer whose plan covers the
 * lot's segment. Every plan includes PAN India permission; without a plan a buyer holds only the
 * states of their designation, and still needs a plan to quote.
 */
export async function quoteRefusal(
  tx: Executor,
  user: AuthUser,
  lot: Pick<LockedLot, 'stateId' | 'stateName' | 'segmentCode' | 'segmentName'>,
): Promise<Refusal | null> {
  if (user.isBlocked) return { status: 403, code: 'blocked', msg: refusalText.blocked };
  if (user.isAdmin || user.isAuctionAdmin) return null;
  if (!user.isSubscribed) {
    if (!(await hasStatePermission(tx, user.id, lot.stateId))) {
      return { status: 403, code: 'state_not_permitted', msg: refusalText.stateNotPermitted(lot.stateName) };
    }
    return { status: 403, code: 'not_subscribed', msg: refusalText.notSubscribed };
  }
  if (user.subscriptionSegments && !user.subscriptionSegments.includes(lot.segmentCode)) {
    return { status: 403, code: 'segment_not_permitted', msg: refusalText.segmentNotPermitted(lot.segmentName) };
  }
  return null;
}
