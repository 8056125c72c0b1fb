import type { Executor } from '../../db/client.js';
import { message, type Message } from '../../lib/i18n/render.js';
import type { AuthUser } from '../accounts/index.js';
import { hasStatePermission, type LockedLot } from './repo.js';

/** A refusal by message code: the quote function in the database decides the same ones. */
export interface Refusal {
  status: number;
  message: Message;
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
  if (user.isBlocked) return { status: 403, message: message('bid.blocked') };
  if (user.isAdmin || user.isAuctionAdmin) return null;
  if (!user.isSubscribed) {
    if (!(await hasStatePermission(tx, user.id, lot.stateId))) {
      return { status: 403, message: message('bid.state_not_permitted', { state: lot.stateName }) };
    }
    return { status: 403, message: message('bid.not_subscribed') };
  }
  if (user.subscriptionSegments && !user.subscriptionSegments.includes(lot.segmentCode)) {
    return { status: 403, message: message('bid.segment_not_permitted', { segment: lot.segmentName }) };
  }
  return null;
}
