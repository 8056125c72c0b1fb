import type { LotView } from '../realtime/lot-state';
import type { MyStatus } from './api/my-lots';

/**
 * The row's status with the live state laid over it: while a lot runs, leading and outbid follow
 * every quote; once it closes, the leader awaits approval and the others have lost.
 */
export function liveStatus(status: MyStatus, live: LotView | undefined, quoted: boolean): MyStatus {
  if (!live || !quoted) return status;
  if (status !== 'leading' && status !== 'outbid') return status;
  if (live.state === 'closed') return live.youLead ? 'approval_pending' : 'lost';
  if (live.state === 'withdrawn') return 'withdrawn';
  return live.youLead ? 'leading' : 'outbid';
}

/** My Quotes status filters, in the order a buyer checks them. */
export const STATUS_FILTERS: readonly MyStatus[] = ['leading', 'outbid', 'approval_pending', 'payment_due', 'won', 'lost'];
