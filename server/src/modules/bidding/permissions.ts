import type { Executor } from '../../db/client.js';
import type { AuthUser } from '../accounts/session.js';
import { hasStatePermission, type LockedLot } from './repo.js';

export interface Refusal {
  status: number;
  code: string;
  msg: string;
}

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
  if (user.isBlocked) return { status: 403, code: 'blocked', msg: 'Your account is blocked. Please contact support.' };
  if (user.isAdmin || user.isAuctionAdmin) return null;
  if (!user.isSubscribed) {
    if (!(await hasStatePermission(tx, user.id, lot.stateId))) {
      return {
        status: 403,
        code: 'state_not_permitted',
        msg: `You do not have permission for auctions in ${lot.stateName}. Every plan includes PAN India permission: subscribe to quote here.`,
      };
    }
    return { status: 403, code: 'not_subscribed', msg: 'Subscribe to a plan to submit quotes.' };
  }
  if (user.subscriptionSegments && !user.subscriptionSegments.includes(lot.segmentCode)) {
    return {
      status: 403,
      code: 'segment_not_permitted',
      msg: `Your plan does not cover ${lot.segmentName} auctions. Upgrade to the All plan to quote here.`,
    };
  }
  return null;
}
