import type { Paged, Person } from '@vahanhaat/contract/http/admin';
import type { AdminAuction, AdminAuctionDetail, AdminAuctionList, AdminLot, AdminPhoto } from '@vahanhaat/contract/http/admin-auctions';
import type { AuditEntry } from '@vahanhaat/contract/http/admin-audit';
import type { ImportReport, ImportRowError } from '@vahanhaat/contract/http/admin-lots';
import type { Monitor, MonitorAlert, MonitorLot } from '@vahanhaat/contract/http/admin-monitor';
import type { AdminState, Financier, Plan, Segment, StateHead } from '@vahanhaat/contract/http/admin-reference';
import type { AdminResult } from '@vahanhaat/contract/http/admin-results';
import type { AdminLead, AdminUser, AdminUserDetail } from '@vahanhaat/contract/http/admin-users';
import type { Stage } from '@vahanhaat/contract/http/deals';
import type { AuctionStatus, LotResult as ClosedLotResult, PhotoSlot } from '@vahanhaat/contract/http/vocabulary';

/*
 * The console's view of the /admin API: the contract's types (packages/contract/src/http/admin-*.ts),
 * under the names the console uses. Where the server's schema says only "a string" for a field
 * that holds one of the contract's lists, the console narrows it to that list.
 */

export { AUCTION_STATUSES, LOT_RESULTS } from '@vahanhaat/contract/http/vocabulary';
export type {
  AdminState,
  AdminUser,
  AdminUserDetail,
  AuctionStatus,
  AuditEntry,
  Financier,
  ImportReport,
  ImportRowError,
  MonitorAlert,
  MonitorLot,
  Paged,
  Person,
  Plan,
  Segment,
  StateHead,
};

export type Ref = AdminAuction['financier'];
export type Auction = AdminAuction;
export type AuctionCounts = AdminAuctionList['counts'];
export type AuctionList = AdminAuctionList;
export type Photo = Omit<AdminPhoto, 'slot'> & { slot?: PhotoSlot };
export type LotStatus = AdminLot['status'];
export type LotState = AdminLot['lot_state'];
export type Lot = Omit<AdminLot, 'photos'> & { photos: Photo[] };
export type AuctionDetail = Omit<AdminAuctionDetail, 'lots'> & { lots: Lot[] };
export type MonitorSnapshot = Monitor;
export type LotResult = ClosedLotResult | 'none';
export type RankedBidder = NonNullable<AdminResult['h1']>;
export type DealStageName = Stage;
export type ResultRow = Omit<AdminResult, 'deal_stage'> & { deal_stage: DealStageName | null };
export type Lead = AdminLead;
