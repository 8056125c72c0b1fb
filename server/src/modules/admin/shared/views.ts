import { documentsOut, imageUrl, type Grade } from '../../catalog/index.js';
import { toIso } from './schema.js';
import type { AuctionRow } from '../auctions/repo.js';
import type { LotRow } from '../lots/repo.js';

/** Database rows → the console's JSON, written once for every route that shows them. */

/** An auction's times and bidding settings: what the console shows and what an edit's audit keeps as "before". */
export const auctionSettings = (a: AuctionRow) => ({
  starts_at: toIso(a.startsAt)!,
  ends_at: toIso(a.endsAt)!,
  soft_close_seconds: a.softCloseSeconds,
  extension_seconds: a.extensionSeconds,
  hard_end_seconds: a.hardEndSeconds,
  close_gap_seconds: a.closeGapSeconds,
  requires_deposit: a.requiresDeposit,
  deposit_limit_multiple: a.depositLimitMultiple,
});

export function auctionView(a: AuctionRow) {
  return {
    id: a.id,
    title: a.title,
    external_ref: a.externalRef,
    financier: { id: a.financierId, name: a.financierName },
    state: { id: a.stateId, name: a.stateName },
    segment: { id: a.segmentId, name: a.segmentName, code: a.segmentCode },
    status: a.status,
    ...auctionSettings(a),
    last_ends_at: toIso(a.lastEndsAt)!,
    lot_count: a.lotCount,
    withdrawn_count: a.withdrawnCount,
    quote_count: a.quoteCount,
    created_at: toIso(a.createdAt)!,
  };
}

export interface PhotoRow {
  id: number;
  assetId: number;
  storageKey: string;
  sortOrder: number;
  caption: string;
  slot: string;
}

export const photoView = (p: PhotoRow) => ({
  id: p.id,
  storage_key: p.storageKey,
  url: imageUrl(p.storageKey, 640),
  thumbnail_url: imageUrl(p.storageKey, 160),
  sort_order: p.sortOrder,
  caption: p.caption,
  slot: p.slot,
});

/** The current leader's real identity (the console is for admins only). */
export const leaderOf = (l: LotRow) =>
  l.leaderUserId === null
    ? null
    : { user_id: l.leaderUserId, name: `${l.leaderFirstName ?? ''} ${l.leaderLastName ?? ''}`.trim(), phone: l.leaderPhone ?? '' };

export function lotView(l: LotRow, photos: PhotoRow[]) {
  return {
    id: l.id,
    auction_id: l.auctionId,
    lot_no: l.lotNo,
    make: l.make,
    model: l.model,
    year: l.year,
    registration_number: l.registrationNumber,
    fuel: l.fuel,
    kms_driven: l.kmsDriven,
    hours_run: l.hoursRun,
    owners: l.owners,
    yard_location: l.yardLocation,
    yard_district: l.yardDistrict,
    inspection_notes: l.inspectionNotes,
    video_url: l.videoUrl,
    grade: l.grade as Grade | null,
    documents: l.documents ? documentsOut(l.documents) : null,
    start_price: l.startPrice,
    reserve_price: l.reservePrice,
    increment: l.increment,
    current_price: l.currentPrice,
    quote_count: l.quoteCount,
    prices_locked: l.quoteCount > 0,
    leader: leaderOf(l),
    watchers: l.watchers,
    status: l.status,
    lot_state: l.lotState,
    result: l.result,
    starts_at: toIso(l.startsAt)!,
    ends_at: toIso(l.endsAt)!,
    hard_end_at: toIso(l.hardEndAt)!,
    extensions: l.extensions,
    closed_at: toIso(l.closedAt),
    photos: photos.filter((p) => p.assetId === l.id).map(photoView),
  };
}
