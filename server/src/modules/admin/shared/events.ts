import { adminSubject, auctionStateSubject, userSubject, type AdminEventKind } from '../../../events/subjects.js';
import type { OutboxEvent } from '../../../events/outbox.js';

/**
 * Outbox events the console's changes announce. auction.<id>.state reaches every buyer watching
 * the auction (the gateway forwards it as `auction_state`); admin.<kind> feeds the live monitor.
 */

export const auctionStateEvent = (auctionId: number, change: string, extra: Record<string, unknown> = {}): OutboxEvent => ({
  subject: auctionStateSubject(auctionId),
  kind: 'auction_state',
  auctionId,
  payload: { type: 'auction_state', auctionId, change, ...extra },
});

export const adminEvent = (
  kind: AdminEventKind,
  change: string,
  ids: { auctionId: number; assetId?: number },
  extra: Record<string, unknown> = {},
): OutboxEvent => ({
  subject: adminSubject(kind),
  kind: `admin_${kind}`,
  auctionId: ids.auctionId,
  ...(ids.assetId === undefined ? {} : { assetId: ids.assetId }),
  payload: {
    type: `admin_${kind}`,
    change,
    auctionId: ids.auctionId,
    ...(ids.assetId === undefined ? {} : { assetId: ids.assetId }),
    ...extra,
  },
});

/** A private event for one buyer; the gateway strips *UserId keys before sending. */
export const userEvent = (
  userId: number,
  kind: 'payment_due' | 'won',
  ids: { auctionId: number; assetId: number },
  extra: Record<string, unknown>,
): OutboxEvent => ({
  subject: userSubject(userId, kind),
  kind,
  auctionId: ids.auctionId,
  assetId: ids.assetId,
  payload: { type: kind, auctionId: ids.auctionId, assetId: ids.assetId, ...extra },
});
